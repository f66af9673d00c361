// The dashboard's own addresses, in one place: its router declares each route's path from here
// (dashboard-remote/src/routes), and the server answers a page address with the dashboard's page
// only when it is one of these (api/main.ts), so every other address is an honest 404 instead of
// the dashboard's HTML (issue 29: a probe at /healthz or a scraper at /metrics saw "200 OK").

/** Pages at the top level, as the root route's children spell their paths. */
export const TOP_PAGES = {
  index: "/",
  signIn: "sign-in",
  access: "access",
  createFirstUser: "create-first-user",
  forgotPassword: "forgot-password",
  resetPassword: "reset-password",
  setPassword: "set-password",
  /** The signed-in layout; its pages are DASHBOARD_PAGES. */
  dashboard: "dashboard",
} as const;

/** Pages inside the signed-in layout, relative to /dashboard ("$id" is one path segment). */
export const DASHBOARD_PAGES = {
  home: "/",
  units: "units",
  unitCreate: "units/create",
  unitUpdate: "units/update/$id",
  users: "users",
  userCreate: "users/create",
  userAccess: "users/access/$id",
  userUpdate: "users/update/$id",
  userOffboard: "users/offboard/$id",
  handoverTasks: "handover-tasks",
  socialMediaAccounts: "social-media-accounts",
  socialMediaAccountCreate: "social-media-accounts/create",
  socialMediaAccountUpdate: "social-media-accounts/update/$id",
  policies: "policies",
  flags: "flags",
  campaigns: "campaigns",
  campaign: "campaigns/$id",
  reviewQueue: "reviews",
  auditLogs: "audit-logs",
  notifications: "notifications",
  inbox: "inbox",
  webhooks: "webhooks",
  groupMappings: "group-mappings",
  identityProvider: "identity-provider",
  reports: "reports",
  /** Issue 32: the past imports, the import wizard, one import's record. */
  imports: "imports",
  importNew: "imports/new",
  importRecord: "imports/$id",
  /** Issue 34: compromised-account incidents and one incident's playbook. */
  incidents: "incidents",
  incident: "incidents/$id",
  /** Issue 34: the cases from the public report form, and one case with its timeline. */
  cases: "cases",
  case: "cases/$id",
} as const;

const fullPath = (parent: string, path: string) => (path === "/" ? parent || "/" : `${parent}/${path}`);

/** Every page's full address pattern, e.g. /dashboard/units/update/$id. */
export const DASHBOARD_PAGE_PATHS: readonly string[] = [
  ...Object.values(TOP_PAGES).map((path) => fullPath("", path)),
  ...Object.values(DASHBOARD_PAGES).map((path) => fullPath(`/${TOP_PAGES.dashboard}`, path)),
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// One expression for all of them: a parameter is one non-empty segment, a trailing slash is allowed.
const PAGE = new RegExp(
  `^(?:${DASHBOARD_PAGE_PATHS.map((path) =>
    path
      .split("/")
      .map((segment) => (segment.startsWith("$") ? "[^/]+" : escaped(segment)))
      .join("/"),
  ).join("|")})/?$`,
);

/** True when the dashboard has a page at this address (a path, without its query). */
export function isDashboardPage(path: string): boolean {
  return PAGE.test(path);
}

/**
 * True for an address inside the signed-in dashboard (/dashboard/...) that is not one of its pages:
 * the server answers it 404 with the dashboard's page, so the dashboard says "not found" in its own
 * layout with a way back, while a probe or a scraper still reads the 404.
 */
export function isInsideDashboard(path: string): boolean {
  return path.startsWith(`/${TOP_PAGES.dashboard}/`);
}
