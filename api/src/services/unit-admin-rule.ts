// decisions.md, "Only Unit Admin": a unit's unit admins are the active users with role unit_admin
// and a grant in force on it. A change that would leave a unit that had unit admins with none is
// refused with 409 and the list of those units.
import { ERROR_CODES, isGrantInForce, type Ref, type Role, type UserStatus } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { conflict } from "../domain/errors.ts";
import { otherUnitAdminCounts, type GrantRow, type GrantSpec } from "../repositories/grants-repo.ts";

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

/** Throws 409 LAST_UNIT_ADMIN when going from `before` to `after` leaves a unit without unit admins. */
export async function assertUnitsKeepAdmins(
  ex: Executor,
  userId: number,
  before: AdminState,
  after: AdminState,
  unitNames: ReadonlyMap<number, string>,
  today: string,
): Promise<void> {
  const kept = unitsAdministered(after, today);
  const lost = [...unitsAdministered(before, today)].filter((id) => !kept.has(id));
  if (lost.length === 0) return;
  const others = await otherUnitAdminCounts(ex, lost, userId, today);
  const orphaned: Ref[] = lost.filter((id) => (others.get(id) ?? 0) === 0).map((id) => ({ id, name: unitNames.get(id) ?? String(id) }));
  if (orphaned.length > 0) throw conflict(ERROR_CODES.lastUnitAdmin, { organizations: orphaned });
}

export function grantSpecs(rows: readonly GrantRow[]): GrantSpec[] {
  return rows.map((g) => ({ unitId: g.unitId, type: g.type, startDate: g.startDate, endDate: g.endDate }));
}
