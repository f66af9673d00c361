// What a person holds, read for their offboarding: the accounts they administer or manage, the
// open flags they raised or that concern their accounts, and the open review requests about them
// or asked for by them. Knows no rules: the offboarding service decides what each means.
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Platform, Ref, Role, UserRef } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, flags, reviewRequests, socialMediaManagers, socialMedias, users } from "../db/schema.ts";
import { accountInScope } from "./social-medias-repo.ts";
import type { Scope } from "./scope-repo.ts";

export interface HeldAccountRow {
  id: number;
  name: string;
  platform: Platform;
  status: string;
  primaryAdminId: number | null;
  backupAdminId: number | null;
  isManager: boolean;
  /** Whether the account lies in the scope given. */
  inScope: boolean;
}

/** Every account where `userId` is primary or backup administrator or a manager, by id. */
export async function accountsHeldBy(ex: Executor, userId: number, scope: Scope): Promise<HeldAccountRow[]> {
  const managed = ex.select({ id: socialMediaManagers.socialMediaId }).from(socialMediaManagers).where(eq(socialMediaManagers.userId, userId));
  const rows = await ex
    .select({
      id: socialMedias.id,
      name: socialMedias.name,
      platform: socialMedias.platform,
      status: socialMedias.status,
      primaryAdminId: socialMedias.primaryAdminId,
      backupAdminId: socialMedias.backupAdminId,
    })
    .from(socialMedias)
    .where(or(eq(socialMedias.primaryAdminId, userId), eq(socialMedias.backupAdminId, userId), inArray(socialMedias.id, managed)))
    .orderBy(asc(socialMedias.name), asc(socialMedias.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const managerOf = new Set(
    (await ex.select({ id: socialMediaManagers.socialMediaId }).from(socialMediaManagers).where(and(eq(socialMediaManagers.userId, userId), inArray(socialMediaManagers.socialMediaId, ids)))).map(
      (r) => r.id,
    ),
  );
  const visible =
    scope.kind === "all"
      ? new Set(ids)
      : new Set((await ex.select({ id: socialMedias.id }).from(socialMedias).where(and(inArray(socialMedias.id, ids), accountInScope(ex, scope)))).map((r) => r.id));
  return rows.map((r) => ({ ...r, platform: r.platform as Platform, isManager: managerOf.has(r.id), inScope: visible.has(r.id) }));
}

/** Accounts whose primary administrator is `userId`: each would be left without one. */
export async function accountsWithPrimaryAdmin(ex: Executor, userId: number): Promise<Ref[]> {
  return ex.select({ id: socialMedias.id, name: socialMedias.name }).from(socialMedias).where(eq(socialMedias.primaryAdminId, userId)).orderBy(asc(socialMedias.name), asc(socialMedias.id));
}

export interface FlagBrief {
  id: number;
  category: string;
  socialMedia: Ref;
}

/** Open or in-review flags raised by `userId`, and those on the accounts given. */
export async function openFlagsOf(ex: Executor, userId: number, accountIds: readonly number[]): Promise<{ raised: FlagBrief[]; onAccounts: FlagBrief[] }> {
  const rows = await ex
    .select({ id: flags.id, category: flags.category, raisedById: flags.raisedById, accountId: socialMedias.id, accountName: socialMedias.name })
    .from(flags)
    .innerJoin(socialMedias, eq(socialMedias.id, flags.socialMediaId))
    .where(
      and(
        inArray(flags.status, ["open", "in_review"]),
        accountIds.length > 0 ? or(eq(flags.raisedById, userId), inArray(flags.socialMediaId, [...accountIds])) : eq(flags.raisedById, userId),
      ),
    )
    .orderBy(asc(flags.id));
  const brief = (r: (typeof rows)[number]): FlagBrief => ({ id: r.id, category: r.category, socialMedia: { id: r.accountId, name: r.accountName } });
  const held = new Set(accountIds);
  return { raised: rows.filter((r) => r.raisedById === userId).map(brief), onAccounts: rows.filter((r) => held.has(r.accountId)).map(brief) };
}

/** Open review requests about the person or asked by them; each person with their e-mail, so namesakes read apart (issue 30). */
export async function openReviewRequestsOf(ex: Executor, userId: number): Promise<{ id: number; user: UserRef; requestedRole: Role | null; requestedBy: UserRef | null }[]> {
  const rows = await ex
    .select({ id: reviewRequests.id, userId: reviewRequests.userId, requestedRole: reviewRequests.requestedRole, requestedById: reviewRequests.requestedById })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.status, "open"), or(eq(reviewRequests.userId, userId), eq(reviewRequests.requestedById, userId))))
    .orderBy(asc(reviewRequests.id));
  const peopleIds = [...new Set(rows.flatMap((r) => [r.userId, r.requestedById]).filter((id): id is number => id !== null))];
  const people = new Map(
    peopleIds.length === 0 ? [] : (await ex.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, peopleIds))).map((u) => [u.id, u] as const),
  );
  const person = (id: number): UserRef => ({ id, name: people.get(id)?.name ?? "", email: people.get(id)?.email ?? "" });
  return rows.map((r) => ({
    id: r.id,
    user: person(r.userId),
    requestedRole: r.requestedRole,
    requestedBy: r.requestedById === null ? null : person(r.requestedById),
  }));
}

/** The people named in a request, as the rules need them. */
export async function peopleByIds(ex: Executor, ids: readonly number[]): Promise<Map<number, { id: number; name: string; role: Role; status: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await ex.select({ id: users.id, name: users.name, role: users.role, status: users.status }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Replaces the account's primary and backup administrator, and takes `removeManagerId` off its managers. */
export async function handOverAccount(ex: Executor, id: number, values: { primaryAdminId: number | null; backupAdminId: number | null; updatedAt: string }, removeManagerId: number | null): Promise<void> {
  await ex.update(socialMedias).set(values).where(eq(socialMedias.id, id));
  if (removeManagerId !== null) {
    await ex.delete(socialMediaManagers).where(and(eq(socialMediaManagers.socialMediaId, id), eq(socialMediaManagers.userId, removeManagerId)));
  }
}

/** Of `ids`, the accounts in `scope`. */
export async function accountIdsInScope(ex: Executor, ids: readonly number[], scope: Scope): Promise<Set<number>> {
  if (ids.length === 0 || scope.kind === "all") return new Set(ids);
  const rows = await ex.select({ id: socialMedias.id }).from(socialMedias).where(and(inArray(socialMedias.id, [...ids]), accountInScope(ex, scope)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Ends a person's grants yesterday, keeping them as history (and the person visible to the unit
 * admins of those units): a grant in force becomes temporary from its start (a permanent one: the
 * day it was made) to yesterday; a grant that had not begun is removed; ended grants stay. Returns
 * how many grants changed.
 */
export async function endGrantsOf(ex: Executor, userId: number, today: string, yesterday: string): Promise<number> {
  const removed = await ex
    .delete(accessGrants)
    .where(and(eq(accessGrants.userId, userId), eq(accessGrants.type, "temporary"), sql`${accessGrants.startDate} > ${today}`))
    .returning({ id: accessGrants.id });
  const ended = await ex
    .update(accessGrants)
    .set({
      type: "temporary",
      startDate: sql`min(coalesce(${accessGrants.startDate}, substr(${accessGrants.createdAt}, 1, 10)), ${yesterday})`,
      endDate: yesterday,
    })
    .where(and(eq(accessGrants.userId, userId), or(eq(accessGrants.type, "permanent"), sql`${accessGrants.endDate} >= ${today}`)))
    .returning({ id: accessGrants.id });
  return removed.length + ended.length;
}
