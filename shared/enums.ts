// The product's enumerations, spelled exactly as product-spec.md section 3 and decisions.md fix them.

export const ROLES = ["super_admin", "unit_admin", "social_media_manager"] as const;
export type Role = (typeof ROLES)[number];
/** Higher rank may do what a lower one may; nobody raises a role above their own. */
export const ROLE_RANK: Record<Role, number> = { super_admin: 3, unit_admin: 2, social_media_manager: 1 };

export const USER_STATUSES = ["active", "inactive", "pending_activation", "rejected"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const UNIT_TYPES = [
  "higher_education_institution",
  "government_agency",
  "healthcare_system",
  "corporate_enterprise",
  "nonprofit_organization",
  "division",
  "school_faculty",
  "department",
  "office",
  "program",
  "initiative",
  "other",
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
export const TOP_LEVEL_UNIT_TYPES = [
  "higher_education_institution",
  "government_agency",
  "healthcare_system",
  "corporate_enterprise",
  "nonprofit_organization",
  "other",
] as const satisfies readonly UnitType[];
export const SUB_UNIT_TYPES = [
  "division",
  "school_faculty",
  "department",
  "office",
  "program",
  "initiative",
  "other",
] as const satisfies readonly UnitType[];
/** Type options follow the unit's level: top-level types without a parent, sub-unit types below one. */
export function unitTypesFor(hasParent: boolean): readonly UnitType[] {
  return hasParent ? SUB_UNIT_TYPES : TOP_LEVEL_UNIT_TYPES;
}

export const UNIT_STATUSES = ["active", "inactive", "pending_review"] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const ACCESS_TYPES = ["permanent", "temporary"] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const PLATFORMS = ["facebook", "instagram", "twitter", "linkedin", "tiktok", "youtube", "other"] as const;
export type Platform = (typeof PLATFORMS)[number];
export const LATEST_POST_PLATFORMS = ["youtube", "twitter"] as const satisfies readonly Platform[];

export const SOCIAL_MEDIA_STATUSES = ["active", "inactive", "in_transition", "pending_approval"] as const;
export type SocialMediaStatus = (typeof SOCIAL_MEDIA_STATUSES)[number];
/** decisions.md: the only transitions, all by a super admin. */
export const SOCIAL_MEDIA_TRANSITIONS: Record<SocialMediaStatus, readonly SocialMediaStatus[]> = {
  pending_approval: ["in_transition"],
  in_transition: ["active"],
  active: ["inactive"],
  inactive: ["active"],
};

export const VERIFICATION_STATUSES = ["verified", "notVerified", "pending"] as const;
export const THIRD_PARTY_MANAGEMENT = ["yes", "no"] as const;
export const PASSWORD_MANAGEMENT_PRACTICES = ["Password Manager", "Manual", "Other"] as const;
export const LINKED_TOOLS = ["Hootsuite", "Canva", "Sprout", "Other"] as const;

export const AUDIT_ACTIONS = [
  "create",
  "update",
  "delete",
  "approval",
  // A pending account refused by whoever may approve it (issue 33).
  "rejection",
  "flag_resolution",
  "policy_acknowledgment",
  "user_creation",
  "password_recovery",
  "password_reset",
  "attestation",
  "offboarding",
  // A super admin's test of the identity provider's settings (issue 33): nobody signed in.
  "sign_in_test",
  // The chain's own entries (audit-signature.ts): a signed head, and a restore from a backup.
  "audit_head_signed",
  "database_restored",
  // Issue 34: a case's life (the report's confirmation is its "create").
  "case_state_change",
  "case_clock_reminder",
  "case_clock_escalation",
  "case_clock_breach",
  "contact_redaction",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ENTITIES = [
  "users",
  "organization",
  "social-medias",
  "policies",
  "acknowledgments",
  "flags",
  "review-requests",
  "access",
  "campaigns",
  "identity-links",
  "identity-group-mappings",
  "identity-provider-settings",
  "scim-tokens",
  "notification-preferences",
  "webhooks",
  "handover-tasks",
  "audit-log",
  "report-schedules",
  "incidents",
  "incident-playbook",
  "cases",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const FLAG_CATEGORIES = [
  "missing_backup_admin",
  "admin_without_two_factor",
  "admin_training_incomplete",
  "unverified_account",
  "dormant_account",
  "third_party_without_contact",
  "impersonation_suspected",
  "policy_violation",
  "compromised",
  "attestation_overdue",
  "other",
] as const;
export const FLAG_SEVERITIES = ["low", "medium", "high", "critical"] as const;
export const FLAG_STATUSES = ["open", "in_review", "resolved", "dismissed"] as const;

export const REVIEW_REQUEST_STATUSES = ["open", "approved", "rejected"] as const;
