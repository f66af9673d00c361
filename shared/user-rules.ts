// Rules beyond the permission matrix about who may change what of another user: the API enforces
// them, the dashboard uses them to decide what to offer. One home for each (docs/security.md).
import { ROLE_RANK, ROLES, type Role } from "./enums.ts";
import { isWithinPath } from "./scope.ts";

interface Someone {
  id: number;
  role: Role;
}

/** Nobody changes their own grants: not to make a temporary one permanent, not to add units. */
export function mayChangeAccessOf(actor: Someone, target: { id: number }): boolean {
  return actor.id !== target.id;
}

/**
 * An e-mail is who a user is: the set-password link goes there. A scoped editor may change it only
 * for a user all of whose units (`targetUnitPaths`, every grant, in force or not) lie in the
 * editor's scope (`scopeRoots`), or a super admin; otherwise the editor would take over access
 * held elsewhere.
 */
export function mayChangeEmailOf(actor: Someone, targetUnitPaths: readonly string[], scopeRoots: readonly string[] | "all"): boolean {
  if (actor.role === "super_admin" || scopeRoots === "all") return true;
  return targetUnitPaths.every((path) => scopeRoots.some((root) => isWithinPath(path, root)));
}

/** Raising someone to unit admin reaches every unit they hold: a super admin reviews it first. */
export function roleChangeNeedsReview(actorRole: Role, from: Role, to: Role): boolean {
  return actorRole !== "super_admin" && ROLE_RANK[to] > ROLE_RANK[from];
}

/** A user made by anyone but a super admin waits for a super admin's review (pending activation). */
export function newUserNeedsReview(actorRole: Role): boolean {
  return actorRole !== "super_admin";
}

/** Who manages other people's access (the access page, the bulk grant, welcome e-mails). */
export function mayManageAccess(role: Role): boolean {
  return role === "super_admin" || role === "unit_admin";
}

/** Only a super admin sets a user's status, an account's status, or runs the risk scan. */
export function isSuperAdmin(role: Role): boolean {
  return role === "super_admin";
}

/** Who may read unit reports (issue 32): super admins (any unit, the whole institution) and unit admins (their subtree). */
export function mayReadReports(role: Role): boolean {
  return role === "super_admin" || role === "unit_admin";
}

/** Who may list an account in the public directory (issue 20): unit admins (in scope) and super admins. */
export function mayPublishAccounts(role: Role): boolean {
  return role === "super_admin" || role === "unit_admin";
}

/** Edit: super admins always; unit admins on social media manager rows; a manager on their own row. */
export function mayEditUser(actor: Someone, target: Someone): boolean {
  if (actor.role === "super_admin") return true;
  if (actor.role === "unit_admin") return target.role === "social_media_manager";
  return actor.id === target.id;
}

/**
 * Which fields of a user they may edit a role may set: a super admin any; a unit admin the name,
 * e-mail, role, units and compliance fields; a manager their own name and compliance fields.
 * Status, passwords, counters and tokens belong to none but the super admin (or nobody).
 */
export function mayEditUserField(actorRole: Role, field: string, isComplianceField: boolean): boolean {
  if (actorRole === "super_admin") return true;
  if (field === "name" || isComplianceField) return true;
  return actorRole === "unit_admin" && (field === "email" || field === "role" || field === "organizations");
}

/** The roles a role may give: none above its own, and super admin only by a super admin. */
export function rolesGivableBy(actorRole: Role): readonly Role[] {
  return ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK[actorRole] && (role !== "super_admin" || actorRole === "super_admin"));
}

/** Manage access (the access page): super admins and unit admins, never on super admin rows, never on oneself. */
export function mayManageAccessOf(actor: Someone, target: Someone): boolean {
  return mayManageAccess(actor.role) && target.role !== "super_admin" && mayChangeAccessOf(actor, target);
}
