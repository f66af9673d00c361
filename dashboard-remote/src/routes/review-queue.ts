import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// No loader: the page asks for its queue itself, so nothing of campaigns joins the first download.
export const reviewQueueRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.reviewQueue,
  beforeLoad: requireRead("CAMPAIGNS"),
  component: lazyRouteComponent(() => import("../pages/campaigns/review-queue-page.tsx"), "ReviewQueuePage"),
});
