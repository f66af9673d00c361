import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardSummaryQuery } from "../data/other-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const dashboardHomeRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.home,
  beforeLoad: requireRead("DASHBOARD"),
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(dashboardSummaryQuery(context.api));
    await ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/dashboard-home/dashboard-home-page.tsx"), "DashboardHomePage"),
});
