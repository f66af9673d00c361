import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// Issue 34. Every role reads the cases of its own scope (the API decides which), as it reads
// accounts; the page asks for its rows itself, so nothing of cases joins the first download.
export const casesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.cases,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/cases/cases-page.tsx"), "CasesPage"),
});
