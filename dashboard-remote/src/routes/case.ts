import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// One case (issue 34): the page asks for it itself; the loader only waits for the pages' texts.
export const caseRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.case,
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/cases/case-page.tsx"), "CasePage"),
});
