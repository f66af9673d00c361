// Who reviews a campaign's items: a unit's unit admins are the active users with role unit_admin and
// a grant in force on it (decisions.md, the same definition as the last-unit-admin rule); an item is
// reviewed by its unit's admins, else the nearest ancestor's, else the super admins.
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { accessGrants, users } from "../db/schema.ts";
import { allInChunks } from "../db/json-parameters.ts";

const inForce = (today: string) =>
  or(eq(accessGrants.type, "permanent"), and(sql`${accessGrants.startDate} <= ${today}`, sql`${accessGrants.endDate} >= ${today}`));

/** Every unit that has at least one unit admin today. */
export async function unitsWithAdmins(ex: Executor, today: string): Promise<Set<number>> {
  const rows = await ex
    .selectDistinct({ unitId: accessGrants.unitId })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .where(and(eq(users.role, "unit_admin"), eq(users.status, "active"), inForce(today)));
  return new Set(rows.map((r) => r.unitId));
}

/** The unit admins of each of these units. */
export async function adminsOfUnits(ex: Executor, unitIds: readonly number[], today: string): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (unitIds.length === 0) return result;
  const rows = await allInChunks([...new Set(unitIds)], (json) =>
    ex
      .select({ unitId: accessGrants.unitId, userId: accessGrants.userId })
      .from(accessGrants)
      .innerJoin(users, eq(users.id, accessGrants.userId))
      .where(
        and(
          sql`${accessGrants.unitId} IN (SELECT value FROM json_each(${json}))`,
          eq(users.role, "unit_admin"),
          eq(users.status, "active"),
          inForce(today),
        ),
      )
      .orderBy(accessGrants.unitId, accessGrants.userId),
  );
  for (const r of rows) result.set(r.unitId, [...(result.get(r.unitId) ?? []), r.userId]);
  return result;
}

/** Name and e-mail of each person, to show who reviews (issue 30: the column named a unit, not people). */
export async function reviewerPeople(ex: Executor, ids: readonly number[]): Promise<Map<number, { id: number; name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await allInChunks([...new Set(ids)], (json) =>
    ex.select({ id: users.id, name: users.name, email: users.email }).from(users).where(sql`${users.id} IN (SELECT value FROM json_each(${json}))`).orderBy(users.name),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function activeSuperAdmins(ex: Executor): Promise<number[]> {
  const rows = await ex.select({ id: users.id }).from(users).where(and(eq(users.role, "super_admin"), eq(users.status, "active"))).orderBy(users.id);
  return rows.map((r) => r.id);
}

/** The ids of a path from the root down: `/1/4/9/` is [1, 4, 9]. */
export function idsOfPath(path: string): number[] {
  return path.split("/").filter((s) => s !== "").map(Number);
}

/**
 * The unit itself (or, with `above`, its nearest ancestor) or the nearest ancestor after it that has
 * unit admins; null when none up to the root has.
 */
export function nearestWithAdmins(path: string, withAdmins: ReadonlySet<number>, above = false): number | null {
  const ids = idsOfPath(path);
  for (let i = ids.length - (above ? 2 : 1); i >= 0; i--) {
    const id = ids[i]!;
    if (withAdmins.has(id)) return id;
  }
  return null;
}
