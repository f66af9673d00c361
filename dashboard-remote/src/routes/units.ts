import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { unitListQuery } from "../data/units-queries.ts";
import { unitListParams } from "../pages/units/units-query.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const unitsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.units,
  validateSearch: parseTableSearch,
  // Defaults stay out of the URL, so Reset leaves a clean address.
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("UNITS"),
  // The page's rows start loading with the page's code, not after it.
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(unitListQuery(context.api, unitListParams(deps.search))),
  component: lazyRouteComponent(() => import("../pages/units/units-page.tsx"), "UnitsPage"),
});
