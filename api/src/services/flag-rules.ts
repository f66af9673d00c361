// The risk scan's rules (recorded in docs/decisions.md). Pure: facts and a clock in, findings out,
// so each rule is tested on its own and the scan only diffs findings against existing flags.
import type { FlagCategory, FlagSeverity } from "@steward/shared";
import { scanDescription, type ScanValues } from "../i18n/scan-descriptions.ts";
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

/** The account's administrators that fail `lacks`, as the scan's sentence names them (primary, backup or both). */
function adminsLacking(account: AccountFacts, lacks: (admin: AdminFacts) => boolean): { which: "Primary" | "Backup" | "Both"; values: ScanValues } | null {
  const primary = account.primaryAdmin && lacks(account.primaryAdmin) ? account.primaryAdmin.name : null;
  const backup = account.backupAdmin && lacks(account.backupAdmin) ? account.backupAdmin.name : null;
  if (primary !== null && backup !== null) return { which: "Both", values: { primary, backup } };
  if (primary !== null) return { which: "Primary", values: { primary } };
  if (backup !== null) return { which: "Backup", values: { backup } };
  return null;
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
    description: scanDescription("dormant", { idleDays: String(idleDays), dormantDays: String(dormantDays) }),
  };
}

/** Only active accounts are live risks: a flag on an account that stops being active closes at the next scan. */
export function evaluateAccount(account: AccountFacts, now: Date, dormantDays = DORMANT_DAYS): Finding[] {
  if (account.status !== "active") return [];
  const found: Finding[] = [];
  const add = (category: (typeof SCAN_CATEGORIES)[number], description: string) =>
    found.push({ accountId: account.id, category, severity: SCAN_SEVERITIES[category], description });

  if (account.backupAdminId === null) add("missing_backup_admin", scanDescription("missingBackup"));
  const withoutTwoFactor = adminsLacking(account, (admin) => !admin.isEnabledTwoFactor);
  if (withoutTwoFactor) add("admin_without_two_factor", scanDescription(`twoFactor${withoutTwoFactor.which}`, withoutTwoFactor.values));
  const untrained = adminsLacking(account, (admin) => !admin.trainingsComplete);
  if (untrained) add("admin_training_incomplete", scanDescription(`training${untrained.which}`, untrained.values));
  if (account.verificationStatus === "notVerified") add("unverified_account", scanDescription("unverified"));
  if (account.thirdPartyManagement === "yes" && account.thirdPartyContact.trim() === "") {
    add("third_party_without_contact", scanDescription("thirdPartyWithoutContact"));
  }
  const dormant = dormancyFinding(account, now, dormantDays);
  if (dormant) found.push(dormant);
  return found;
}

export function evaluateAccounts(accounts: readonly AccountFacts[], now: Date, dormantDays = DORMANT_DAYS): Finding[] {
  return accounts.flatMap((account) => evaluateAccount(account, now, dormantDays));
}
