import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requirePermission } from "./require-permission.ts";

export const unitCreateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.unitCreate,
  beforeLoad: requirePermission("UNITS", "create"),
  // The page's texts are in the `pages` bundle: it shows once they are here.
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/unit-create/unit-create-page.tsx"), "UnitCreatePage"),
});
