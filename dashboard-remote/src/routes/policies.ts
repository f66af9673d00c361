import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const policiesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "policies",
  beforeLoad: requireRead("POLICIES"),
  component: lazyRouteComponent(() => import("../pages/policies/policies-page.tsx"), "PoliciesPage"),
});
