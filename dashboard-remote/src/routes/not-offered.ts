// A page the signed-in role may not use sends them to the dashboard, and the dashboard says why:
// which page, which roles it is for, and their own role. The words ride in the history entry's
// state, so the address stays clean and a reload does not repeat them; they are written in the
// language the dashboard speaks when the guard runs. The notice that shows them is the home
// page's (pages/dashboard-home/not-offered-notice.tsx), outside the first download.
import { NAV_ENTRIES, ROLES, can, isLocale, type Action, type Locale, type PublicUser, type Resource, type Role } from "@steward/shared";
import { redirect } from "@tanstack/react-router";
import { translatorFor, type T } from "../i18n/i18n-context.ts";
import { currentLocale, loadBundle } from "../i18n/load-catalogue.ts";
import { portalLocaleNow } from "../layout/portal-locale.ts";
import { NAV_LABELS } from "../layout/nav-labels.ts";

declare module "@tanstack/react-router" {
  interface HistoryState {
    notOffered?: string;
  }
}

/** Pages only super admins use, named by their key in the notOffered namespace. */
export type SuperAdminPage = "webhooks" | "groupMappings";
/** Pages for some roles by a rule of their own rather than the matrix (imports: super admins and unit admins). */
export type RolesOnlyPage = "imports";

/** Pages narrower than the matrix, with the roles that use them (the API's role rule). */
const NARROW_PAGES = { reports: ["super_admin", "unit_admin"] } as const satisfies Record<string, readonly Role[]>;

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

type Reader = Pick<PublicUser, "role"> & { locale?: string | undefined };

/**
 * The language the dashboard is about to speak to `user` (as use-dashboard-locale decides): a guard
 * runs right after sign-in or a first load, before the dashboard has switched to it.
 */
function readerLocale(user: Reader): Locale {
  return portalLocaleNow() ?? (isLocale(user.locale) ? user.locale : currentLocale());
}

async function translatorForReader(user: Reader): Promise<T> {
  const locale = readerLocale(user);
  await loadBundle(locale, "core");
  return translatorFor(locale);
}

/** The sentence for `user` refused `action` on `resource`, in their language. */
export async function notOfferedText(user: Reader, resource: Resource, action: Action): Promise<string> {
  const t = await translatorForReader(user);
  return sentence(t, pageName(t, resource, action), user, ROLES.filter((role) => can(role, resource, action)));
}

/** What a route guard throws: to the dashboard, with the reason. */
export async function notOfferedRedirect(user: Reader, resource: Resource, action: Action) {
  return redirect({ to: "/dashboard", replace: true, state: { notOffered: await notOfferedText(user, resource, action) } });
}

/** The same, for a page only super admins use (webhooks, group mappings). */
export async function superAdminsOnlyRedirect(user: Reader, page: SuperAdminPage) {
  return rolesOnlyRedirect(user, page, ["super_admin"]);
}

/** The same, for a page only `roles` use. */
export async function rolesOnlyRedirect(user: Reader, page: SuperAdminPage | RolesOnlyPage, roles: readonly Role[]) {
  const t = await translatorForReader(user);
  return redirect({ to: "/dashboard", replace: true, state: { notOffered: sentence(t, t(`notOffered.${page}`), user, roles) } });
}

/** The same, for a page narrower than the matrix (Reports: super admins and unit admins). */
export async function narrowPageRedirect(user: Reader, page: keyof typeof NARROW_PAGES) {
  const t = await translatorForReader(user);
  return redirect({ to: "/dashboard", replace: true, state: { notOffered: sentence(t, t(`notOffered.${page}`), user, NARROW_PAGES[page]) } });
}
