import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { RouteError } from "../components/route-error.tsx";
import { NotFoundPage } from "../components/not-found-page.tsx";
import type { RouterContext } from "./router-context.ts";

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
});
