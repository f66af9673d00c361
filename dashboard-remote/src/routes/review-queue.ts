import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// The page asks for its queue itself, so nothing of campaigns joins the first download; the loader
// only waits for the pages' texts.
export const reviewQueueRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.reviewQueue,
  beforeLoad: requireRead("CAMPAIGNS"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/campaigns/review-queue-page.tsx"), "ReviewQueuePage"),
});
