import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { campaignListQuery } from "../data/campaigns-queries.ts";
import { campaignListParams } from "../pages/campaigns/campaign-query.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const campaignsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "campaigns",
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("CAMPAIGNS"),
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(campaignListQuery(context.api, campaignListParams(deps.search))),
  component: lazyRouteComponent(() => import("../pages/campaigns/campaigns-page.tsx"), "CampaignsPage"),
});
