// Recertification campaigns (issue 18). A campaign covers the subtree under `unit_id`; opening it
// freezes one item per account and per access grant there, each with what was to be attested
// (`facts`, JSON) and, once decided, who decided what, when, and the audit entry that proves it.
// Items keep their unit's path, so a unit admin's list is a range scan like every scoped list.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { units, users } from "../schema.ts";

export const campaigns = sqliteTable(
  "campaigns",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    /** The root of the subtree under review; null: the whole institution (every top-level unit). */
    unitId: integer("unit_id").references(() => units.id),
    /** JSON array of shared/campaigns.ts CAMPAIGN_SUBJECTS. */
    subjects: text("subjects").notNull(),
    /** null, quarterly, semiannual or annual. */
    recurrence: text("recurrence"),
    /** The institution's calendar date (YYYY-MM-DD); items are overdue the day after. */
    dueDate: text("due_date").notNull(),
    status: text("status", { enum: ["draft", "open", "closed"] }).notNull().default("draft"),
    createdById: integer("created_by_id").references(() => users.id),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    openedAt: text("opened_at"),
    openedById: integer("opened_by_id"),
    closedAt: text("closed_at"),
    closedById: integer("closed_by_id"),
    /** When the 7-days-before reminder was recorded (it is sent once). */
    dueSoonNotifiedAt: text("due_soon_notified_at"),
    /** The campaign this one recurs from, and the one opened after it (set once, in the same transaction). */
    previousCampaignId: integer("previous_campaign_id"),
    nextCampaignId: integer("next_campaign_id"),
  },
  (t) => [index("campaigns_status_idx").on(t.status, t.dueDate), index("campaigns_unit_idx").on(t.unitId)],
);

export const campaignItems = sqliteTable(
  "campaign_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    campaignId: integer("campaign_id").notNull().references(() => campaigns.id),
    kind: text("kind", { enum: ["account", "access"] }).notNull(),
    /** The account's owning unit, or the unit of the grant; and its path when the campaign opened. */
    unitId: integer("unit_id").notNull(),
    unitPath: text("unit_path").notNull(),
    /** Whose unit admins review it: its own unit, else the nearest ancestor with unit admins (null: super admins). */
    reviewerUnitId: integer("reviewer_unit_id"),
    socialMediaId: integer("social_media_id"),
    /** The grantee of an access item. */
    userId: integer("user_id"),
    grantId: integer("grant_id"),
    /** The account's or the person's name, for sorting and search. */
    subjectName: text("subject_name").notNull(),
    /** JSON: what was to be attested, as it stood when the campaign opened (AccountAttestedFacts / AccessAttestedFacts). */
    facts: text("facts").notNull(),
    state: text("state", { enum: ["pending", "decided", "overdue"] }).notNull().default("pending"),
    decision: text("decision", { enum: ["attest", "changes_requested", "revoke", "flag"] }),
    decidedById: integer("decided_by_id"),
    decidedByName: text("decided_by_name"),
    decidedAt: text("decided_at"),
    note: text("note"),
    /** The decision's audit entry: an auditor checks its hash against `steward audit verify`. */
    auditEntryId: integer("audit_entry_id"),
    auditHash: text("audit_hash"),
    overdueAt: text("overdue_at"),
    escalatedAt: text("escalated_at"),
    escalationUnitId: integer("escalation_unit_id"),
    /** The risk flag the decision (flag) or the overdue sweep (attestation_overdue) raised. */
    flagId: integer("flag_id"),
  },
  (t) => [
    index("campaign_items_scope_idx").on(t.campaignId, t.unitPath, t.id),
    index("campaign_items_state_idx").on(t.campaignId, t.state),
    index("campaign_items_account_idx").on(t.socialMediaId),
    index("campaign_items_path_idx").on(t.unitPath),
    // Escalation and notices work per reviewer unit.
    index("campaign_items_reviewer_idx").on(t.campaignId, t.reviewerUnitId),
  ],
);
