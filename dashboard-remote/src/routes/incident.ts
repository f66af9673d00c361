import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

// One incident's page (issue 34): the page asks for the incident itself; the loader waits for the texts.
export const incidentRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.incident,
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/incidents/incident-page.tsx"), "IncidentPage"),
});
