import { TOP_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { SearchSchemaInput } from "@tanstack/react-router";
import { optionalText } from "./optional-text.ts";
import { rootRoute } from "./root.tsx";

/** The token of the e-mailed link; a missing one shows a clear message instead of an error page. */
export function passwordTokenSearch(raw: { token?: unknown } & SearchSchemaInput): { token?: string } {
  return { token: optionalText(raw.token) };
}

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.resetPassword,
  validateSearch: passwordTokenSearch,
  component: lazyRouteComponent(() => import("../pages/reset-password/reset-password-page.tsx"), "ResetPasswordPage"),
});
