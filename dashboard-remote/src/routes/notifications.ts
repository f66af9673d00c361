import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";

/** Everyone's own notification settings: any signed-in user. */
export const notificationsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.notifications,
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/notifications/notifications-page.tsx"), "NotificationsPage"),
});
