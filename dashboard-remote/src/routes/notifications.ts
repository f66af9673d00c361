import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { dashboardRoute } from "./dashboard.tsx";

/** Everyone's own notification settings: any signed-in user. */
export const notificationsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: "notifications",
  component: lazyRouteComponent(() => import("../pages/notifications/notifications-page.tsx"), "NotificationsPage"),
});
