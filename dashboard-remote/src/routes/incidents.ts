import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// Incidents (issue 34): compromised accounts in the caller's scope, and the playbook for super
// admins. The page asks for its list itself, so nothing of incidents joins the first download.
export const incidentsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.incidents,
  validateSearch: parseTableSearch,
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/incidents/incidents-page.tsx"), "IncidentsPage"),
});
