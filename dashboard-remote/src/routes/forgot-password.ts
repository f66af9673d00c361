import { TOP_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { rootRoute } from "./root.tsx";

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.forgotPassword,
  component: lazyRouteComponent(() => import("../pages/reset-password/forgot-password-page.tsx"), "ForgotPasswordPage"),
});
