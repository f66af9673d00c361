import { TOP_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { passwordTokenSearch } from "./reset-password.ts";
import { rootRoute } from "./root.tsx";

/** The welcome e-mail's link: the same token mechanism as reset-password, worded for a first password. */
export const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.setPassword,
  validateSearch: passwordTokenSearch,
  component: lazyRouteComponent(() => import("../pages/set-password/set-password-page.tsx"), "SetPasswordPage"),
});
