// Where an inbox item leads, as the router's link: the page by its name in DASHBOARD_PAGES, the
// record's id in its $id, and the list's search text (the table state's `search`).
import { DASHBOARD_PAGES, TOP_PAGES, type InboxLink } from "@steward/shared";

export interface InboxLinkTarget {
  to: string;
  params?: { id: string };
  search?: { search: string };
}

export function inboxLinkTarget(link: InboxLink): InboxLinkTarget {
  const page = DASHBOARD_PAGES[link.page];
  const to = page === "/" ? `/${TOP_PAGES.dashboard}` : `/${TOP_PAGES.dashboard}/${page}`;
  return {
    to,
    ...(page.includes("$id") && link.id !== null ? { params: { id: String(link.id) } } : {}),
    ...(link.search ? { search: { search: link.search } } : {}),
  };
}
