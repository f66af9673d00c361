import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// The page asks for the campaign itself, so nothing of campaigns joins the first download; the loader
// only waits for the pages' texts.
export const campaignRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.campaign,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("CAMPAIGNS"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/campaigns/campaign-page.tsx"), "CampaignPage"),
});
