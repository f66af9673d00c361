import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const socialMediaAccountUpdateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "social-media-accounts/update/$id",
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  component: lazyRouteComponent(
    () => import("../pages/social-media-account-update/social-media-account-update-page.tsx"),
    "SocialMediaAccountUpdatePage",
  ),
});
