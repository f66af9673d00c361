// Dormancy (issue 19): an account's last activity (the newest post the platform clients see, or a
// date recorded by hand for other platforms), and the dashboard's figures of dormant accounts and
// people who have not signed in for a while.
import { z } from "zod";
import type { Platform } from "../enums.ts";
import { isoDateSchema, type Ref } from "./common.ts";

/** Days without activity after which an account is dormant, unless STEWARD_DORMANT_DAYS says otherwise. */
export const DEFAULT_DORMANT_DAYS = 180;
/** The home page lists the people who have not signed in for this many days. */
export const IDLE_SIGN_IN_DAYS = 90;

/** Platforms whose activity the daily refresh reads; the others are recorded by hand. */
export const ACTIVITY_REFRESHED_PLATFORMS = ["youtube", "twitter"] as const satisfies readonly Platform[];
export function isActivityRefreshed(platform: string): boolean {
  return (ACTIVITY_REFRESHED_PLATFORMS as readonly string[]).includes(platform);
}

export const DORMANCY_MESSAGES = {
  platformRefreshed: "This platform's activity is read from the platform every day; it is not recorded by hand",
  dateInFuture: "The date of the last activity cannot be in the future",
} as const;

export const activityRecordSchema = z.strictObject({
  /** The day of the account's newest activity, in the institution's calendar. */
  lastActivityOn: isoDateSchema,
});
export type ActivityRecordInput = z.infer<typeof activityRecordSchema>;

export interface AccountActivityDoc {
  socialMedia: Ref & { platform: string };
  /** ISO time of the newest activity known (a date recorded by hand: 00:00 UTC that day), null when none. */
  lastActivityAt: string | null;
  /** Where it came from: the platform refresh, a manager, the saved latest post, or nothing (the record's last change). */
  source: "platform" | "manual" | "latest_post" | null;
  recordedBy: Ref | null;
  recordedAt: string | null;
  refreshedAt: string | null;
  refreshError: string | null;
  /** Whether the platform refresh reads it, or a manager records it. */
  refreshed: boolean;
  dormantDays: number;
  /** Days since the last activity (or since the record last changed, when none is known). */
  idleDays: number;
  dormant: boolean;
}

export interface DormancySummary {
  dormantDays: number;
  /** Accounts in scope with an open dormant flag, by owning unit. */
  dormantByUnit: { unit: Ref | null; accounts: (Ref & { lastActivityAt: string | null })[] }[];
  dormantTotal: number;
  idleDays: number;
  /** People in scope not signed in for `idleDays` (never signed in: counted from when they were made); null for roles that do not manage people. */
  idleUsers: { id: number; name: string; email: string; lastSignInAt: string | null }[] | null;
  idleUsersTotal: number | null;
}
