import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { handoverTaskListQuery } from "../data/offboarding-queries.ts";
import { handoverTaskListParams } from "../pages/handover-tasks/handover-tasks-query.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

/** Handover tasks of offboardings (issue 19): those of accounts in scope and those assigned to the caller. */
export const handoverTasksRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.handoverTasks,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  loaderDeps: ({ search }) => ({ search }),
  // The page's texts are in the `pages` bundle: it shows once they are here.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(handoverTaskListQuery(context.api, handoverTaskListParams(deps.search)));
    return ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/handover-tasks/handover-tasks-page.tsx"), "HandoverTasksPage"),
});
