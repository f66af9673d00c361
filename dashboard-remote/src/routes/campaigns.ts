import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// The page asks for its rows itself, so nothing of campaigns joins the first download; the loader
// only waits for the pages' texts.
export const campaignsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.campaigns,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("CAMPAIGNS"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/campaigns/campaigns-page.tsx"), "CampaignsPage"),
});
