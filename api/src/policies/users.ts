// Who may do what to a user (issue 28): the one home of each rule about users. The route's declared
// rule is the one role gate (allow(...) in routes/users.routes.ts and offboarding.routes.ts); what
// depends on the user in question, the fields sent or the units held lives here. The predicates are
// shared/'s, which the dashboard reads to decide what to offer; the assertions turn them into
// refusals. Deactivation's impact check reads the database, so it has its own file beside this one.
import {
  COMPLIANCE_FIELDS,
  ERROR_CODES,
  mayChangeAccessOf,
  mayChangeEmailOf,
  mayEditUser,
  mayEditUserField,
  mayOffboard,
  rolesGivableBy,
  type Role,
  VALIDATION,
} from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { badRequest, forbidden, Refusal } from "../domain/errors.ts";
import { isInScope, type Scope } from "../domain/scope.ts";

export {
  isSuperAdmin,
  mayChangeAccessOf,
  mayChangeEmailOf,
  mayEditUser,
  mayEditUserField,
  mayManageAccess,
  mayManageAccessOf,
  mayOffboard,
  mayOffboardUsers,
  newUserNeedsReview,
  roleChangeNeedsReview,
  rolesGivableBy,
} from "@steward/shared";
export { assertMayDeactivate, deactivationBlockers, unitsAdministeredBy } from "./user-deactivation.ts";

const fieldNotAllowed = (field: string) => new Refusal("forbidden", { message: ERROR_CODES.fieldNotAllowed, field });
const scopeRoots = (scope: Scope): readonly string[] | "all" => (scope.kind === "all" ? "all" : scope.roots);

/** Which target users the actor may edit at all. */
export function assertMayEdit(actor: Actor, target: { id: number; role: Role }): void {
  if (!mayEditUser(actor, target)) throw forbidden();
}

const COMPLIANCE: ReadonlySet<string> = new Set(COMPLIANCE_FIELDS);

/** Fields present in `input` that the actor may not set on a user. */
export function assertFieldsAllowed(actor: Actor, input: Record<string, unknown>): void {
  const present = Object.keys(input).filter((k) => k !== "id" && input[k] !== undefined);
  const refused = present.find((k) => !mayEditUserField(actor.role, k, COMPLIANCE.has(k)));
  if (refused) throw fieldNotAllowed(refused);
}

/** A new user's status and password are a super admin's to set; anyone else's start pending review. */
export function assertCreateFieldsAllowed(actor: Actor, input: { status?: unknown; password?: unknown }): void {
  if (actor.role === "super_admin") return;
  if (input.status !== undefined) throw fieldNotAllowed("status");
  if (input.password !== undefined) throw fieldNotAllowed("password");
}

/** Nobody raises a role above their own; a unit admin hands out only unit_admin or social_media_manager. */
export function assertRoleAllowed(actor: Actor, role: Role | undefined): void {
  if (role !== undefined && !rolesGivableBy(actor.role).includes(role)) throw forbidden();
}

/** Only a super admin makes someone a super admin or makes a super admin something else. */
export function assertMayCrossSuperAdmin(actor: Actor, from: Role, to: Role): void {
  if ((to === "super_admin") !== (from === "super_admin") && actor.role !== "super_admin") throw forbidden();
}

/** A scoped editor changes the e-mail only of someone all of whose units lie in their scope. */
export function assertMayChangeEmail(actor: Actor, targetUnitPaths: readonly string[], scope: Scope): void {
  if (!mayChangeEmailOf(actor, targetUnitPaths, scopeRoots(scope))) {
    throw new Refusal("forbidden", { message: ERROR_CODES.userOutsideScope, field: "email" });
  }
}

/** Nobody offboards themselves: refused before anything is read, whoever the target. */
export function assertNotOwnOffboarding(actor: Actor, targetId: number): void {
  if (actor.id === targetId) throw forbidden(ERROR_CODES.ownOffboarding);
}

/** Nobody offboards themselves; a unit admin only people all of whose units lie in their scope. */
export function assertMayOffboard(actor: Actor, target: { id: number; role: Role }, targetUnitPaths: readonly string[], scope: Scope): void {
  assertNotOwnOffboarding(actor, target.id);
  if (!mayOffboard(actor, target, targetUnitPaths, scopeRoots(scope))) {
    throw forbidden(target.role === "super_admin" ? ERROR_CODES.forbidden : ERROR_CODES.userOutsideScope);
  }
}

/** Every unit exists and, for a scoped actor, lies in scope: otherwise it is unknown to them. */
export function assertUnitsUsable(ids: readonly number[], found: ReadonlyMap<number, { path: string }>, scope: Scope, path = "organizations"): void {
  const missing = ids.findIndex((id) => {
    const unit = found.get(id);
    return !unit || !isInScope(unit.path, scope);
  });
  if (missing >= 0) throw badRequest([{ path: `${path}.${missing}`, message: "Unit not found" }]);
}

/** Nobody manages a super admin's access, nor their own. */
export function assertMayManageAccessOf(actor: Actor, target: { id: number; role: Role }): void {
  if (target.role === "super_admin") throw forbidden();
  if (!mayChangeAccessOf(actor, target)) throw new Refusal("forbidden", { message: ERROR_CODES.ownAccess });
}

/**
 * The access page's rule, row by row for the bulk grant: why `target` takes no grant from `actor`
 * (their own access, or a super admin, who has every unit), or null when they may be given one.
 */
export function grantRefusalFor(actor: Actor, target: { id: number; role: Role }): string | null {
  if (!mayChangeAccessOf(actor, target)) return VALIDATION.ownAccess;
  if (target.role === "super_admin") return "Super admins have every unit; they take no grants";
  return null;
}
