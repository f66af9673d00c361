// Offboarding with handover (issue 19): when a person leaves, each account they held gets three
// handover tasks (rotate the password, remove their platform access, confirm the recovery
// contacts), assigned to the account's new primary administrator. A task is open, done, or
// overdue (14 days after it was opened, marked by the scheduler). `offboarding_completed` on the
// user becomes true when every task of their offboarding is done.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { socialMedias, users } from "../schema.ts";

export const handoverTasks = sqliteTable(
  "handover_tasks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** shared/schemas/offboarding.ts HANDOVER_TASK_KINDS. */
    kind: text("kind", { enum: ["rotate_password", "remove_platform_access", "confirm_recovery_contacts"] }).notNull(),
    state: text("state", { enum: ["open", "done", "overdue"] }).notNull().default("open"),
    socialMediaId: integer("social_media_id")
      .notNull()
      .references(() => socialMedias.id, { onDelete: "cascade" }),
    /** The person who left (whose offboarding opened it). */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** Who must do it: the account's primary administrator after the handover. */
    assigneeId: integer("assignee_id").references(() => users.id),
    openedById: integer("opened_by_id"),
    openedAt: text("opened_at").notNull(),
    /** openedAt + 14 days: past it, an open task becomes overdue. */
    dueAt: text("due_at").notNull(),
    overdueAt: text("overdue_at"),
    doneAt: text("done_at"),
    doneById: integer("done_by_id"),
    note: text("note"),
  },
  (t) => [
    index("handover_tasks_state_due_idx").on(t.state, t.dueAt),
    index("handover_tasks_account_idx").on(t.socialMediaId, t.id),
    index("handover_tasks_user_idx").on(t.userId, t.state),
    index("handover_tasks_assignee_idx").on(t.assigneeId, t.state),
  ],
);
