// Dormancy's data (issue 19): each account's recorded activity and the refresh's turn, the facts
// the dormancy rule reads, the dashboard's dormant accounts and idle people, and last sign-ins.
import { and, asc, count, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { flags, latestPosts, socialMedias, socialMediaUnits, units, users } from "../db/schema.ts";
import { accountActivity, userSignIns } from "../db/tables/dormancy.ts";
import { postDate } from "./risk-facts-repo.ts";
import { accountInScope } from "./social-medias-repo.ts";
import type { Scope } from "./scope-repo.ts";
import { userVisibleTo } from "./users-list-repo.ts";

export type ActivityRow = typeof accountActivity.$inferSelect;

export async function activityOf(ex: Executor, socialMediaId: number): Promise<ActivityRow | undefined> {
  const [row] = await ex.select().from(accountActivity).where(eq(accountActivity.socialMediaId, socialMediaId)).limit(1);
  return row;
}

/** Sets the fields given on the account's activity row, creating it when needed. */
export async function saveActivity(ex: Executor, socialMediaId: number, values: Partial<Omit<ActivityRow, "socialMediaId">>): Promise<void> {
  await ex
    .insert(accountActivity)
    .values({ socialMediaId, ...values })
    .onConflictDoUpdate({ target: accountActivity.socialMediaId, set: values });
}

/** The saved latest post's date, when a post is saved and carries one. */
export async function savedPostDate(ex: Executor, socialMediaId: number): Promise<string | null> {
  const [row] = await ex.select({ data: latestPosts.data }).from(latestPosts).where(eq(latestPosts.socialMediaId, socialMediaId)).limit(1);
  return row ? postDate(row.data) : null;
}

export interface ActivityFactsRow {
  id: number;
  status: string;
  updatedAt: string;
  latestPostAt: string | null;
  lastActivityAt: string | null;
}

/** What the dormancy rule reads, for every account (or those given). */
export async function loadActivityFacts(ex: Executor, ids?: readonly number[]): Promise<ActivityFactsRow[]> {
  const rows = await ex
    .select({
      id: socialMedias.id,
      status: socialMedias.status,
      updatedAt: socialMedias.updatedAt,
      postCreatedAt: sql<string | null>`json_extract(${latestPosts.data}, '$.created_at')`,
      lastActivityAt: accountActivity.lastActivityAt,
    })
    .from(socialMedias)
    .leftJoin(latestPosts, eq(latestPosts.socialMediaId, socialMedias.id))
    .leftJoin(accountActivity, eq(accountActivity.socialMediaId, socialMedias.id))
    .where(ids ? inArray(socialMedias.id, [...ids]) : undefined)
    .orderBy(asc(socialMedias.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    updatedAt: r.updatedAt,
    latestPostAt: postDate({ created_at: r.postCreatedAt }),
    lastActivityAt: r.lastActivityAt,
  }));
}

export interface RefreshCandidate {
  id: number;
  name: string;
  platform: string;
  accountHandle: string;
  profileUrl: string;
}

/** Active accounts of a platform in the refresh's turn: never asked first, then the longest ago. */
export async function accountsToRefresh(ex: Executor, platform: string, limit: number): Promise<RefreshCandidate[]> {
  if (limit <= 0) return [];
  return ex
    .select({ id: socialMedias.id, name: socialMedias.name, platform: socialMedias.platform, accountHandle: socialMedias.accountHandle, profileUrl: socialMedias.profileUrl })
    .from(socialMedias)
    .leftJoin(accountActivity, eq(accountActivity.socialMediaId, socialMedias.id))
    .where(and(eq(socialMedias.status, "active"), eq(socialMedias.platform, platform)))
    .orderBy(sql`${accountActivity.refreshedAt} IS NOT NULL`, asc(accountActivity.refreshedAt), asc(socialMedias.id))
    .limit(limit);
}

export interface DormantAccountRow {
  id: number;
  name: string;
  unitId: number | null;
  unitName: string | null;
}

/** Accounts in scope with an open or in-review dormant flag, with their owning unit. */
export async function dormantAccountsIn(ex: Executor, scope: Scope): Promise<DormantAccountRow[]> {
  const owning = ex
    .select({ socialMediaId: socialMediaUnits.socialMediaId, unitId: socialMediaUnits.unitId })
    .from(socialMediaUnits)
    .where(eq(socialMediaUnits.position, 0))
    .as("owning");
  return ex
    .selectDistinct({ id: socialMedias.id, name: socialMedias.name, unitId: units.id, unitName: units.name })
    .from(flags)
    .innerJoin(socialMedias, eq(socialMedias.id, flags.socialMediaId))
    .leftJoin(owning, eq(owning.socialMediaId, socialMedias.id))
    .leftJoin(units, eq(units.id, owning.unitId))
    .where(and(eq(flags.category, "dormant_account"), inArray(flags.status, ["open", "in_review"]), accountInScope(ex, scope, flags.socialMediaId)))
    .orderBy(asc(units.name), asc(socialMedias.name), asc(socialMedias.id));
}

/** The recorded activity of some accounts. */
export async function activityByIds(ex: Executor, ids: readonly number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: accountActivity.socialMediaId, at: accountActivity.lastActivityAt })
    .from(accountActivity)
    .where(and(inArray(accountActivity.socialMediaId, [...ids]), isNotNull(accountActivity.lastActivityAt)));
  return new Map(rows.map((r) => [r.id, r.at]));
}

/**
 * Active people the caller sees who have not signed in since `cutoff` (never signed in: counted
 * from when they were made), the longest idle first; and how many there are.
 */
export async function idleUsersIn(ex: Executor, scope: Scope, actorId: number, cutoff: string, limit: number) {
  const lastSeen = sql<string>`coalesce(${userSignIns.lastSignInAt}, ${users.createdAt})`;
  const where = and(eq(users.status, "active"), userVisibleTo(scope, actorId), lt(lastSeen, cutoff));
  const [total] = await ex.select({ n: count() }).from(users).leftJoin(userSignIns, eq(userSignIns.userId, users.id)).where(where);
  const rows = await ex
    .select({ id: users.id, name: users.name, email: users.email, lastSignInAt: userSignIns.lastSignInAt })
    .from(users)
    .leftJoin(userSignIns, eq(userSignIns.userId, users.id))
    .where(where)
    .orderBy(asc(lastSeen), asc(users.id))
    .limit(limit);
  return { users: rows, total: total?.n ?? 0 };
}

/** Remembers a sign-in (password or identity provider), in the sign-in's own transaction. */
export async function recordSignIn(ex: Executor, userId: number, at: string, method: string): Promise<void> {
  await ex
    .insert(userSignIns)
    .values({ userId, lastSignInAt: at, method })
    .onConflictDoUpdate({ target: userSignIns.userId, set: { lastSignInAt: at, method } });
}
