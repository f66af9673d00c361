import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { campaignQuery } from "../data/campaigns-queries.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const campaignRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "campaigns/$id",
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("CAMPAIGNS"),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(campaignQuery(context.api, Number(params.id))),
  component: lazyRouteComponent(() => import("../pages/campaigns/campaign-page.tsx"), "CampaignPage"),
});
