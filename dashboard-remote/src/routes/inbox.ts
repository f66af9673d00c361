import { DASHBOARD_PAGES } from "@steward/shared";
import { createRoute, lazyRouteComponent, stripSearchParams, type SearchSchemaInput } from "@tanstack/react-router";
import { ensurePageTexts } from "../i18n/load-catalogue.ts";
import { dashboardRoute } from "./dashboard.tsx";

/** The inbox's place in the URL: its page and whether only unread items show. */
export interface InboxSearch {
  page: number;
  unread: boolean;
}

const INBOX_SEARCH_DEFAULTS: InboxSearch = { page: 1, unread: false };

/** A hand-edited address falls back to the defaults, key by key. */
export function readInboxSearch(raw: { page?: unknown; unread?: unknown } & SearchSchemaInput): InboxSearch {
  const page = typeof raw.page === "number" && Number.isInteger(raw.page) && raw.page >= 1 ? raw.page : 1;
  return { page, unread: raw.unread === true };
}

/** Everyone's own inbox (issue 33): any signed-in user. */
export const inboxRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: DASHBOARD_PAGES.inbox,
  validateSearch: readInboxSearch,
  search: { middlewares: [stripSearchParams(INBOX_SEARCH_DEFAULTS)] },
  loader: () => ensurePageTexts(),
  component: lazyRouteComponent(() => import("../pages/inbox/inbox-page.tsx"), "InboxPage"),
});
