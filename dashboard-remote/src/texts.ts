// Labels the dashboard needs that shared/messages.ts does not (yet) carry. Kept in one place so that
// they can move into the shared catalogue without hunting through components.
import { PLATFORM_LABELS as SHARED_PLATFORM_LABELS } from "@steward/shared";
export const LABELS = {
  name: "Name",
  email: "Email",
  password: "Password",
  signIn: "Sign in",
  skipToContent: "Skip to main content",
  signInTitle: "Sign in",
  signingIn: "Signing in...",
  createFirstUser: "Create first user",
  createFirstUserTitle: "Create the first user",
  createFirstUserIntro: "No user exists yet. The first user becomes the Super Admin.",
  creating: "Creating...",
  firstUserCreated: "First user created. Sign in to continue.",
  policyDialogTitle: "Policy",
  policyDialogIntro: "Please read and accept the current policy to continue.",
  search: "Search",
  searchUnits: "Search units",
  searchPlaceholder: "Search...",
  rowsPerPage: "Rows per page",
  previousPage: "Previous page",
  nextPage: "Next page",
  columns: "Columns",
  loading: "Loading...",
  toggleSidebar: "Toggle sidebar",
  mainNavigation: "Main",
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

/** Units, users, access and password screens (issue 3). */
/** Social media accounts: list, forms, details dialog, audit entries and latest post (issue 4). */
/** Platform names live with the platforms (shared/enums.ts); looked up here by any string. */
export const PLATFORM_LABELS: Record<string, string | undefined> = SHARED_PLATFORM_LABELS;

/** Enumerations are snake_case in data; people read them as words ("pending_review" -> "Pending Review"). */
export function humanize(value: string): string {
  return value
    .split("_")
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** A filter's choices for an enumeration, each labelled with its humanized value. */
export function humanizedOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}
