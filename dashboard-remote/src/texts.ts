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
export const UNIT_FORM = {
  name: "Name",
  type: "Type",
  parent: "Parent Unit",
  admin: "Admin",
  backupAdmins: "Backup Admins",
  email: "Email",
  phone: "Phone",
  status: "Status",
  description: "Description",
  noParent: "No parent unit (top level)",
  moreUnits: "Show more units",
  noUnitsFound: "No unit matches",
  inParent: (name: string) => `in ${name}`,
  selectAdmin: "Select an admin",
  phoneCountry: "Country calling code",
  lockedByChildren: "This unit has active sub-units: only a Super Admin can change it.",
  createTitle: "Create Unit",
  updateTitle: "Edit Unit",
  createUnit: "Create unit",
  actions: "Actions",
  edit: "Edit",
  disable: "Disable",
  unitDisabled: "Unit disabled",
} as const;

export const PASSWORD_TEXTS = {
  forgotLink: "Forgot password?",
  forgotTitle: "Forgot password",
  forgotIntro: "Enter your e-mail and we will send you a link to set a new password.",
  sendLink: "Send link",
  sending: "Sending...",
  forgotSent: "If an account exists for this e-mail, a link to set a new password is on its way.",
  resetTitle: "Set a new password",
  setTitle: "Set your password",
  newPassword: "New password",
  savePassword: "Save password",
  saving: "Saving...",
  passwordSaved: "Your password is set. Sign in to continue.",
  missingToken: "This link is incomplete. Ask for a new one.",
  backToSignIn: "Back to sign in",
} as const;

/** Social media accounts: list, forms, details dialog, audit entries and latest post (issue 4). */
/** Platform names live with the platforms (shared/enums.ts); looked up here by any string. */
export const PLATFORM_LABELS: Record<string, string | undefined> = SHARED_PLATFORM_LABELS;

/** The '+N more' trigger of a units cell. */
export function plusMoreLabel(count: number): string {
  return `+${count} more`;
}

/** Both figures come written by the reader's locale (useFormats). */
export function pageOfLabel(page: string, pageCount: string): string {
  return `Page ${page} of ${pageCount}`;
}

/**
 * Accessible name of a filter button: its visible text ("Status Active, Inactive") as one phrase
 * (WCAG 2.5.3 label in name), then what kind of control it is.
 */
export function filterButtonName(title: string, summary: string): string {
  return summary ? `${title}: ${summary} (filter)` : `${title} filter`;
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

/** A filter's choices for an enumeration, each labelled with its humanized value. */
export function humanizedOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: humanize(value) }));
}
