import type { PublicUser } from "@steward/shared";
import { dashboardRoute } from "../routes/dashboard.tsx";

/** The signed-in user, as the dashboard route loaded it. */
export function useCurrentUser(): PublicUser {
  return dashboardRoute.useRouteContext().user;
}
