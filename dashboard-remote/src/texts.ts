// Labels the dashboard needs that shared/messages.ts does not (yet) carry. Kept in one place so that
// they can move into the shared catalogue without hunting through components.
export const LABELS = {
  name: "Name",
  email: "Email",
  password: "Password",
  signIn: "Sign in",
  signInTitle: "Sign in",
  signingIn: "Signing in...",
  createFirstUser: "Create first user",
  createFirstUserTitle: "Create the first user",
  createFirstUserIntro: "No user exists yet. The first user becomes the Super Admin.",
  creating: "Creating...",
  firstUserCreated: "First user created. Sign in to continue.",
  policyDialogTitle: "Policy",
  policyDialogIntro: "Please read and accept the current policy to continue.",
  accepting: "Accepting...",
  search: "Search",
  searchPlaceholder: "Search...",
  rowsPerPage: "Rows per page",
  previousPage: "Previous page",
  nextPage: "Next page",
  columns: "Columns",
  toggleColumns: "Show or hide columns",
  loading: "Loading...",
  toggleSidebar: "Toggle sidebar",
  mainNavigation: "Main",
  loadFailed: "The data could not be loaded.",
  retry: "Retry",
  somethingWentWrong: "Something went wrong while opening this page.",
  pageNotFound: "Page not found",
  pageNotFoundText: "There is nothing at this address.",
  goToDashboard: "Go to the dashboard",
  status: "Status",
  type: "Type",
} as const;

export const PAGE_TITLES = {
  dashboard: "Dashboard",
  units: "Units",
  users: "Users",
  userAccess: "User Access",
  userUpdate: "Edit User",
  socialMedia: "Social Media",
  socialMediaUpdate: "Edit Social Media Account",
  policies: "Policy",
  flags: "Risk Flags",
  auditLogs: "Audit Log",
} as const;

export const UNIT_COLUMNS = {
  name: "Name",
  type: "Type",
  status: "Status",
  parent: "Parent Unit",
  admin: "Admin",
  email: "Email",
  phone: "Phone",
} as const;

export function pageOfLabel(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`;
}

/** Accessible name of a filter button: starts with its visible title, says what is chosen. */
export function filterButtonName(title: string, summary: string): string {
  return summary ? `${title} filter: ${summary}` : `${title} filter`;
}

/** product-spec.md: a multi-select shows at most two names, then the first plus 'N more'. */
export function moreLabel(count: number): string {
  return `${count} more`;
}

/** Enumerations are snake_case in data; people read them as words ("pending_review" -> "Pending Review"). */
export function humanize(value: string): string {
  return value
    .split("_")
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
