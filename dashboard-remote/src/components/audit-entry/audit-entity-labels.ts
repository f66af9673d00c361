import type { AuditEntity } from "@steward/shared";

/** The audit log's entities as people name them (the data's are the API's plural path names). */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  users: "User",
  organization: "Unit",
  "social-medias": "Social media account",
  policies: "Policy",
  acknowledgments: "Policy acceptance",
  flags: "Risk flag",
  "review-requests": "Review request",
  access: "Unit access",
  campaigns: "Recertification campaign",
  "identity-links": "Identity provider link",
  "identity-group-mappings": "Group mappings",
  "scim-tokens": "SCIM token",
  "notification-preferences": "Notification settings",
  webhooks: "Webhook",
  "handover-tasks": "Handover task",
  "audit-log": "Audit log",
};

export function auditEntityLabel(entity: string): string {
  return (AUDIT_ENTITY_LABELS as Record<string, string>)[entity] ?? entity.replace(/[-_]/g, " ");
}
