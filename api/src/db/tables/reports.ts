// Report schedules (issue 32): a person asks for a unit's report (or the whole institution's) to be
// e-mailed to themselves monthly or quarterly. The scheduler's `report-schedules` job sends the
// ones whose day has come, after asking again whether the person still reaches the unit.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { units, users } from "../schema.ts";

export const reportSchedules = sqliteTable(
  "report_schedules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Who asked, and who receives it (only themselves: decisions.md "Unit reports"). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The report's unit; null: the whole institution. */
    unitId: integer("unit_id").references(() => units.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: ["monthly", "quarterly"] }).notNull(),
    format: text("format", { enum: ["pdf", "xlsx"] }).notNull(),
    /** The institution's calendar date (YYYY-MM-DD) of the next sending: the 1st of a month. */
    nextRunOn: text("next_run_on").notNull(),
    lastSentAt: text("last_sent_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("report_schedules_due_idx").on(t.nextRunOn), index("report_schedules_user_idx").on(t.userId, t.id)],
);
