import { DASHBOARD_PAGES, type ImportKind } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireImporter } from "./import-guard.ts";

// Spelled here rather than imported: shared's list of kinds sits beside the column layouts and
// their headers in both languages, which the first download does not need.
const KINDS: Record<ImportKind, true> = { units: true, users: true, accounts: true };

/** `?kind=` chooses what to import; anything else is left to the page's default. */
function readKind(raw: Record<string, unknown>): { kind?: ImportKind } {
  const kind = raw["kind"];
  return typeof kind === "string" && kind in KINDS ? { kind: kind as ImportKind } : {};
}

/** The import wizard (issue 32). */
export const importNewRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.importNew,
  validateSearch: readKind,
  beforeLoad: requireImporter,
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/imports/import-wizard-page.tsx"), "ImportWizardPage"),
});
