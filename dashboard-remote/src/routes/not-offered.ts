// A page the signed-in role may not use sends them to the dashboard, and the dashboard says why:
// which page, which roles it is for, and their own role. The words ride in the history entry's
// state, so the address stays clean and a reload does not repeat them. The notice that shows them is
// the home page's (pages/dashboard-home/not-offered-notice.tsx), outside the first download.
import { NAV_ENTRIES, NOT_OFFERED_TEXTS as T, ROLE_LABELS, ROLES, can, type Action, type PublicUser, type Resource } from "@steward/shared";
import { redirect } from "@tanstack/react-router";

declare module "@tanstack/react-router" {
  interface HistoryState {
    notOffered?: string;
  }
}

const RESOURCE_PAGES: Partial<Record<Resource, string>> = { REVIEW_REQUESTS: T.reviewRequests };

function pageName(resource: Resource, action: Action): string {
  const name = RESOURCE_PAGES[resource] ?? NAV_ENTRIES.find((entry) => entry.resource === resource)?.label ?? resource;
  if (action === "read") return name;
  return action === "create" ? T.adding(name) : T.changing(name);
}

/** The sentence for `user` refused `action` on `resource`. */
export function notOfferedText(user: Pick<PublicUser, "role">, resource: Resource, action: Action): string {
  const roles = ROLES.filter((role) => can(role, resource, action)).map((role) => `${ROLE_LABELS[role]}s`);
  return T.page(pageName(resource, action), ROLE_LABELS[user.role], roles.join(T.orJoin));
}

/** What a route guard throws: to the dashboard, with the reason. */
export function notOfferedRedirect(user: Pick<PublicUser, "role">, resource: Resource, action: Action) {
  return redirect({ to: "/dashboard", replace: true, state: { notOffered: notOfferedText(user, resource, action) } });
}

/** The same, for a page only super admins use (webhooks, group mappings). */
export function superAdminsOnlyRedirect(user: Pick<PublicUser, "role">, page: string) {
  return redirect({ to: "/dashboard", replace: true, state: { notOffered: T.page(page, ROLE_LABELS[user.role], `${ROLE_LABELS.super_admin}s`) } });
}
