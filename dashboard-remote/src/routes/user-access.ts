import { DASHBOARD_PAGES } from "@steward/shared";
import { mayManageAccess } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { userQuery } from "../data/users-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const userAccessRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.userAccess,
  beforeLoad: requireRead("USERS"),
  // A role that manages nobody's access is told so by the page; nothing to fetch for it.
  loader: ({ context, params }) => {
    if (mayManageAccess(context.user.role)) void context.queryClient.prefetchQuery(userQuery(context.api, Number(params.id)));
    // The page's texts are in the `pages` bundle: it shows once they are here.
    return ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/user-access/user-access-page.tsx"), "UserAccessPage"),
});
