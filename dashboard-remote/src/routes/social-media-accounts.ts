import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams } from "@tanstack/react-router";
import { parseTableSearch, TABLE_SEARCH_DEFAULTS } from "../components/data-table/table-search.ts";
import { socialMediaListQuery } from "../data/social-medias-queries.ts";
import { socialMediaListParams } from "../pages/social-media-accounts/social-media-query.ts";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";
import { requireRead } from "./require-read.ts";

export const socialMediaAccountsRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.socialMediaAccounts,
  validateSearch: parseTableSearch,
  // Defaults stay out of the URL, so Reset leaves a clean address.
  search: { middlewares: [stripSearchParams(TABLE_SEARCH_DEFAULTS)] },
  beforeLoad: requireRead("SOCIAL_MEDIAS"),
  // The page's rows start loading with the page's code, not after it.
  loaderDeps: ({ search }) => ({ search }),
  // The rows start loading at once; the page shows when its texts are here too.
  loader: async ({ context, deps }) => {
    void context.queryClient.prefetchQuery(socialMediaListQuery(context.api, socialMediaListParams(deps.search, context.user.role)));
    await ensurePageTexts();
  },
  component: lazyRouteComponent(() => import("../pages/social-media-accounts/social-media-accounts-page.tsx"), "SocialMediaAccountsPage"),
});
