import { dashboardContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const dashboardRoutes = {
  summary: declareRoute({ ...dashboardContracts.summary, access: allow("DASHBOARD", "read") }),
};

export function mountDashboardRoutes() {
  return handle(router(), dashboardRoutes.summary, async (c) => c.json(await c.var.services.dashboard.summary(c.var.actor)));
}
