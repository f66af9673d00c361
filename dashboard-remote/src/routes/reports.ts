import { DASHBOARD_PAGES, isSuperAdmin, mayReadReports, type ReportTarget } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { reportSchedulesQuery, unitReportQuery } from "../data/reports-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { narrowPageRedirect } from "./not-offered.ts";

export interface ReportsSearch {
  /** The unit whose report shows; absent: the whole institution (super admins) or none chosen yet. */
  unit?: number;
}

/** `?unit=12`: a unit's id; anything else is no unit. Read by hand (no schema in the route tree). */
export function parseReportsSearch(search: Record<string, unknown>): ReportsSearch {
  const unit = Number(search["unit"]);
  return Number.isInteger(unit) && unit > 0 ? { unit } : {};
}

/** What the page reports on: the chosen unit, else the whole institution for those who reach it. */
export function reportTargetOf(search: ReportsSearch, wholeInstitution: boolean): ReportTarget | null {
  return search.unit ?? (wholeInstitution ? "all" : null);
}

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
