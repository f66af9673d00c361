import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// No loader: the page asks for the campaign itself, so nothing of campaigns joins the first download.
export const campaignRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.campaign,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("CAMPAIGNS"),
  component: lazyRouteComponent(() => import("../pages/campaigns/campaign-page.tsx"), "CampaignPage"),
});
