import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requirePermission } from "./require-permission.ts";

export const userCreateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.userCreate,
  beforeLoad: requirePermission("USERS", "create"),
  component: lazyRouteComponent(() => import("../pages/user-create/user-create-page.tsx"), "UserCreatePage"),
});
