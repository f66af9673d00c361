import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const usersRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "users",
  beforeLoad: requireRead("USERS"),
  component: lazyRouteComponent(() => import("../pages/users/users-page.tsx"), "UsersPage"),
});
