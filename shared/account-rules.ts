// Rules about social media accounts beyond the permission matrix: the API enforces them
// (api/src/policies/social-medias.ts), the dashboard uses them to decide what to offer.
import type { Role, SocialMediaStatus } from "./enums.ts";
import { SOCIAL_MEDIA_TRANSITIONS } from "./enums.ts";

/** A super admin's new account is active at once; anyone else's waits for a super admin's approval. */
export function newAccountStatus(role: Role): "active" | "pending_approval" {
  return role === "super_admin" ? "active" : "pending_approval";
}

/** decisions.md: only the listed moves between statuses (the route lets only super admins make them). */
export function mayMoveAccount(from: SocialMediaStatus, to: SocialMediaStatus): boolean {
  return SOCIAL_MEDIA_TRANSITIONS[from].includes(to);
}

/** A pending account may be rejected, by whoever may approve it (the route's rule); nothing else. */
export function mayRejectAccount(status: SocialMediaStatus): boolean {
  return status === "pending_approval";
}
