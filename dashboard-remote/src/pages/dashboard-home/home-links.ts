// Where each figure leads: the list it counts, with that list's own URL filters (the table state
// format of components/data-table/table-search.ts: `filters` = [{id, value: string[]}]).
import type { ComplianceItem, FlagSeverity, Platform, SocialMediaStatus } from "@steward/shared";

export interface ListLink {
  to: string;
  search?: { filters?: { id: string; value: string[] }[]; search?: string };
}

const withFilters = (to: string, filters: Record<string, string[]>): ListLink => ({
  to,
  search: { filters: Object.entries(filters).map(([id, value]) => ({ id, value })) },
});

export const UNRESOLVED = ["open", "in_review"];

/** How many of a card's records the home page names; the card's link leads to all of them. */
export const HOME_SHOWN = 5;

export const homeLinks = {
  // The figure counts the whole scope: its link opens "All accounts" whatever the reader's default view.
  accounts: () => withFilters("/dashboard/social-media-accounts", { view: ["all"] }),
  /** "My accounts" / "My units" (issue 33): the accounts page's own view for the reader. */
  myAccounts: () => withFilters("/dashboard/social-media-accounts", { view: ["mine"] }),
  accountsByStatus: (status: SocialMediaStatus) => withFilters("/dashboard/social-media-accounts", { view: ["all"], status: [status] }),
  accountsByPlatform: (platform: Platform) => withFilters("/dashboard/social-media-accounts", { view: ["all"], platform: [platform] }),
  accountNamed: (name: string): ListLink => ({ to: "/dashboard/social-media-accounts", search: { search: name, filters: [{ id: "view", value: ["all"] }] } }),
  accountsWithoutBackupAdmin: () => withFilters("/dashboard/social-media-accounts", { view: ["all"], backupAdmin: ["none"] }),
  usersAwaitingReview: () => withFilters("/dashboard/users", { status: ["pending_activation"] }),
  activeUsers: () => withFilters("/dashboard/users", { status: ["active"] }),
  activeUsersLacking: (item: ComplianceItem) => withFilters("/dashboard/users", { status: ["active"], lacking: [item] }),
  openFlags: () => withFilters("/dashboard/flags", { status: UNRESOLVED }),
  openFlagsBySeverity: (severity: FlagSeverity) => withFilters("/dashboard/flags", { status: UNRESOLVED, severity: [severity] }),
  /** Dormant accounts are those with an unresolved dormant-account flag (dormancy-repo). */
  dormantAccounts: () => withFilters("/dashboard/flags", { status: UNRESOLVED, category: ["dormant_account"] }),
  idleUsers: () => withFilters("/dashboard/users", { status: ["active"], idle: ["yes"] }),
  /** The people whose temporary access ends soon (the users list's `expiring` filter, the card's own rule). */
  expiringAccess: () => withFilters("/dashboard/users", { expiring: ["yes"] }),
  userAccess: (userId: number): ListLink => ({ to: `/dashboard/users/access/${userId}` }),
  audit: (): ListLink => ({ to: "/dashboard/audit-logs" }),
  auditOf: (entity: string) => withFilters("/dashboard/audit-logs", { entity: [entity] }),
};
