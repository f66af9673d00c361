// Who is a unit's unit admin, and the rule that keeps one (decisions.md, "Only Unit Admin"): a
// unit's unit admins are the active users with role unit_admin and a grant in force on it. A change
// that would leave a unit that had unit admins with none is refused with 409 and those units.
import { ERROR_CODES, isGrantInForce, type Role, type UserStatus } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { conflict } from "../domain/errors.ts";
import { unitsWithoutAdmin, type GrantRow, type GrantSpec } from "../repositories/grants-repo.ts";

export interface AdminState {
  role: Role;
  status: UserStatus;
  grants: readonly Pick<GrantSpec, "unitId" | "type" | "startDate" | "endDate">[];
}

function unitsAdministered(state: AdminState, today: string): Set<number> {
  if (state.role !== "unit_admin" || state.status !== "active") return new Set();
  return new Set(
    state.grants
      .filter((g) => isGrantInForce({ type: g.type, start_date: g.startDate, end_date: g.endDate }, today))
      .map((g) => g.unitId),
  );
}

/** Units where this user stops being a unit admin in going from `before` to `after`. */
export function unitsLosingAdmin(before: AdminState, after: AdminState, today: string): number[] {
  const kept = unitsAdministered(after, today);
  return [...unitsAdministered(before, today)].filter((id) => !kept.has(id));
}

/**
 * Throws 409 LAST_UNIT_ADMIN when going from `before` to `after` leaves a unit without unit
 * admins. Checked before the change is written: the user's own grants are left out of the count.
 */
export async function assertUnitsKeepAdmins(ex: Executor, userId: number, before: AdminState, after: AdminState, today: string): Promise<void> {
  const orphaned = await unitsWithoutAdmin(ex, unitsLosingAdmin(before, after, today), today, userId);
  if (orphaned.length > 0) throw conflict(ERROR_CODES.lastUnitAdmin, { organizations: orphaned });
}

/** The same rule after a change of many users is written (the bulk grant): nothing is left out. */
export async function assertUnitsStillHaveAdmins(ex: Executor, unitIds: readonly number[], today: string): Promise<void> {
  const orphaned = await unitsWithoutAdmin(ex, unitIds, today);
  if (orphaned.length > 0) throw conflict(ERROR_CODES.lastUnitAdmin, { organizations: orphaned });
}

export function grantSpecs(rows: readonly GrantRow[]): GrantSpec[] {
  return rows.map((g) => ({ unitId: g.unitId, type: g.type, startDate: g.startDate, endDate: g.endDate }));
}
