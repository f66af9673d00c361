import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";

export function dashboardRoutes() {
  return new Hono<AppEnv>().get("/dashboard", allow("DASHBOARD", "read"), async (c) => {
    return c.json(await c.var.services.dashboard.summary(requireActor(c.var.actor)));
  });
}

export const dashboardRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/dashboard", summary: "The caller's scoped summary: accounts, approvals, flags, compliance, expiring grants, recent audit", tag: "dashboard",
    access: { resource: "DASHBOARD", action: "read" }, responses: { 200: "DashboardSummary" },
  },
];
