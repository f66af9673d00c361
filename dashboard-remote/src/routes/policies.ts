import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const policiesRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.policies,
  beforeLoad: requireRead("POLICIES"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/policies/policies-page.tsx"), "PoliciesPage"),
});
