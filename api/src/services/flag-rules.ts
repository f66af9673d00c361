// The risk scan's rules (recorded in docs/decisions.md). Pure: facts and a clock in, findings out,
// so each rule is tested on its own and the scan only diffs findings against existing flags.
import type { FlagCategory, FlagSeverity } from "@steward/shared";
import type { AccountFacts, AdminFacts } from "../repositories/risk-facts-repo.ts";

export interface Finding {
  accountId: number;
  category: FlagCategory;
  severity: FlagSeverity;
  description: string;
}

/** An active account with no post and no change for this long is dormant. */
export const DORMANT_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The categories the scan raises and closes; every other category is only raised by people. */
export const SCAN_CATEGORIES = [
  "missing_backup_admin",
  "admin_without_two_factor",
  "admin_training_incomplete",
  "unverified_account",
  "third_party_without_contact",
  "dormant_account",
] as const satisfies readonly FlagCategory[];

export const SCAN_SEVERITIES: Record<(typeof SCAN_CATEGORIES)[number], FlagSeverity> = {
  missing_backup_admin: "high",
  admin_without_two_factor: "high",
  admin_training_incomplete: "medium",
  unverified_account: "low",
  third_party_without_contact: "medium",
  dormant_account: "low",
};

function admins(account: AccountFacts): { role: string; admin: AdminFacts }[] {
  const list: { role: string; admin: AdminFacts }[] = [];
  if (account.primaryAdmin) list.push({ role: "primary administrator", admin: account.primaryAdmin });
  if (account.backupAdmin) list.push({ role: "backup administrator", admin: account.backupAdmin });
  return list;
}

function describeAdmins(list: { role: string; admin: AdminFacts }[]): string {
  return list.map(({ role, admin }) => `${admin.name} (${role})`).join(", ");
}

/** Last sign of life: the saved latest post when there is one, else the last change to the record. */
function lastActivity(account: AccountFacts): string {
  return account.latestPostAt ?? account.updatedAt;
}

/** Only active accounts are live risks: a flag on an account that stops being active closes at the next scan. */
export function evaluateAccount(account: AccountFacts, now: Date): Finding[] {
  if (account.status !== "active") return [];
  const found: Finding[] = [];
  const add = (category: (typeof SCAN_CATEGORIES)[number], description: string) =>
    found.push({ accountId: account.id, category, severity: SCAN_SEVERITIES[category], description });

  if (account.backupAdminId === null) add("missing_backup_admin", "Active account without a backup administrator.");
  const withoutTwoFactor = admins(account).filter(({ admin }) => !admin.isEnabledTwoFactor);
  if (withoutTwoFactor.length > 0) add("admin_without_two_factor", `Two-factor authentication is off for ${describeAdmins(withoutTwoFactor)}.`);
  const untrained = admins(account).filter(({ admin }) => !admin.trainingsComplete);
  if (untrained.length > 0) add("admin_training_incomplete", `Accessibility, risk or brand training is incomplete for ${describeAdmins(untrained)}.`);
  if (account.verificationStatus === "notVerified") add("unverified_account", "The platform has not verified this account.");
  if (account.thirdPartyManagement === "yes" && account.thirdPartyContact.trim() === "") {
    add("third_party_without_contact", "The account is managed by a third party, but no third-party contact is recorded.");
  }
  const idleDays = Math.floor((now.getTime() - Date.parse(lastActivity(account))) / DAY_MS);
  if (idleDays > DORMANT_DAYS) {
    add("dormant_account", `No post or change for ${idleDays} days (more than ${DORMANT_DAYS}).`);
  }
  return found;
}

export function evaluateAccounts(accounts: readonly AccountFacts[], now: Date): Finding[] {
  return accounts.flatMap((account) => evaluateAccount(account, now));
}
