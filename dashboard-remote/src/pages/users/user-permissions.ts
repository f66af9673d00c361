// What the users table offers on a row: the rules themselves are shared/user-rules.ts, which the
// API enforces, so a button never leads to a refusal.
import { mayEditUser, mayManageAccessOf, type PublicUser } from "@steward/shared";

type Who = Pick<PublicUser, "id" | "role">;

/** Manage access: super admins and unit admins, never on super admin rows, never on oneself. */
export const canManageAccess = (actor: Who, row: Who): boolean => mayManageAccessOf(actor, row);

/** Edit: super admins always; unit admins on social media manager rows; a manager on their own row. */
export const canEditUser = (actor: Who, row: Who): boolean => mayEditUser(actor, row);
