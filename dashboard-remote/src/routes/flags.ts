import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { flagListQuery } from "../data/other-queries.ts";
import { flagListParams } from "../pages/flags/flags-query.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const flagsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.flags,
  validateSearch: parseTableSearch,
  // Defaults stay out of the URL, so Reset leaves a clean address.
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("FLAGS"),
  // The page's rows start loading with the page's code, not after it.
  loaderDeps: ({ search }) => ({ search }),
  // The rows start loading at once; the page shows when its texts are here too.
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(flagListQuery(context.api, flagListParams(deps.search)));
    await ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/flags/flags-page.tsx"), "FlagsPage"),
});
