import {
  notificationEndpoints,
  type ListResponse,
  type NotificationContracts,
  type NotificationPreferencesDoc,
  type NotificationPreferencesUpdate,
  type WebhookCreatedDoc,
  type WebhookCreateInput,
  type WebhookDeliveryDoc,
  type WebhookDoc,
} from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const notifications = contractCalls<NotificationContracts>(notificationEndpoints);

export async function getNotificationPreferences(api: ApiClient, signal?: AbortSignal): Promise<NotificationPreferencesDoc> {
  return (await notifications.getPreferences(api, {}, signal)).doc;
}

export async function saveNotificationPreferences(api: ApiClient, body: NotificationPreferencesUpdate): Promise<NotificationPreferencesDoc> {
  return (await notifications.savePreferences(api, { body })).doc;
}

export async function listWebhooks(api: ApiClient, signal?: AbortSignal): Promise<WebhookDoc[]> {
  return (await notifications.listWebhooks(api, {}, signal)).docs;
}

export async function createWebhook(api: ApiClient, body: WebhookCreateInput): Promise<WebhookCreatedDoc> {
  return (await notifications.createWebhook(api, { body })).doc;
}

export async function deleteWebhook(api: ApiClient, id: number): Promise<void> {
  await notifications.deleteWebhook(api, { params: { id } });
}

export function listWebhookDeliveries(api: ApiClient, id: number, params: { page: number; limit: number }, signal?: AbortSignal): Promise<ListResponse<WebhookDeliveryDoc>> {
  return notifications.webhookDeliveries(api, { params: { id }, query: params }, signal);
}

export async function redeliverWebhook(api: ApiClient, id: number, deliveryId: number): Promise<WebhookDeliveryDoc> {
  return (await notifications.redeliver(api, { params: { id, deliveryId } })).doc;
}
