import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { userListQuery } from "../data/users-queries.ts";
import { userListParams } from "../pages/users/users-query.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const usersRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.users,
  validateSearch: parseTableSearch,
  // Defaults stay out of the URL, so Reset leaves a clean address.
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("USERS"),
  // The page's rows start loading with the page's code, not after it.
  loaderDeps: ({ search }) => ({ search }),
  // The page's texts are in the `pages` bundle: it shows once they are here.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(userListQuery(context.api, userListParams(deps.search)));
    return ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/users/users-page.tsx"), "UsersPage"),
});
