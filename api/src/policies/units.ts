// What may be done to a unit (product-spec.md sections 5-7, decisions.md). The route's declared
// rule is the role gate (UNITS:update); here is what depends on the unit: only a super admin moves
// a unit, and a unit with active sub-units is locked for everyone else. The predicates are
// shared/unit-rules.ts, which the unit form reads to decide what to offer; whether the unit has
// active sub-units is read from the database, so the assertions take the executor.
import { ERROR_CODES, mayMoveUnit, unitLockedFor } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict, forbidden } from "../domain/errors.ts";
import { hasActiveChildren } from "../repositories/units-repo.ts";

export { mayMoveUnit, unitLockedFor } from "@steward/shared";

/** The unit's state refuses it, not the role: once its sub-units are inactive the same request passes. */
async function assertNotLocked(ex: Executor, actor: Actor, unitId: number): Promise<void> {
  // A role the lock never holds (a super admin) costs no read.
  if (!unitLockedFor(actor.role, true)) return;
  if (await hasActiveChildren(ex, unitId)) throw conflict(ERROR_CODES.unitHasActiveChildren);
}

/** Changing a unit: a move only by a super admin (403), nothing on a locked unit (409), in that order. */
export async function assertMayChangeUnit(ex: Executor, actor: Actor, unit: { id: number }, parentChanges: boolean): Promise<void> {
  if (parentChanges && !mayMoveUnit(actor.role)) throw forbidden(ERROR_CODES.unitParentChangeNotAllowed);
  await assertNotLocked(ex, actor, unit.id);
}

/** Disabling a unit: not while it is locked. */
export async function assertMayDisableUnit(ex: Executor, actor: Actor, unit: { id: number }): Promise<void> {
  await assertNotLocked(ex, actor, unit.id);
}
