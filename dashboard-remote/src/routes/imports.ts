import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireImporter } from "./import-guard.ts";

/** The past imports (issue 32); the wizard and each import's record are reached from here. */
export const importsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.imports,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireImporter,
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/imports/imports-page.tsx"), "ImportsPage"),
});
