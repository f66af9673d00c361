import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const auditLogsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "audit-logs",
  beforeLoad: requireRead("AUDIT_LOGS"),
  component: lazyRouteComponent(() => import("../pages/audit-logs/audit-logs-page.tsx"), "AuditLogsPage"),
});
