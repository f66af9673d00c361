import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "./root.tsx";

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context }) => {
    const user = await context.session.load();
    throw redirect({ to: user ? "/dashboard/units" : "/sign-in", replace: true });
  },
});
