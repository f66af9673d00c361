import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireImporter } from "./import-guard.ts";

/** One import's record (issue 32): the page asks for it, so the loader only waits for the texts. */
export const importRecordRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.importRecord,
  beforeLoad: requireImporter,
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/imports/import-record-page.tsx"), "ImportRecordPage"),
});
