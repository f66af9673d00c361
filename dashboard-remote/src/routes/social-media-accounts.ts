import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const socialMediaAccountsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "social-media-accounts",
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  component: lazyRouteComponent(() => import("../pages/social-media-accounts/social-media-accounts-page.tsx"), "SocialMediaAccountsPage"),
});
