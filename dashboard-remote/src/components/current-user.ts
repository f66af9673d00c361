import type { PublicUser } from "@steward/shared";
import { getRouteApi } from "@tanstack/react-router";

const dashboardRouteApi = getRouteApi("/dashboard");

/**
 * The signed-in user: the one way every page and component reads it. The dashboard route's guard
 * loads it (from the session query) before any page under it renders.
 */
export function useCurrentUser(): PublicUser {
  return dashboardRouteApi.useRouteContext().user;
}
