import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";

/** Everyone's own notification settings: any signed-in user. */
export const notificationsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.notifications,
  component: lazyRouteComponent(() => import("../pages/notifications/notifications-page.tsx"), "NotificationsPage"),
});
