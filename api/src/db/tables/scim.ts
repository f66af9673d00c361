// SCIM 2.0 provisioning (issue 17): the bearer tokens an identity provider provisions with, and what
// Steward keeps about each provisioned person beyond the user row (docs/decisions.md, "Identity
// providers and SCIM (issue 17)").
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../schema.ts";

/**
 * A provisioning token. Only its SHA-256 is kept; the token itself is shown once, when made. A
 * revoked token stays (the audit log names it) and its name may be taken again.
 */
export const scimTokens = sqliteTable(
  "scim_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").notNull(),
    createdById: integer("created_by_id").references(() => users.id),
    createdAt: text("created_at").notNull(),
    revokedById: integer("revoked_by_id").references(() => users.id),
    revokedAt: text("revoked_at"),
    /** Updated at most once an hour, so that reading it costs no write per request. */
    lastUsedAt: text("last_used_at"),
  },
  (t) => [
    uniqueIndex("scim_tokens_hash_unique").on(t.tokenHash),
    uniqueIndex("scim_tokens_live_name_unique").on(t.name).where(sql`revoked_at IS NULL`),
  ],
);

/**
 * A user as the provider sees them: the provider's own id for the person (externalId), the name
 * parts it sent (Steward keeps one name), and what SCIM itself did to their status, so that a
 * provider's `active: true` undoes only its own deactivation, never a super admin's.
 */
export const scimUsers = sqliteTable(
  "scim_users",
  {
    userId: integer("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
    externalId: text("external_id"),
    givenName: text("given_name"),
    familyName: text("family_name"),
    /** The displayName the provider last sent (null: it never sent one, the name comes from the parts). */
    displayName: text("display_name"),
    /** The audit entry of SCIM's own deactivation of this user; null when SCIM did not deactivate them. */
    deactivationAuditId: integer("deactivation_audit_id"),
    /** The status that deactivation ended (active or pending_activation), restored by `active: true`. */
    statusBeforeDeactivation: text("status_before_deactivation", { enum: ["active", "pending_activation"] }),
    /** Set by a SCIM DELETE: the user stays in Steward (inactive) and is gone for SCIM (RFC 7644 3.6). */
    deletedAt: text("deleted_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("scim_users_external_id_idx").on(t.externalId)],
);
