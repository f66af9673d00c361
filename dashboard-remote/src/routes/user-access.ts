import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const userAccessRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "users/access/$id",
  beforeLoad: requireRead("USERS"),
  component: lazyRouteComponent(() => import("../pages/user-access/user-access-page.tsx"), "UserAccessPage"),
});
