import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { reviewQueueQuery } from "../data/campaigns-queries.ts";
import { REVIEW_QUEUE_PAGE } from "../pages/campaigns/campaign-query.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const reviewQueueRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "reviews",
  beforeLoad: requireRead("CAMPAIGNS"),
  loader: ({ context }) => void context.queryClient.prefetchQuery(reviewQueueQuery(context.api, REVIEW_QUEUE_PAGE)),
  component: lazyRouteComponent(() => import("../pages/campaigns/review-queue-page.tsx"), "ReviewQueuePage"),
});
