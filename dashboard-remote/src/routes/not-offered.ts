// A page the signed-in role may not use sends them to the dashboard, and the dashboard says why:
// which page, which roles it is for, and their own role. The words ride in the history entry's
// state, so the address stays clean and a reload does not repeat them; they are written in the
// language the dashboard speaks when the guard runs. The notice that shows them is the home
// page's (pages/dashboard-home/not-offered-notice.tsx), outside the first download.
import { NAV_ENTRIES, ROLES, can, type Action, type PublicUser, type Resource, type Role } from "@steward/shared";
import { redirect } from "@tanstack/react-router";
import { translatorFor, type T } from "../i18n/i18n-context.ts";
import { currentLocale } from "../i18n/load-catalogue.ts";
import { NAV_LABELS } from "../layout/nav-labels.ts";

declare module "@tanstack/react-router" {
  interface HistoryState {
    notOffered?: string;
  }
}

/** Pages only super admins use, named by their key in the notOffered namespace. */
export type SuperAdminPage = "webhooks" | "groupMappings";

function pageName(t: T, resource: Resource, action: Action): string {
  const route = NAV_ENTRIES.find((entry) => entry.resource === resource)?.route;
  const label = route ? NAV_LABELS[route] : undefined;
  const name = resource === "REVIEW_REQUESTS" ? t("notOffered.reviewRequests") : label ? t(label) : resource;
  if (action === "read") return name;
  return action === "create" ? t("notOffered.adding", { page: name }) : t("notOffered.changing", { page: name });
}

function sentence(t: T, page: string, user: Pick<PublicUser, "role">, roles: readonly Role[]): string {
  const names = roles.map((role) => t(`notOffered.plural_${role}`)).join(t("notOffered.orJoin"));
  return t("notOffered.page", { page, role: t(`roles.${user.role}`), roles: names });
}

/** The sentence for `user` refused `action` on `resource`, in the dashboard's language now. */
export function notOfferedText(user: Pick<PublicUser, "role">, resource: Resource, action: Action): string {
  const t = translatorFor(currentLocale());
  return sentence(t, pageName(t, resource, action), user, ROLES.filter((role) => can(role, resource, action)));
}

/** What a route guard throws: to the dashboard, with the reason. */
export function notOfferedRedirect(user: Pick<PublicUser, "role">, resource: Resource, action: Action) {
  return redirect({ to: "/dashboard", replace: true, state: { notOffered: notOfferedText(user, resource, action) } });
}

/** The same, for a page only super admins use (webhooks, group mappings). */
export function superAdminsOnlyRedirect(user: Pick<PublicUser, "role">, page: SuperAdminPage) {
  const t = translatorFor(currentLocale());
  return redirect({ to: "/dashboard", replace: true, state: { notOffered: sentence(t, t(`notOffered.${page}`), user, ["super_admin"]) } });
}
