// The event outbox: what a change must tell the world is written here in the change's own
// transaction (api/src/events/record-event.ts) and fanned out later by a scheduled job, so no event
// is lost on a crash and none is sent for a change that rolled back.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const events = sqliteTable(
  "events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** One of shared/events.ts EVENT_TYPES. */
    type: text("type").notNull(),
    occurredAt: text("occurred_at").notNull(),
    /** The unit whose scope the event concerns (null: the whole institution). */
    unitId: integer("unit_id"),
    actorId: integer("actor_id"),
    /** The entity it is about, e.g. ("social_media", 12). */
    subjectType: text("subject_type").notNull(),
    subjectId: integer("subject_id"),
    /** JSON array of user ids when the change knows exactly who must hear; null: by role and scope. */
    recipients: text("recipients"),
    /** JSON object with what a message needs (names, states, dates). Never secrets. */
    payload: text("payload").notNull().default("{}"),
    /** Set by the fan-out job once every delivery for this event has been queued. */
    dispatchedAt: text("dispatched_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("events_undispatched_idx").on(t.dispatchedAt, t.id), index("events_type_idx").on(t.type, t.id)],
);
