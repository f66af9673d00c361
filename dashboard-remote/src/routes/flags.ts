import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const flagsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "flags",
  beforeLoad: requireRead("FLAGS"),
  component: lazyRouteComponent(() => import("../pages/flags/flags-page.tsx"), "FlagsPage"),
});
