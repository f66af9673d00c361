import { DASHBOARD_PAGES } from "@steward/shared";
import { isSuperAdmin, type PublicUser } from "@steward/shared";
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";

/** Webhooks are the super admins' (the API's rule, isSuperAdmin). */
export const webhooksRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.webhooks,
  beforeLoad: ({ context }: { context: { user: PublicUser } }) => {
    if (!isSuperAdmin(context.user.role)) throw redirect({ to: "/dashboard", replace: true });
  },
  component: lazyRouteComponent(() => import("../pages/webhooks/webhooks-page.tsx"), "WebhooksPage"),
});
