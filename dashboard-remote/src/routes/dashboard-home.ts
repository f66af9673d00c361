import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const dashboardHomeRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "/",
  beforeLoad: requireRead("DASHBOARD"),
  component: lazyRouteComponent(() => import("../pages/dashboard-home/dashboard-home-page.tsx"), "DashboardHomePage"),
});
