import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { PageLoading } from "./components/page-loading.tsx";
import { routeTree } from "./routes/route-tree.ts";
import type { RouterContext } from "./routes/router-context.ts";

export interface CreateDashboardRouterOptions {
  context: RouterContext;
  basepath?: string;
  /** Browser history unless given (tests pass a memory history). */
  history?: RouterHistory;
  /** Off when embedded: the host page owns its scroll position. */
  scrollRestoration?: boolean;
}

export function createDashboardRouter({ context, basepath = "/", history, scrollRestoration = true }: CreateDashboardRouterOptions) {
  return createRouter({
    routeTree,
    context,
    basepath,
    ...(history ? { history } : {}),
    defaultPreload: "intent",
    // A page whose code takes longer than a blink says it is loading instead of staying blank.
    defaultPendingComponent: PageLoading,
    defaultPendingMs: 150,
    scrollRestoration,
  });
}

export type DashboardRouter = ReturnType<typeof createDashboardRouter>;

// Pages read their route through getRouteApi("/dashboard/units") and never import a route object
// (routes import pages lazily, so the other direction would close a cycle); this gives those
// lookups their types.
declare module "@tanstack/react-router" {
  interface Register {
    router: DashboardRouter;
  }
}
