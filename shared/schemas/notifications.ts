// Notifications and webhooks (issue 19): how each person wants to hear of each event, and the
// webhooks super admins point at chat tools and other systems. The catalogue is shared/events.ts.
import { z } from "zod";
import { ALL_EVENTS, EVENT_TYPES, type EventType } from "../events.ts";
import { csvEnum, idSchema, listQuerySchema } from "./common.ts";
import notificationMessages from "../i18n/messages/en/notificationMessages.json" with { type: "json" };

/** Per person and per event: an e-mail at once, one in the daily or weekly digest, or nothing. */
export const DELIVERIES = ["immediate", "daily", "weekly", "off"] as const;
export type Delivery = (typeof DELIVERIES)[number];
export type DigestPeriod = Extract<Delivery, "daily" | "weekly">;

/**
 * What a person gets until they choose (docs/decisions.md): what asks them to act comes at once,
 * what only informs comes in the daily digest.
 */
export const DEFAULT_DELIVERY: Record<EventType, Delivery> = {
  "review_request.opened": "immediate",
  "account.awaiting_approval": "immediate",
  "account.status_changed": "daily",
  "account.rejected": "immediate",
  "flag.raised": "immediate",
  "flag.resolved": "daily",
  "access.expiring": "immediate",
  "policy.published": "immediate",
  "handover_task.opened": "immediate",
  "handover_task.overdue": "immediate",
  "campaign.opened": "immediate",
  "campaign.due_soon": "immediate",
  "campaign.item_overdue": "daily",
  "incident.opened": "immediate",
  "incident.closed": "immediate",
  "incident.step_assigned": "immediate",
  "case.created": "immediate",
  "case.state_changed": "daily",
  "case.clock_reminder": "immediate",
  "case.clock_escalated": "immediate",
  "case.clock_breached": "immediate",
};

export type NotificationPreferences = Record<EventType, Delivery>;

export interface NotificationPreferencesDoc {
  preferences: NotificationPreferences;
  defaults: NotificationPreferences;
}

/** PUT /api/users/me/notifications: any of the event types, each with its delivery. */
export const notificationPreferencesUpdateSchema = z.strictObject({
  preferences: z.strictObject(
    Object.fromEntries(EVENT_TYPES.map((type) => [type, z.enum(DELIVERIES).optional()])) as Record<EventType, z.ZodOptional<z.ZodEnum<{ [K in Delivery]: K }>>>,
  ),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** Plain English sentences (zod's and the API's): the English catalogue itself, Spanish beside it. */
export const NOTIFICATION_MESSAGES = notificationMessages;

export const WEBHOOK_SELECTORS = [ALL_EVENTS, ...EVENT_TYPES] as const;

export const webhookCreateSchema = z.strictObject({
  url: z.string().trim().min(1, NOTIFICATION_MESSAGES.webhookUrlInvalid).max(2000, NOTIFICATION_MESSAGES.webhookUrlInvalid),
  events: z
    .array(z.enum(WEBHOOK_SELECTORS))
    .min(1, NOTIFICATION_MESSAGES.webhookEventsRequired)
    .max(WEBHOOK_SELECTORS.length)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export interface WebhookDoc {
  id: number;
  url: string;
  events: string[];
  createdAt: string;
  createdBy: { id: number; name: string } | null;
}

/** Only the answer to its creation carries the secret; it is never shown again. */
export interface WebhookCreatedDoc extends WebhookDoc {
  secret: string;
}

export interface WebhookAttemptDoc {
  at: string;
  /** The receiver's HTTP status, or null when none came (refused address, network error, timeout). */
  status: number | null;
  durationMs: number;
  error: string | null;
}

export interface WebhookDeliveryDoc {
  id: number;
  messageId: string;
  event: { id: number; type: string };
  status: WebhookDeliveryStatus;
  attempts: WebhookAttemptDoc[];
  nextAttemptAt: string | null;
  giveUpAt: string;
  deliveredAt: string | null;
  createdAt: string;
}

export const webhookDeliveryListQuerySchema = listQuerySchema(["id"] as const, { status: csvEnum(WEBHOOK_DELIVERY_STATUSES).optional() });
export type WebhookDeliveryListQuery = z.infer<typeof webhookDeliveryListQuerySchema>;

export const webhookDeliveryParamSchema = z.strictObject({ id: idSchema, deliveryId: idSchema });
