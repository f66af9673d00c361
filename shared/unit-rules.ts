// Rules about units beyond the permission matrix: the API enforces them (api/src/policies/units.ts),
// the dashboard uses them to decide what to offer on the unit form.
import type { Role } from "./enums.ts";

/** Only a super admin moves a unit (changes its parent, which moves its whole subtree). */
export function mayMoveUnit(role: Role): boolean {
  return role === "super_admin";
}

/**
 * A unit that still has active sub-units is locked for everyone but a super admin: no edit, no
 * disable. The unit's state refuses it, not the role alone: once its children are inactive, it opens.
 */
export function unitLockedFor(role: Role, hasActiveChildren: boolean): boolean {
  return role !== "super_admin" && hasActiveChildren;
}
