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

/** An active account with no activity for this long is dormant, unless STEWARD_DORMANT_DAYS says otherwise. */
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

/** What the dormancy rule reads of an account. */
export type ActivityFacts = Pick<AccountFacts, "id" | "status" | "updatedAt" | "latestPostAt" | "lastActivityAt">;

/**
 * Last sign of life (issue 19): the newest of the recorded activity (the platform refresh, or a
 * date recorded by hand) and the saved latest post; lacking both, the last change to the record.
 */
export function lastActivityOf(account: ActivityFacts): { at: string; known: boolean } {
  const known = [account.lastActivityAt, account.latestPostAt].filter((v): v is string => typeof v === "string" && v !== "").sort();
  const newest = known.at(-1);
  return newest ? { at: newest, known: true } : { at: account.updatedAt, known: false };
}

/** Whole days since the last sign of life (never negative). */
export function idleDaysOf(account: ActivityFacts, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(lastActivityOf(account).at)) / DAY_MS));
}

/**
 * The dormancy rule, its one home: the risk scan and the dormancy sweep both ask it. An active
 * account idle for more than `dormantDays` is dormant.
 */
export function dormancyFinding(account: ActivityFacts, now: Date, dormantDays: number): Finding | null {
  if (account.status !== "active") return null;
  const idleDays = idleDaysOf(account, now);
  if (idleDays <= dormantDays) return null;
  return {
    accountId: account.id,
    category: "dormant_account",
    severity: SCAN_SEVERITIES.dormant_account,
    description: `No post or change for ${idleDays} days (more than ${dormantDays}).`,
  };
}

/** Only active accounts are live risks: a flag on an account that stops being active closes at the next scan. */
export function evaluateAccount(account: AccountFacts, now: Date, dormantDays = DORMANT_DAYS): Finding[] {
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
  const dormant = dormancyFinding(account, now, dormantDays);
  if (dormant) found.push(dormant);
  return found;
}

export function evaluateAccounts(accounts: readonly AccountFacts[], now: Date, dormantDays = DORMANT_DAYS): Finding[] {
  return accounts.flatMap((account) => evaluateAccount(account, now, dormantDays));
}
