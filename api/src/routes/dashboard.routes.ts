import { z } from "zod";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer } from "../http/responses.ts";

// DashboardSummary of shared/schemas/dashboard.ts, by its top-level keys.
const summary = z
  .object({
    accounts: z.object({}).loose(),
    approvals: z.object({}).loose(),
    openFlags: z.object({}).loose(),
    compliance: z.object({}).loose(),
    expiringGrants: z.array(z.object({}).loose()),
    recentAudit: z.array(z.object({}).loose()).nullable(),
  })
  .loose();

export const dashboardRoutes = {
  summary: declareRoute({
    method: "get", path: "/dashboard", summary: "The caller's scoped summary: accounts, approvals, flags, compliance, expiring grants, recent audit", tags: ["dashboard"],
    access: allow("DASHBOARD", "read"), responses: { 200: answer("DashboardSummary", summary) },
  }),
};

export function mountDashboardRoutes() {
  return handle(router(), dashboardRoutes.summary, async (c) => c.json(await c.var.services.dashboard.summary(c.var.actor)));
}
