// What an import may do, row by row, beyond what each record's own policy says (users.ts, units.ts,
// social-medias.ts, which the import engine asks as the forms do). The route's declared rule is the
// role gate (mayImportSpreadsheets); here: who sees which imports, who creates units (the matrix's
// UNITS:create, as the unit form), who sets an account's status (a super admin, as the status route),
// and that nobody changes their own record through a file (nobody raises themselves).
import { can, isSuperAdmin, mayMoveAccount, mayMoveUnit, unitLockedFor, type SocialMediaStatus } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";

/** Whose imports the actor may read: everybody's for a super admin (null), else their own. */
export function importOwnerFilter(actor: Actor): number | null {
  return isSuperAdmin(actor.role) ? null : actor.id;
}

/** A unit that does not exist yet is created only by whoever may create units. */
export function mayImportNewUnits(actor: Actor): boolean {
  return can(actor.role, "UNITS", "create");
}

/** A unit's parent changes (a path names an existing unit elsewhere) only as the unit form allows. */
export function mayImportUnitMove(actor: Actor): boolean {
  return mayMoveUnit(actor.role);
}

export function unitLockedForImport(actor: Actor, hasActiveChildren: boolean): boolean {
  return unitLockedFor(actor.role, hasActiveChildren);
}

/** The reason a status change of an imported account is refused, or null when it may be made. */
export function accountStatusRefusal(actor: Actor, from: SocialMediaStatus, to: SocialMediaStatus): "statusNotAllowed" | "statusMove" | null {
  if (from === to) return null;
  if (!isSuperAdmin(actor.role)) return "statusNotAllowed";
  return mayMoveAccount(from, to) ? null : "statusMove";
}

/** A row naming the actor's own record may not change it. */
export function isOwnRecord(actor: Actor, userId: number | undefined): boolean {
  return userId === actor.id;
}

/** Who sets an imported account's status: whoever may move accounts between statuses (the status route's rule). */
export function mayImportAccountStatus(actor: Actor): boolean {
  return isSuperAdmin(actor.role);
}
