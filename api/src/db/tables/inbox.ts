// The inbox (issue 33): one row per person told of an event in the dashboard, written by the same
// fan-out that queues their e-mail (api/src/notifications/fan-out.ts), so one rule decides both.
// A row names the event and keeps no text: the sentence is said in the reader's language when read.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../schema.ts";
import { events } from "./events.ts";

export const inboxItems = sqliteTable(
  "inbox_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id").notNull().references(() => events.id),
    createdAt: text("created_at").notNull(),
    /** When its reader marked it read; null while unread. */
    readAt: text("read_at"),
  },
  (t) => [
    // One item per person and event, even if a batch were fanned out twice.
    uniqueIndex("inbox_items_user_event_idx").on(t.userId, t.eventId),
    // A person's list newest first, and their unread count.
    index("inbox_items_user_idx").on(t.userId, t.id),
    index("inbox_items_unread_idx").on(t.userId, t.readAt),
    // Housekeeping: an event stays while an item names it.
    index("inbox_items_event_idx").on(t.eventId),
  ],
);
