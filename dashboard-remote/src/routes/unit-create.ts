import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requirePermission } from "./require-permission.ts";

export const unitCreateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.unitCreate,
  beforeLoad: requirePermission("UNITS", "create"),
  component: lazyRouteComponent(() => import("../pages/unit-create/unit-create-page.tsx"), "UnitCreatePage"),
});
