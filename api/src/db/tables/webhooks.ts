// Webhooks (issue 19): the receivers super admins configure, one delivery per event and webhook
// (queued by the fan-out in the event's batch transaction), and every attempt to send it.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "../schema.ts";
import { events } from "./events.ts";

export const webhooks = sqliteTable("webhooks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  url: text("url").notNull(),
  /** JSON array of event types, or ["*"]. */
  events: text("events").notNull(),
  /** `whsec_` + base64 key (Standard Webhooks); shown once, at creation. */
  secret: text("secret").notNull(),
  createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: text("created_at").notNull(),
});

export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    webhookId: integer("webhook_id").notNull().references(() => webhooks.id, { onDelete: "cascade" }),
    eventId: integer("event_id").notNull().references(() => events.id),
    eventType: text("event_type").notNull(),
    /** The `webhook-id` header: the same on every attempt and redelivery, so receivers can drop repeats. */
    messageId: text("message_id").notNull(),
    /** The exact JSON body, fixed when queued: `{type, timestamp, data}`. */
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Null once delivered or given up. */
    nextAttemptAt: text("next_attempt_at"),
    /** A sender holds the row until then, so two instances never send it at once. */
    lockedUntil: text("locked_until"),
    /** Retries stop after this (24 hours after it was queued or redelivered). */
    giveUpAt: text("give_up_at").notNull(),
    deliveredAt: text("delivered_at"),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_webhook_event_idx").on(t.webhookId, t.eventId),
    uniqueIndex("webhook_deliveries_message_idx").on(t.messageId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const webhookAttempts = sqliteTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    deliveryId: integer("delivery_id").notNull().references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: text("attempted_at").notNull(),
    /** The receiver's HTTP status; null when no answer came. */
    statusCode: integer("status_code"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId, t.id)],
);
