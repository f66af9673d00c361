import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod/mini";
import { rootRoute } from "./root.tsx";

/** The token of the e-mailed link; a missing one shows a clear message instead of an error page. */
export const passwordTokenSearch = z.object({ token: z.catch(z.optional(z.string()), undefined) });

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "reset-password",
  validateSearch: passwordTokenSearch,
  component: lazyRouteComponent(() => import("../pages/reset-password/reset-password-page.tsx"), "ResetPasswordPage"),
});
