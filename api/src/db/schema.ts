// The whole product's schema, designed once. Times are ISO-8601 UTC strings, calendar dates are
// YYYY-MM-DD; booleans are SQLite integers. Unit paths (`/1/4/9/`) make scope a range scan.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from "drizzle-orm/sqlite-core";

const createdAt = () => text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () => text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["super_admin", "unit_admin", "social_media_manager"] }).notNull(),
    status: text("status", { enum: ["active", "inactive", "pending_activation", "rejected"] }).notNull(),
    loginAttempts: integer("login_attempts").notNull().default(0),
    lockedUntil: text("locked_until"),
    passwordUpdatedAt: text("password_updated_at"),
    isEnabledTwoFactor: flag("is_enabled_two_factor"),
    isInUseSecurePassword: flag("is_in_use_secure_password"),
    isAcceptedPolicies: flag("is_accepted_policies"),
    isCompletedTrainingAccessibility: flag("is_completed_training_accessibility"),
    isCompletedTrainingRisk: flag("is_completed_training_risk"),
    isCompletedTrainingBrand: flag("is_completed_training_brand"),
    hasKnowledgeStandards: flag("has_knowledge_standards"),
    offboardingCompleted: flag("offboarding_completed"),
    adminPolicyAgreement: flag("admin_policy_agreement"),
    dateOfLastTraining: text("date_of_last_training"),
    dateOfLastPolicyReview: text("date_of_last_policy_review"),
    rejectReason: text("reject_reason"),
    // The person's chosen language ("en" | "es-CO"); null: the institution's STEWARD_DEFAULT_LOCALE.
    locale: text("locale"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_role_status_idx").on(t.role, t.status),
    index("users_name_idx").on(t.name),
  ],
);

export const units = sqliteTable(
  "units",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    parentId: integer("parent_id").references((): AnySQLiteColumn => units.id),
    path: text("path").notNull(),
    depth: integer("depth").notNull(),
    adminId: integer("admin_id").references(() => users.id),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    status: text("status", { enum: ["active", "inactive", "pending_review"] }).notNull(),
    description: text("description").notNull().default(""),
    delegatedPermissions: flag("delegated_permissions"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("units_path_unique").on(t.path),
    index("units_parent_idx").on(t.parentId),
    index("units_name_idx").on(t.name),
    index("units_status_idx").on(t.status),
    index("units_admin_idx").on(t.adminId),
  ],
);

export const unitBackupAdmins = sqliteTable(
  "unit_backup_admins",
  {
    unitId: integer("unit_id").notNull().references(() => units.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.userId] }), index("unit_backup_admins_user_idx").on(t.userId)],
);

export const accessGrants = sqliteTable(
  "access_grants",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").notNull().references(() => units.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["permanent", "temporary"] }).notNull(),
    startDate: text("start_date"),
    endDate: text("end_date"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("access_grants_user_unit_unique").on(t.userId, t.unitId),
    index("access_grants_unit_idx").on(t.unitId),
    index("access_grants_end_idx").on(t.type, t.endDate),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use tokens for set-password (welcome) and reset-password links; only the hash is kept. */
export const passwordTokens = sqliteTable(
  "password_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: ["welcome", "reset"] }).notNull(),
    /** The address the link was sent to: the token works only while the user still has it (issue 27). */
    sentTo: text("sent_to"),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_tokens_hash_unique").on(t.tokenHash), index("password_tokens_user_idx").on(t.userId)],
);

export const reviewRequests = sqliteTable(
  "review_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    requestedById: integer("requested_by_id").references(() => users.id),
    /** Set when the request is to raise an existing user's role; null when it is to activate a new user. */
    requestedRole: text("requested_role", { enum: ["super_admin", "unit_admin", "social_media_manager"] }),
    status: text("status", { enum: ["open", "approved", "rejected"] }).notNull().default("open"),
    reason: text("reason"),
    decidedById: integer("decided_by_id").references(() => users.id),
    decidedAt: text("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [index("review_requests_status_idx").on(t.status, t.id), index("review_requests_user_idx").on(t.userId)],
);

export const socialMedias = sqliteTable(
  "social_medias",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    profileUrl: text("profile_url").notNull(),
    platform: text("platform").notNull(),
    creationDate: text("creation_date").notNull(),
    primaryAdminId: integer("primary_admin_id").references(() => users.id),
    backupAdminId: integer("backup_admin_id").references(() => users.id),
    adminContactEmails: text("admin_contact_emails", { mode: "json" }).$type<string[]>().notNull().default([]),
    accountHandle: text("account_handle").notNull().default(""),
    businessId: text("business_id").notNull().default(""),
    contactEmail: text("contact_email").notNull().default(""),
    contactPhone: text("contact_phone").notNull().default(""),
    thirdPartyManagement: text("third_party_management", { enum: ["yes", "no"] }).notNull().default("no"),
    thirdPartyProvider: text("third_party_provider").notNull().default(""),
    thirdPartyContact: text("third_party_contact").notNull().default(""),
    passwordManagementPractice: text("password_management_practice"),
    linkedTools: text("linked_tools", { mode: "json" }).$type<string[]>().notNull().default([]),
    verificationStatus: text("verification_status").notNull().default("pending"),
    platformSupportDetails: text("platform_support_details").notNull().default(""),
    notes: text("notes").notNull().default(""),
    status: text("status", { enum: ["active", "inactive", "in_transition", "pending_approval"] }).notNull(),
    backupContactInfo: text("backup_contact_info").notNull().default(""),
    deactivationReason: text("deactivation_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("social_medias_status_idx").on(t.status, t.id),
    index("social_medias_platform_idx").on(t.platform, t.id),
    index("social_medias_primary_admin_idx").on(t.primaryAdminId),
    index("social_medias_backup_admin_idx").on(t.backupAdminId),
    index("social_medias_name_idx").on(t.name),
  ],
);

/** An account belongs to one or more units; position 0 is its owning ("assigned") unit. */
export const socialMediaUnits = sqliteTable(
  "social_media_units",
  {
    socialMediaId: integer("social_media_id").notNull().references(() => socialMedias.id, { onDelete: "cascade" }),
    unitId: integer("unit_id").notNull().references(() => units.id),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.socialMediaId, t.unitId] }), index("social_media_units_unit_idx").on(t.unitId, t.socialMediaId)],
);

