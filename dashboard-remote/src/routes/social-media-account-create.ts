import { DASHBOARD_PAGES } from "@steward/shared";
import { can, type PublicUser } from "@steward/shared";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";

export const socialMediaAccountCreateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.socialMediaAccountCreate,
  beforeLoad: ({ context }: { context: { user: PublicUser } }) => {
    if (!can(context.user.role, "SOCIAL_MEDIAS", "create")) throw redirect({ to: "/dashboard/social-media-accounts", replace: true });
  },
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(
    () => import("../pages/social-media-account-create/social-media-account-create-page.tsx"),
    "SocialMediaAccountCreatePage",
  ),
});
