import { DASHBOARD_PAGES } from "@steward/shared";
import { mayOffboardUsers } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { offboardingImpactQuery } from "../data/offboarding-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

/** The offboarding wizard of one person (issue 19). */
export const userOffboardRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.userOffboard,
  beforeLoad: requireRead("USERS"),
  // A role that offboards nobody is told so by the page; nothing to fetch for it.
  loader: ({ context, params }) => {
    if (mayOffboardUsers(context.user.role)) void context.queryClient.prefetchQuery(offboardingImpactQuery(context.api, Number(params.id)));
    // The page's texts are in the `pages` bundle: it shows once they are here.
    return ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/user-offboard/user-offboard-page.tsx"), "UserOffboardPage"),
});