export const socialMediaManagers = sqliteTable(
  "social_media_managers",
  {
    socialMediaId: integer("social_media_id").notNull().references(() => socialMedias.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.socialMediaId, t.userId] }), index("social_media_managers_user_idx").on(t.userId)],
);

export const latestPosts = sqliteTable("latest_posts", {
  socialMediaId: integer("social_media_id").primaryKey().references(() => socialMedias.id, { onDelete: "cascade" }),
  platform: text("platform").notNull(),
  data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  fetchedAt: text("fetched_at").notNull(),
});

export const policies = sqliteTable(
  "policies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    version: integer("version").notNull(),
    text: text("text", { mode: "json" }).$type<unknown>().notNull(),
    createdById: integer("created_by_id").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("policies_version_unique").on(t.version)],
);

export const policyAcknowledgments = sqliteTable(
  "policy_acknowledgments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    policyId: integer("policy_id").notNull().references(() => policies.id),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("policy_ack_user_policy_unique").on(t.userId, t.policyId)],
);

export const flags = sqliteTable(
  "flags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    socialMediaId: integer("social_media_id").notNull().references(() => socialMedias.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    severity: text("severity", { enum: ["low", "medium", "high", "critical"] }).notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ["open", "in_review", "resolved", "dismissed"] }).notNull().default("open"),
    source: text("source", { enum: ["user", "scan"] }).notNull(),
    raisedById: integer("raised_by_id").references(() => users.id),
    resolutionNote: text("resolution_note"),
    resolvedAt: text("resolved_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("flags_social_media_status_idx").on(t.socialMediaId, t.status),
    index("flags_status_severity_idx").on(t.status, t.severity),
  ],
);

/** E-mails are queued here in the change's own transaction and delivered by a transport. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** JSON object of extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post); null: none. */
    headers: text("headers"),
    /** JSON array of files sent with it ({filename, contentType, base64}: a scheduled report); null: none. */
    attachments: text("attachments"),
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    lockedUntil: text("locked_until"),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

/**
 * Append-only and hash-chained: `hash` = SHA-256 over the canonical entry including `prev_hash`,
 * so an edit, removal or reordering breaks the chain. Written only by audit/write-audit.ts.
 */
export const auditLogs = sqliteTable(
  "audit_logs",
  {
    id: integer("id").primaryKey(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    documentId: integer("document_id"),
    userId: integer("user_id"),
    userName: text("user_name"),
    userRole: text("user_role"),
    prev: text("prev"),
    current: text("current"),
    organizations: text("organizations").notNull(),
    createdAt: text("created_at").notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [
    index("audit_logs_entity_doc_idx").on(t.entity, t.documentId, t.id),
    index("audit_logs_action_idx").on(t.action, t.id),
    index("audit_logs_user_idx").on(t.userId, t.id),
    index("audit_logs_created_idx").on(t.createdAt),
  ],
);

/** The units an audit entry concerns, so a unit admin's audit list is an indexed join. */
export const auditLogUnits = sqliteTable(
  "audit_log_units",
  {
    auditLogId: integer("audit_log_id").notNull().references(() => auditLogs.id),
    unitId: integer("unit_id").notNull(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.auditLogId] }), index("audit_log_units_entry_idx").on(t.auditLogId)],
);
