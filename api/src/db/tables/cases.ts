// Cases (issue 34): what the public report form sends, from the moment it arrives ("received",
// waiting for its sender to confirm their address) to its outcome. One row per report: confirming
// turns it into a case (state "confirmed"); an unconfirmed one is deleted once its link expires.
// Every text is kept as the sender typed it (plain text, never HTML): whoever shows it escapes it.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { socialMedias, units } from "../schema.ts";

export const cases = sqliteTable(
  "cases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** impostor | removal (shared/case-rules.ts REPORT_KINDS). */
    kind: text("kind").notNull(),
    /** shared/case-rules.ts CASE_STATES. */
    state: text("state").notNull(),
    /** The official account concerned, when the report names one of the directory's. */
    accountId: integer("account_id").references(() => socialMedias.id, { onDelete: "set null" }),
    /** The unit the case is routed to; null: the super admins'. */
    unitId: integer("unit_id").references(() => units.id, { onDelete: "set null" }),
    impostorUrl: text("impostor_url"),
    /** JSON array of http(s) addresses. */
    evidenceLinks: text("evidence_links").notNull().default("[]"),
    claimedUnitName: text("claimed_unit_name"),
    description: text("description"),
    officialAccountUrl: text("official_account_url"),
    contentUrl: text("content_url"),
    contentKind: text("content_kind"),
    statement: text("statement"),
    signature: text("signature"),
    /** The sender's contact: blanked (and reporter_redacted_at set) after the retention period of a closed case. */
    reporterName: text("reporter_name"),
    reporterEmail: text("reporter_email"),
    reporterPhone: text("reporter_phone"),
    reporterLocale: text("reporter_locale").notNull(),
    reporterRedactedAt: text("reporter_redacted_at"),
    /** SHA-256 of the confirmation link's token; the token itself is only in the e-mail. */
    tokenHash: text("token_hash").notNull(),
    tokenExpiresAt: text("token_expires_at").notNull(),
    reportedAt: text("reported_at").notNull(),
    confirmedAt: text("confirmed_at"),
    updatedAt: text("updated_at").notNull(),
    closedAt: text("closed_at"),
    refusalReason: text("refusal_reason"),
    platformTicket: text("platform_ticket"),
    /** JSON array of the user ids the case was routed to at confirmation. */
    owners: text("owners").notNull().default("[]"),
    /** A removal request's 48-hour clock: due at, and each step done once. */
    dueAt: text("due_at"),
    reminderSentAt: text("reminder_sent_at"),
    escalatedAt: text("escalated_at"),
    breachedAt: text("breached_at"),
  },
  (t) => [
    uniqueIndex("cases_token_hash_idx").on(t.tokenHash),
    // The clock sweep: open removal requests by due time; the expiry of unconfirmed reports.
    index("cases_state_due_idx").on(t.state, t.dueAt),
    index("cases_state_expires_idx").on(t.state, t.tokenExpiresAt),
    index("cases_account_idx").on(t.accountId),
    index("cases_unit_idx").on(t.unitId),
  ],
);
