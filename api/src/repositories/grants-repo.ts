import { and, asc, eq, inArray, ne, notExists, or, sql } from "drizzle-orm";
import { isGrantInForce, type AccessGrantDoc, type AccessType, type Ref } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units, users } from "../db/schema.ts";

export interface GrantRow {
  id: number;
  userId: number;
  unitId: number;
  unitName: string;
  unitPath: string;
  type: AccessType;
  startDate: string | null;
  endDate: string | null;
}

/** Unit ids of every grant the user holds, in force or not. */
export async function grantedUnitIds(ex: Executor, userId: number): Promise<number[]> {
  const rows = await ex.select({ unitId: accessGrants.unitId }).from(accessGrants).where(eq(accessGrants.userId, userId));
  return rows.map((r) => r.unitId);
}

export async function grantsOfUser(ex: Executor, userId: number): Promise<GrantRow[]> {
  return ex
    .select({
      id: accessGrants.id,
      userId: accessGrants.userId,
      unitId: accessGrants.unitId,
      unitName: units.name,
      unitPath: units.path,
      type: accessGrants.type,
      startDate: accessGrants.startDate,
      endDate: accessGrants.endDate,
    })
    .from(accessGrants)
    .innerJoin(units, eq(units.id, accessGrants.unitId))
    .where(eq(accessGrants.userId, userId))
    .orderBy(asc(units.name), asc(units.id));
}

export function toGrantDoc(g: Pick<GrantRow, "id" | "unitId" | "unitName" | "type" | "startDate" | "endDate">, today: string): AccessGrantDoc {
  return {
    id: g.id,
    organization: { id: g.unitId, name: g.unitName },
    organization_name: g.unitName,
    type: g.type,
    start_date: g.startDate,
    end_date: g.endDate,
    inForce: isGrantInForce({ type: g.type, start_date: g.startDate, end_date: g.endDate }, today),
  };
}

export interface GrantSpec {
  unitId: number;
  type: AccessType;
  startDate: string | null;
  endDate: string | null;
}

/** Makes the user's grants on `unitIds` exactly `wanted` (others stay untouched). */
export async function replaceGrantsOn(ex: Executor, userId: number, unitIds: readonly number[], wanted: readonly GrantSpec[]): Promise<void> {
  if (unitIds.length > 0) {
    await ex.delete(accessGrants).where(and(eq(accessGrants.userId, userId), inArray(accessGrants.unitId, [...unitIds])));
  }
  if (wanted.length > 0) {
    await ex.insert(accessGrants).values(wanted.map((g) => ({ userId, unitId: g.unitId, type: g.type, startDate: g.startDate, endDate: g.endDate })));
  }
}

/**
 * For each unit, how many active unit admins other than `exceptUserId` hold a grant in force on it:
 * the "only Unit Admin" rule of decisions.md counts these.
 */
/**
 * Of `unitIds`, the units left without a unit admin (decisions.md: an active user with role
 * unit_admin and a grant in force on the unit), not counting `exceptUserId`. The one definition of
 * who counts as a unit's admin.
 */
export async function unitsWithoutAdmin(ex: Executor, unitIds: readonly number[], today: string, exceptUserId?: number): Promise<Ref[]> {
  if (unitIds.length === 0) return [];
  const hasAdmin = ex
    .select({ one: sql`1` })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .where(
      and(
        eq(accessGrants.unitId, units.id),
        exceptUserId === undefined ? undefined : ne(accessGrants.userId, exceptUserId),
        eq(users.role, "unit_admin"),
        eq(users.status, "active"),
        or(eq(accessGrants.type, "permanent"), and(sql`${accessGrants.startDate} <= ${today}`, sql`${accessGrants.endDate} >= ${today}`)),
      ),
    );
  return ex
    .select({ id: units.id, name: units.name })
    .from(units)
    .where(and(inArray(units.id, [...unitIds]), notExists(hasAdmin)))
    .orderBy(units.name, units.id);
}
