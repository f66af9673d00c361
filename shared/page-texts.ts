// Texts the dashboard shows that product-spec.md does not give (issue 30, point 9): the policy
// dialog's version line, the words for a page a role may not use, confirmations of status changes,
// the saved row, the handover entry and the public directory's check. English here; the catalogue
// is translated as a whole.
import { POLICY_CHANGES_LISTED } from "./policy-changes.ts";

/** What a chooser in a form says while nothing is chosen (its label is already above it). */
export const CHOOSER_TEXTS = {
  noneChosen: "None chosen",
  choose: "Choose...",
} as const;

export const POLICY_GATE_TEXTS = {
  version: (version: number, date: string) => `Version ${version}, published ${date}`,
  changesTitle: (since: number) => `What changed since version ${since}`,
  added: "New or reworded:",
  removed: "Removed:",
  noTextChanges: "The text is the same; only its formatting changed.",
  andMore: (count: number) => `...and ${count} more`,
  listed: POLICY_CHANGES_LISTED,
} as const;

export const NOT_OFFERED_TEXTS = {
  /** Said on the dashboard after a page the role may not use sent the person there. */
  title: "That page is not for your role",
  page: (page: string, role: string, roles: string) => `${page} is for ${roles}. As a ${role} you cannot open it, so you were brought to the dashboard.`,
  adding: (page: string) => `Adding to ${page}`,
  changing: (page: string) => `Changing ${page}`,
  orJoin: " and ",
  webhooks: "Webhooks",
  groupMappings: "Group mappings",
  reviewRequests: "Review requests",
} as const;

export const STATUS_CONFIRM_TEXTS = {
  approveTitle: (name: string) => `Approve ${name}?`,
  approveBody: "The account moves from Pending Approval to In Transition. It becomes active only when someone activates it.",
  approve: "Approve",
  activateTitle: (name: string) => `Activate ${name}?`,
  activateBody: "The account becomes Active: it counts as one of the institution's official accounts.",
  activate: "Activate",
  cancel: "Cancel",
} as const;

export const SAVED_ROW_TEXTS = {
  savedHere: (name: string) => `${name} was saved; its row is marked below.`,
  savedElsewhere: (name: string) => `${name} was saved. Its place in this list is on another page; it is shown first here until you move on.`,
} as const;

export const HANDOVER_NAV_TEXTS = {
  label: "Handover Tasks",
} as const;

