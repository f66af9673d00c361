import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// No loader: the page asks for its rows itself, so nothing of campaigns joins the first download.
export const campaignsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.campaigns,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("CAMPAIGNS"),
  component: lazyRouteComponent(() => import("../pages/campaigns/campaigns-page.tsx"), "CampaignsPage"),
});
