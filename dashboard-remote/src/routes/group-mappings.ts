import { DASHBOARD_PAGES } from "@steward/shared";
import { isSuperAdmin } from "@steward/shared";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";

/** The identity provider's group mappings (issue 17): super admins only, as the API decides. */
export const groupMappingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.groupMappings,
  beforeLoad: ({ context }) => {
    if (!isSuperAdmin(context.user.role)) throw redirect({ to: "/dashboard", replace: true });
  },
  component: lazyRouteComponent(() => import("../pages/group-mappings/group-mappings-page.tsx"), "GroupMappingsPage"),
});
