import { DASHBOARD_PAGES, isSuperAdmin, mayReadReports } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { reportSchedulesQuery, unitReportQuery } from "../data/reports-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { parseReportsSearch, reportTargetOf } from "../pages/reports/reports-search.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { narrowPageRedirect } from "./not-offered.ts";

/** Unit reports (issue 32): super admins (any unit, the institution) and unit admins (their subtree), as the API decides. */
export const reportsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.reports,
  validateSearch: parseReportsSearch,
  beforeLoad: async ({ context }) => {
    if (!mayReadReports(context.user.role)) throw await narrowPageRedirect(context.user, "reports");
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => {
    const target = reportTargetOf(deps.search, isSuperAdmin(context.user.role));
    if (target !== null) void context.queryClient.prefetchQuery(unitReportQuery(context.api, target));
    void context.queryClient.prefetchQuery(reportSchedulesQuery(context.api));
    return ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/reports/reports-page.tsx"), "ReportsPage"),
});
