import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import type { SearchSchemaInput } from "@tanstack/react-router";
import { optionalText } from "./optional-text.ts";
import { userQuery } from "../data/users-queries.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const userUpdateRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.userUpdate,
  // product-spec.md: optional returnTo, defaulting (in the page) to the user's access page.
  validateSearch: (raw: { returnTo?: unknown } & SearchSchemaInput): { returnTo?: string } => ({ returnTo: optionalText(raw.returnTo) }),
  beforeLoad: requireRead("USERS"),
  // The page's texts are in the `pages` bundle: it shows once they are here.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userQuery(context.api, Number(params.id)));
    return ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/user-update/user-update-page.tsx"), "UserUpdatePage"),
});
