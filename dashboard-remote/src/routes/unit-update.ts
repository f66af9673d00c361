import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { unitQuery } from "../data/units-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requirePermission } from "./require-permission.ts";

export const unitUpdateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.unitUpdate,
  beforeLoad: requirePermission("UNITS", "update"),
  // The page's texts are in the `pages` bundle: it shows once they are here.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(unitQuery(context.api, Number(params.id)));
    return ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/unit-update/unit-update-page.tsx"), "UnitUpdatePage"),
});
