import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { meQuery, setupQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign-in",
  beforeLoad: async ({ context }) => {
    // Fetched every time: the first user may have been created since the last answer.
    const setup = await context.queryClient.fetchQuery(setupQuery(context.api));
    if (setup?.firstUserRequired) throw redirect({ to: "/create-first-user", replace: true });
    const user = await context.queryClient.ensureQueryData(meQuery(context.api)).catch(() => null);
    if (user) throw redirect({ to: "/dashboard/units", replace: true });
  },
  component: lazyRouteComponent(() => import("../pages/sign-in/sign-in-page.tsx"), "SignInPage"),
});
