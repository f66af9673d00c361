import { createRoute, lazyRouteComponent, redirect, type SearchSchemaInput } from "@tanstack/react-router";
import { meQuery, setupQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";
import { returnPathOf, START_PAGE } from "./sign-in-return.ts";

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign-in",
  validateSearch: (raw: { redirect?: unknown } & SearchSchemaInput): { redirect?: string } => ({ redirect: returnPathOf(raw.redirect) }),
  beforeLoad: async ({ context, search }) => {
    // Fetched every time: the first user may have been created since the last answer.
    const setup = await context.queryClient.fetchQuery(setupQuery(context.api));
    if (setup?.firstUserRequired) throw redirect({ to: "/create-first-user", replace: true });
    const user = await context.queryClient.ensureQueryData(meQuery(context.api)).catch(() => null);
    if (user) throw redirect({ href: search.redirect ?? START_PAGE, replace: true });
  },
  component: lazyRouteComponent(() => import("../pages/sign-in/sign-in-page.tsx"), "SignInPage"),
});
