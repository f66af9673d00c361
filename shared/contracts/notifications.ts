// How each person hears of each event, and the institution's webhooks (issue 19): what each route
// takes and answers. The unsubscribe pages are HTML, declared in the API beside their handlers.
import { z } from "zod";
import { EVENT_TYPES } from "../events.ts";
import { idParamSchema } from "../schemas/common.ts";
import {
  DELIVERIES,
  WEBHOOK_DELIVERY_STATUSES,
  notificationPreferencesUpdateSchema,
  webhookCreateSchema,
  webhookDeliveryListQuerySchema,
  webhookDeliveryParamSchema,
  type NotificationPreferencesDoc,
  type WebhookCreatedDoc,
  type WebhookDeliveryDoc,
  type WebhookDoc,
} from "../schemas/notifications.ts";
import { answer, bare, docOf, invalid, jsonBody, listOf, refSchema, refused } from "./answers.ts";
import { notificationEndpoints } from "./notification-endpoints.ts";

const byEvent = z.record(z.enum(EVENT_TYPES), z.enum(DELIVERIES));
export const notificationPreferencesDocSchema = z.object({ preferences: byEvent, defaults: byEvent }) satisfies z.ZodType<NotificationPreferencesDoc>;

export const webhookDocSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  createdAt: z.string(),
  createdBy: refSchema.nullable(),
}) satisfies z.ZodType<WebhookDoc>;

export const webhookCreatedDocSchema = webhookDocSchema.extend({ secret: z.string() }) satisfies z.ZodType<WebhookCreatedDoc>;

export const webhookDeliveryDocSchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  event: z.object({ id: z.number().int(), type: z.string() }),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(z.object({ at: z.string(), status: z.number().int().nullable(), durationMs: z.number(), error: z.string().nullable() })),
  nextAttemptAt: z.string().nullable(),
  giveUpAt: z.string(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<WebhookDeliveryDoc>;

const notSuperAdmin = refused("not a super admin");

export const notificationContracts = {
  getPreferences: {
    ...notificationEndpoints.getPreferences, summary: "How the caller receives each event: immediate, daily, weekly or off", tags: ["notifications"],
    responses: { 200: answer('{"doc":{"preferences","defaults"}}', docOf(notificationPreferencesDocSchema)) },
  },
  savePreferences: {
    ...notificationEndpoints.savePreferences, summary: "Change how the caller receives some or all events", tags: ["notifications"],
    request: { body: jsonBody(notificationPreferencesUpdateSchema) },
    responses: { 200: answer('{"doc":{"preferences","defaults"}}', docOf(notificationPreferencesDocSchema)), 400: invalid() },
  },
  listWebhooks: {
    ...notificationEndpoints.listWebhooks, summary: "Every webhook (super admin), without secrets", tags: ["webhooks"],
    responses: { 200: answer('{"docs":[webhook]}', z.object({ docs: z.array(webhookDocSchema) })), 403: notSuperAdmin },
  },
  createWebhook: {
    ...notificationEndpoints.createWebhook, summary: "Create a webhook (super admin); the answer carries its signing secret, once", tags: ["webhooks"],
    request: { body: jsonBody(webhookCreateSchema) },
    responses: {
      201: answer('{"doc":{...,"secret":"whsec_..."}}', docOf(webhookCreatedDocSchema)),
      400: invalid("ValidationError (an address that is not https, carries credentials, or is on loopback, a private, link-local or metadata address)"),
      403: notSuperAdmin,
    },
  },
  deleteWebhook: {
    ...notificationEndpoints.deleteWebhook, summary: "Delete a webhook and its deliveries (super admin)", tags: ["webhooks"],
    request: { params: idParamSchema },
    responses: { 204: bare("deleted"), 403: notSuperAdmin, 404: refused("no such webhook") },
  },
  webhookDeliveries: {
    ...notificationEndpoints.webhookDeliveries, summary: "A webhook's deliveries, newest first, each with every attempt", tags: ["webhooks"],
    request: { params: idParamSchema, query: webhookDeliveryListQuerySchema },
    responses: { 200: answer("list", listOf(webhookDeliveryDocSchema)), 400: invalid(), 403: notSuperAdmin, 404: refused("no such webhook") },
  },
  redeliver: {
    ...notificationEndpoints.redeliver, summary: "Send a delivery again now, with a fresh 24-hour retry window", tags: ["webhooks"],
    request: { params: webhookDeliveryParamSchema },
    responses: { 202: answer('{"doc":delivery}', docOf(webhookDeliveryDocSchema)), 403: notSuperAdmin, 404: refused("no such webhook or delivery") },
  },
};

export type NotificationContracts = typeof notificationContracts;
