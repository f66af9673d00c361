import { DASHBOARD_PAGES, isSuperAdmin } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { superAdminsOnlyRedirect } from "./not-offered.ts";

/** The identity provider settings (issue 33, point 7): super admins only, as the API decides. */
export const identityProviderRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.identityProvider,
  // `signInTest`: the result of a test sign-in the provider has just sent the browser back from.
  validateSearch: (search: Record<string, unknown>): { signInTest?: string } =>
    typeof search["signInTest"] === "string" && search["signInTest"].length <= 100 ? { signInTest: search["signInTest"] } : {},
  beforeLoad: async ({ context }) => {
    if (!isSuperAdmin(context.user.role)) throw await superAdminsOnlyRedirect(context.user, "identityProvider");
  },
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/identity-provider/identity-provider-page.tsx"), "IdentityProviderPage"),
});
