import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requirePermission } from "./require-permission.ts";

export const unitUpdateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "units/update/$id",
  beforeLoad: requirePermission("UNITS", "update"),
  component: lazyRouteComponent(() => import("../pages/unit-update/unit-update-page.tsx"), "UnitUpdatePage"),
});
