import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { RouteError } from "../components/route-error.tsx";
import type { RouterContext } from "./router-context.ts";

// The 404 page (and the link style it brings) loads when an address matches nothing, not with the
// first download (issue 15's budget).
const NotFoundPage = lazy(() => import("../components/not-found-page.tsx").then((m) => ({ default: m.NotFoundPage })));

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  ),
});
