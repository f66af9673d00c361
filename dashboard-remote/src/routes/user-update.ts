import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod/mini";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const userUpdateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "users/update/$id",
  // product-spec.md: optional returnTo, defaulting (in the page) to the user's access page.
  validateSearch: z.object({ returnTo: z.catch(z.optional(z.string()), undefined) }),
  beforeLoad: requireRead("USERS"),
  component: lazyRouteComponent(() => import("../pages/user-update/user-update-page.tsx"), "UserUpdatePage"),
});
