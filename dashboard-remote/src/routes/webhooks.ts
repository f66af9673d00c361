import { DASHBOARD_PAGES, isSuperAdmin, type PublicUser } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { superAdminsOnlyRedirect } from "./not-offered.ts";

/** Webhooks are the super admins' (the API's rule, isSuperAdmin). */
export const webhooksRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.webhooks,
  beforeLoad: async ({ context }: { context: { user: PublicUser } }) => {
    if (!isSuperAdmin(context.user.role)) throw await superAdminsOnlyRedirect(context.user, "webhooks");
  },
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/webhooks/webhooks-page.tsx"), "WebhooksPage"),
});
