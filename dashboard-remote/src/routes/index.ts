import { TOP_PAGES } from "@steward/shared";
import { createRoute, redirect } from "@tanstack/react-router";
import { meQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";
import { identityRefusalRedirect, signInRedirect } from "./sign-in-target.ts";

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.index,
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api)).catch((error: unknown) => {
      throw identityRefusalRedirect(error) ?? error;
    });
    if (!user) throw signInRedirect(context.api, "/");
    throw redirect({ to: "/dashboard", replace: true });
  },
});
