// Incidents (issue 34): an account reported compromised, its copy of the institution's playbook
// (one row per step) and the playbook template itself. An account has at most one open incident,
// held by a partial unique index; while it is open the account is locked in the registry and out
// of the public "verified" answers (directory-repo.ts reads `state = 'open'`).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { flags, socialMedias, users } from "../schema.ts";

export const incidents = sqliteTable(
  "incidents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    socialMediaId: integer("social_media_id")
      .notNull()
      .references(() => socialMedias.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["open", "closed"] }).notNull().default("open"),
    summary: text("summary").notNull(),
    openedById: integer("opened_by_id").references(() => users.id),
    openedAt: text("opened_at").notNull(),
    closedById: integer("closed_by_id").references(() => users.id),
    closedAt: text("closed_at"),
    closingNote: text("closing_note"),
    /** Why it closed with required steps left undone. */
    closeReason: text("close_reason"),
    /** The "compromised" risk flag it raised; resolved when it closes. */
    flagId: integer("flag_id").references(() => flags.id),
  },
  (t) => [
    uniqueIndex("incidents_one_open_per_account").on(t.socialMediaId).where(sql`state = 'open'`),
    index("incidents_account_idx").on(t.socialMediaId, t.id),
    index("incidents_state_opened_idx").on(t.state, t.openedAt),
  ],
);

export const incidentSteps = sqliteTable(
  "incident_steps",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    incidentId: integer("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    titleEn: text("title_en").notNull().default(""),
    titleEs: text("title_es").notNull().default(""),
    required: integer("required", { mode: "boolean" }).notNull().default(true),
    automatic: integer("automatic", { mode: "boolean" }).notNull().default(false),
    assigneeId: integer("assignee_id").references(() => users.id),
    doneAt: text("done_at"),
    doneById: integer("done_by_id").references(() => users.id),
    note: text("note"),
  },
  (t) => [index("incident_steps_incident_idx").on(t.incidentId, t.position)],
);

/** The institution's playbook: one row (id 1) once a super admin saved it; the default steps until then. */
export const incidentPlaybook = sqliteTable("incident_playbook", {
  id: integer("id").primaryKey(),
  /** JSON: PlaybookStep[] (shared/schemas/incidents.ts). */
  steps: text("steps").notNull(),
  updatedAt: text("updated_at").notNull(),
  updatedById: integer("updated_by_id").references(() => users.id),
});
