// Offboarding with handover (issue 19): what a departing person holds (the impact), what stops a
// plain deactivation (the blockers), the offboard request, and the handover tasks it opens.
import { z } from "zod";
import type { Platform, Role, UserStatus } from "../enums.ts";
import { csvEnum, csvIds, listQuerySchema, type Ref, type UnitRef } from "./common.ts";
import type { AccessGrantDoc } from "./users.ts";
import type { UserRef } from "./social-medias.ts";
import { HANDOVER_TASK_STATES, type HandoverTaskKind, type HandoverTaskState } from "../offboarding-enums.ts";

/**
 * What stops a person from simply being deactivated: each needs an answer, which offboarding gives.
 * - `primary_admin`: an account that would be left without a primary administrator;
 * - `last_unit_admin`: a unit that would be left without a unit admin;
 * - `accounts_outside_scope`: accounts they administer that the caller cannot see (a super admin
 *   must offboard them); counted, never named.
 */
export type OffboardingBlocker =
  | { kind: "primary_admin"; account: Ref }
  | { kind: "last_unit_admin"; unit: Ref }
  | { kind: "accounts_outside_scope"; count: number };

export type AccountHolding = "primary_admin" | "backup_admin" | "manager";

export interface OffboardingAccount {
  id: number;
  name: string;
  platform: Platform;
  status: string;
  /** The account's unit, with its path (namesakes told apart, issue 30). */
  organization: UnitRef | null;
  /** What the person holds on it. */
  holds: AccountHolding[];
  primaryAdmin: UserRef | null;
  backupAdmin: UserRef | null;
}

export interface OffboardingImpact {
  user: { id: number; name: string; email: string; role: Role; status: UserStatus; offboardingCompleted: boolean };
  accounts: OffboardingAccount[];
  grants: AccessGrantDoc[];
  /** Units where they are a unit admin today, each with its path. Their grants' units carry theirs too. */
  unitsAdministered: UnitRef[];
  /** Open or in-review flags they raised, and those on accounts they administer. */
  flags: { raised: { id: number; category: string; socialMedia: Ref }[]; onTheirAccounts: { id: number; category: string; socialMedia: Ref }[] };
  /** Open review requests about them, and those they asked for (people with their e-mail). */
  reviewRequests: { id: number; user: UserRef; requestedRole: Role | null; requestedBy: UserRef | null }[];
  /** Handover tasks of an earlier offboarding still open. */
  openTasks: number;
  blockers: OffboardingBlocker[];
}

const id = z.number().int().positive();
const MAX_NOTE = 2000;

export const offboardAccountSchema = z.strictObject({
  account: id,
  /** The account's new primary administrator; default: the successor (when they were the primary). */
  primaryAdmin: id.optional(),
  /** The new backup administrator, or null for none; default: the successor (when they were the backup). */
  backupAdmin: id.nullable().optional(),
});

export const offboardSchema = z.strictObject({
  /** Who takes over by default: every account they administered, and (a unit admin) every unit they were the last unit admin of. */
  successor: id.nullable().optional(),
  accounts: z.array(offboardAccountSchema).max(500).default([]),
  note: z.string().trim().max(MAX_NOTE).optional(),
});
export type OffboardInput = z.infer<typeof offboardSchema>;

export interface OffboardResult {
  user: { id: number; name: string; status: UserStatus; offboardingCompleted: boolean };
  /** Every account handed over, as it stands now. */
  accounts: { id: number; name: string; primaryAdmin: Ref | null; backupAdmin: Ref | null; managerRemoved: boolean }[];
  /** Units the successor now holds as unit admin. */
  unitsTaken: Ref[];
  grantsEnded: number;
  tasks: HandoverTaskDoc[];
}

export const handoverTaskListQuerySchema = listQuerySchema(["openedAt", "dueAt", "state"] as const, {
  state: csvEnum(HANDOVER_TASK_STATES).optional(),
  account: csvIds.optional(),
  /** The person who left. */
  user: csvIds.optional(),
  assignee: csvIds.optional(),
});
export type HandoverTaskListQuery = z.infer<typeof handoverTaskListQuerySchema>;

export const handoverTaskUpdateSchema = z.strictObject({
  state: z.literal("done", { error: 'state must be "done"' }),
  note: z.string().trim().max(MAX_NOTE).optional(),
});
export type HandoverTaskUpdateInput = z.infer<typeof handoverTaskUpdateSchema>;

export interface HandoverTaskDoc {
  id: number;
  kind: HandoverTaskKind;
  state: HandoverTaskState;
  socialMedia: Ref & { platform: string };
  /** The person who left. */
  user: Ref;
  assignee: Ref | null;
  openedAt: string;
  dueAt: string;
  overdueAt: string | null;
  doneAt: string | null;
  doneBy: Ref | null;
  note: string | null;
}

/** The body of a refused deactivation (409 OFFBOARDING_REQUIRED) and of a refused offboarding (409 OFFBOARDING_BLOCKED). */
export interface OffboardingRefusal {
  message: "OFFBOARDING_REQUIRED" | "OFFBOARDING_BLOCKED";
  blockers: OffboardingBlocker[];
  /** Where the impact is read (OFFBOARDING_REQUIRED). */
  offboarding?: string;
}

/** One line per blocker, for the CLI, SCIM's error detail and the dashboard. */
export function describeBlocker(b: OffboardingBlocker): string {
  switch (b.kind) {
    case "primary_admin":
      return `primary administrator of ${b.account.name} (account ${b.account.id})`;
    case "last_unit_admin":
      return `the last unit admin of ${b.unit.name} (unit ${b.unit.id})`;
    case "accounts_outside_scope":
      return `administrator of ${b.count} account${b.count === 1 ? "" : "s"} outside your scope (a super admin must offboard them)`;
  }
}

/** The offboard request's validation messages. */
export const OFFBOARDING_MESSAGES = {
  userNotFound: "User not found",
  notTheLeaver: "Name someone other than the person who leaves",
  notActive: "Must be an active user",
  accountNotHeld: "Not one of this person's accounts",
  accountListedTwice: "Each account may be listed once",
  adminsMustDiffer: "The primary and backup administrator must be different people",
  dateInFuture: "The date of the last activity cannot be in the future",
} as const;
