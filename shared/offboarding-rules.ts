// Who may offboard whom, and who may close a handover task or record an account's activity: rules
// beyond the matrix, used by the API to enforce and by the dashboard to decide what to offer.
import type { Role } from "./enums.ts";
import { isWithinPath } from "./scope.ts";

interface Someone {
  id: number;
  role: Role;
}

/** The roles that may offboard anyone at all (the route's role rule). */
export function mayOffboardUsers(role: Role): boolean {
  return role === "super_admin" || role === "unit_admin";
}

/**
 * Offboard a person: a super admin anyone but themselves; a unit admin a unit admin or manager all
 * of whose units (every grant, in force or not: `targetUnitPaths`) lie in their scope.
 */
export function mayOffboard(actor: Someone, target: Someone, targetUnitPaths: readonly string[], scopeRoots: readonly string[] | "all"): boolean {
  if (actor.id === target.id) return false;
  if (actor.role === "super_admin") return true;
  if (actor.role !== "unit_admin" || target.role === "super_admin") return false;
  if (scopeRoots === "all") return true;
  return targetUnitPaths.length > 0 && targetUnitPaths.every((path) => scopeRoots.some((root) => isWithinPath(path, root)));
}

/**
 * A unit the leaver was the last unit admin of is answered by the successor when the successor is
 * an active unit admin the caller may give access to (not the caller: nobody changes their own access).
 */
export function successorAnswersUnits(actor: Someone, successor: Someone & { status: string }): boolean {
  return successor.role === "unit_admin" && successor.status === "active" && successor.id !== actor.id;
}

/** Close a handover task: the person it is assigned to, a super admin, or a unit admin whose scope holds the account. */
export function mayCloseHandoverTask(actor: Someone, task: { assigneeId: number | null }, accountInScope: boolean): boolean {
  if (task.assigneeId === actor.id) return true;
  if (actor.role === "super_admin") return true;
  return actor.role === "unit_admin" && accountInScope;
}

/** Record an account's last activity by hand: super admins, unit admins in scope, and the account's own administrators and managers. */
export function mayRecordActivity(actor: Someone, account: { adminIds: readonly number[]; managerIds: readonly number[] }, accountInScope: boolean): boolean {
  if (actor.role === "super_admin") return true;
  if (actor.role === "unit_admin" && accountInScope) return true;
  return accountInScope && (account.adminIds.includes(actor.id) || account.managerIds.includes(actor.id));
}
