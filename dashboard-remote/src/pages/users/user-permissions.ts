import type { PublicUser } from "@steward/shared";

type Who = Pick<PublicUser, "id" | "role">;

/** product-spec.md section 6: manage access for super admins and unit admins, never on super admin rows. */
export function canManageAccess(actor: Who, row: Who): boolean {
  return (actor.role === "super_admin" || actor.role === "unit_admin") && row.role !== "super_admin";
}

/** Edit: super admins always; unit admins on social media manager rows; a manager on their own row. */
export function canEditUser(actor: Who, row: Who): boolean {
  if (actor.role === "super_admin") return true;
  if (actor.role === "unit_admin") return row.role === "social_media_manager";
  return actor.id === row.id;
}
