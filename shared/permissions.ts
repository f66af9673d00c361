// The role matrix of product-spec.md section 6: the single source for API enforcement and UI display.
import type { Role } from "./enums.ts";

export const RESOURCES = [
  "DASHBOARD",
  "UNITS",
  "USERS",
  "SOCIAL_MEDIAS",
  "FLAGS",
  "POLICIES",
  "REVIEW_REQUESTS",
  "AUDIT_LOGS",
  "CAMPAIGNS",
] as const;
export type Resource = (typeof RESOURCES)[number];

export const ACTIONS = ["create", "read", "update", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

const CRUD: readonly Action[] = ["create", "read", "update", "delete"];
const NONE: readonly Action[] = [];

export const PERMISSIONS: Record<Resource, Record<Role, readonly Action[]>> = {
  DASHBOARD: { super_admin: CRUD, unit_admin: CRUD, social_media_manager: CRUD },
  UNITS: { super_admin: CRUD, unit_admin: ["read", "update"], social_media_manager: ["read"] },
  USERS: { super_admin: CRUD, unit_admin: ["create", "read", "update"], social_media_manager: ["read", "update"] },
  SOCIAL_MEDIAS: { super_admin: CRUD, unit_admin: ["create", "read", "update"], social_media_manager: ["read"] },
  FLAGS: { super_admin: CRUD, unit_admin: ["create", "read", "update"], social_media_manager: ["read"] },
  POLICIES: { super_admin: CRUD, unit_admin: ["read"], social_media_manager: ["read"] },
  REVIEW_REQUESTS: { super_admin: ["read", "update"], unit_admin: NONE, social_media_manager: NONE },
  AUDIT_LOGS: { super_admin: ["read"], unit_admin: ["read"], social_media_manager: NONE },
  // Recertification (issue 18): unit admins read campaigns and decide the items in their scope.
  CAMPAIGNS: { super_admin: CRUD, unit_admin: ["read", "update"], social_media_manager: NONE },
};

export function can(role: Role, resource: Resource, action: Action): boolean {
  return PERMISSIONS[resource][role].includes(action);
}

/** Super admins bypass unit scope everywhere except the audit log (decisions.md). */
export function bypassesScope(role: Role, resource: Resource): boolean {
  return role === "super_admin" && resource !== "AUDIT_LOGS";
}
