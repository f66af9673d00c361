import { TOP_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, redirect, type SearchSchemaInput } from "@tanstack/react-router";
import { meQuery, setupQuery } from "../data/session-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { rootRoute } from "./root.tsx";
import { returnPathOf, START_PAGE } from "./sign-in-return.ts";

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.signIn,
  validateSearch: (raw: { redirect?: unknown; error?: unknown; reason?: unknown } & SearchSchemaInput): { redirect?: string; error?: string } => ({
    redirect: returnPathOf(raw.redirect),
    // An identity provider's refusal, said in words by the page (issue 17); only codes, never text.
    ...(typeof raw.error === "string" && /^[A-Z_]{1,40}$/.test(raw.error) ? { error: raw.error } : {}),
  }),
  beforeLoad: async ({ context, search }) => {
    // Embedded with the portal's token: the portal signs people in, never this page.
    if (context.api.usesAccessToken) throw redirect({ to: "/access", search: {}, replace: true });
    // Fetched every time: the first user may have been created since the last answer.
    const setup = await context.queryClient.fetchQuery(setupQuery(context.api));
    if (setup?.firstUserRequired) throw redirect({ to: "/create-first-user", replace: true });
    const user = await context.queryClient.ensureQueryData(meQuery(context.api)).catch(() => null);
    if (user) throw redirect({ href: search.redirect ?? START_PAGE, replace: true });
  },
  // An identity provider's refusal is said with the pages' texts; a plain sign-in needs only the core's.
  loaderDeps: ({ search }) => ({ error: search.error }),
  loader: ({ deps }) => (deps.error ? ensurePageTexts() : undefined),
  component: lazyRouteComponent(() => import("../pages/sign-in/sign-in-page.tsx"), "SignInPage"),
});
