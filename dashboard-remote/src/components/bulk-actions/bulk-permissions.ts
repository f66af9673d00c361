// Which bulk actions a viewer is offered: those whose one-at-a-time route their role passes (the
// API checks the same rules per action: routes/bulk-actions.routes.ts).
import { can, isSuperAdmin, mayPublishAccounts, type AccountBulkAction, type Role, type UserBulkAction } from "@steward/shared";

export function accountBulkActionsFor(role: Role): AccountBulkAction[] {
  return [
    ...(isSuperAdmin(role) ? (["approve", "activate", "deactivate"] as const) : []),
    ...(mayPublishAccounts(role) ? (["publish", "unpublish"] as const) : []),
    ...(can(role, "SOCIAL_MEDIAS", "update") ? (["reassignPrimaryAdmin", "addManager", "removeManager"] as const) : []),
  ];
}

/** Users: status changes, a super admin's (PUT /users/status). */
export function userBulkActionsFor(role: Role): UserBulkAction[] {
  return isSuperAdmin(role) ? ["activate", "deactivate"] : [];
}
