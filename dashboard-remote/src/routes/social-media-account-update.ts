import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { socialMediaQuery } from "../data/social-medias-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const socialMediaAccountUpdateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.socialMediaAccountUpdate,
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  loader: async ({ context, params }) => {
    void context.queryClient.prefetchQuery(socialMediaQuery(context.api, Number(params.id)));
    await ensurePageTexts();
  },
  component: lazyRouteComponent(
    () => import("../pages/social-media-account-update/social-media-account-update-page.tsx"),
    "SocialMediaAccountUpdatePage",
  ),
});
