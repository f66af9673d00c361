import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { getSetupStatus } from "../api/auth-api.ts";
import { rootRoute } from "./root.tsx";

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "sign-in",
  beforeLoad: async ({ context }) => {
    const setup = await getSetupStatus(context.api).catch(() => null);
    if (setup?.firstUserRequired) throw redirect({ to: "/create-first-user", replace: true });
    const user = await context.session.load().catch(() => null);
    if (user) throw redirect({ to: "/dashboard/units", replace: true });
  },
  component: lazyRouteComponent(() => import("../pages/sign-in/sign-in-page.tsx"), "SignInPage"),
});
