import { DASHBOARD_PAGES, isSuperAdmin } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { superAdminsOnlyRedirect } from "./not-offered.ts";

/** The identity provider's group mappings (issue 17): super admins only, as the API decides. */
export const groupMappingsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.groupMappings,
  beforeLoad: async ({ context }) => {
    if (!isSuperAdmin(context.user.role)) throw await superAdminsOnlyRedirect(context.user, "groupMappings");
  },
  // The page's texts are in the `pages` bundle: it shows once they are here.
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/group-mappings/group-mappings-page.tsx"), "GroupMappingsPage"),
});
