// Notifications (issue 19): what each person chose per event type, the digest entries waiting for
// their daily or weekly e-mail, the key that signs unsubscribe links, and which access-expiry
// notices were already given. Written by the fan-out and digest jobs (api/src/notifications/).
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../schema.ts";
import { events } from "./events.ts";

/** A row only where a person chose; otherwise shared DEFAULT_DELIVERY holds. */
export const notificationPreferences = sqliteTable(
  "notification_preferences",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    /** One of shared/events.ts EVENT_TYPES. */
    eventType: text("event_type").notNull(),
    delivery: text("delivery", { enum: ["immediate", "daily", "weekly", "off"] }).notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventType] })],
);

/** One event for one person's next digest; `sentAt` once it went into a queued e-mail (or was dropped). */
export const digestEntries = sqliteTable(
  "digest_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id").notNull().references(() => events.id),
    period: text("period", { enum: ["daily", "weekly"] }).notNull(),
    createdAt: text("created_at").notNull(),
    sentAt: text("sent_at"),
  },
  (t) => [uniqueIndex("digest_entries_user_event_idx").on(t.userId, t.eventId), index("digest_entries_due_idx").on(t.period, t.sentAt, t.userId)],
);

/** Keys made once per installation and shared by every instance (the unsubscribe links' HMAC key). */
export const notificationKeys = sqliteTable("notification_keys", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: text("created_at").notNull(),
});

/**
 * The access-expiry notices already given: one per person, unit, end date and notice (7 days, 1
 * day). Keyed by what the grant means rather than its row id, which an access edit may replace;
 * a grant extended to a new end date is noticed again.
 */
export const accessExpiryNotices = sqliteTable(
  "access_expiry_notices",
  {
    userId: integer("user_id").notNull(),
    unitId: integer("unit_id").notNull(),
    endDate: text("end_date").notNull(),
    notice: text("notice", { enum: ["7d", "1d"] }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.unitId, t.endDate, t.notice] })],
);
