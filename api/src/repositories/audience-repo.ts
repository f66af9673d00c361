// The reads behind "who hears of an event" (notifications/audience.ts holds the rule).
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { accessGrants, socialMediaManagers, socialMedias, socialMediaUnits, units, users } from "../db/schema.ts";

/** Of `ids`, the active users. Explicit recipient lists are short (a campaign's reviewers): one query per 500. */
export async function activeUsersAmong(ex: Executor, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found: number[] = [];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await ex.select({ id: users.id }).from(users).where(and(inArray(users.id, unique.slice(i, i + 500)), eq(users.status, "active")));
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

/** Every active user, or every active one with `role`. */
export async function activeUsersWithRole(ex: Executor, role?: "super_admin"): Promise<number[]> {
  const rows = await ex.select({ id: users.id }).from(users).where(role ? and(eq(users.status, "active"), eq(users.role, role)) : eq(users.status, "active"));
  return rows.map((r) => r.id);
}

export async function unitIdsOfAccount(ex: Executor, accountId: number): Promise<number[]> {
  const rows = await ex.select({ unitId: socialMediaUnits.unitId }).from(socialMediaUnits).where(eq(socialMediaUnits.socialMediaId, accountId));
  return rows.map((r) => r.unitId);
}

export async function unitPaths(ex: Executor, unitIds: readonly number[]): Promise<string[]> {
  const rows = await ex.select({ path: units.path }).from(units).where(inArray(units.id, [...unitIds]));
  return rows.map((r) => r.path);
}

/** The grants (in force or not) that active unit admins hold on these units. */
export async function activeUnitAdminGrantsOn(ex: Executor, unitIds: readonly number[]) {
  return ex
    .select({ id: users.id, type: accessGrants.type, startDate: accessGrants.startDate, endDate: accessGrants.endDate })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .where(and(inArray(accessGrants.unitId, [...unitIds]), eq(users.role, "unit_admin"), eq(users.status, "active")));
}

export async function activeManagersOfAccount(ex: Executor, accountId: number): Promise<number[]> {
  const rows = await ex
    .select({ id: users.id })
    .from(socialMediaManagers)
    .innerJoin(users, eq(users.id, socialMediaManagers.userId))
    .where(and(eq(socialMediaManagers.socialMediaId, accountId), eq(users.status, "active")));
  return rows.map((r) => r.id);
}

/** The account's primary and backup administrators, whichever it has (active or not). */
export async function adminsOfAccount(ex: Executor, accountId: number): Promise<number[]> {
  const [row] = await ex.select({ primary: socialMedias.primaryAdminId, backup: socialMedias.backupAdminId }).from(socialMedias).where(eq(socialMedias.id, accountId));
  return row ? [row.primary, row.backup].filter((id): id is number => id !== null) : [];
}
