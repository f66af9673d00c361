import { createRoute, redirect } from "@tanstack/react-router";
import { meQuery } from "../data/session-queries.ts";
import { rootRoute } from "./root.tsx";

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(meQuery(context.api));
    throw redirect({ to: user ? "/dashboard" : "/sign-in", replace: true });
  },
});
