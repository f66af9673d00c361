import { TOP_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, type SearchSchemaInput } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { rootRoute } from "./root.tsx";

/** Why the dashboard cannot open (issue 17): `?error=CODE` of shared/identity.ts. */
export const accessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: TOP_PAGES.access,
  validateSearch: (raw: { error?: unknown } & SearchSchemaInput): { error?: string } =>
    typeof raw.error === "string" && /^[A-Z_]{1,40}$/.test(raw.error) ? { error: raw.error } : {},
  // Its refusals are the pages' texts (identityErrors).
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/access/access-page.tsx"), "AccessPage"),
});
