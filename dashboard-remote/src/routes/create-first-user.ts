import { TOP_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { setupQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";

export const createFirstUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.createFirstUser,
  beforeLoad: async ({ context }) => {
    const setup = await context.queryClient.fetchQuery(setupQuery(context.api));
    // When the server cannot say, show the form: the server refuses it anyway once a user exists.
    if (setup && !setup.firstUserRequired) throw redirect({ to: "/sign-in", replace: true });
  },
  component: lazyRouteComponent(() => import("../pages/create-first-user/create-first-user-page.tsx"), "CreateFirstUserPage"),
});
