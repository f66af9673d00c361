import type {
  ListResponse,
  NotificationPreferencesDoc,
  NotificationPreferencesUpdate,
  WebhookCreatedDoc,
  WebhookCreateInput,
  WebhookDeliveryDoc,
  WebhookDoc,
} from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";

export async function getNotificationPreferences(api: ApiClient, signal?: AbortSignal): Promise<NotificationPreferencesDoc> {
  return (await api.request<{ doc: NotificationPreferencesDoc }>("/api/users/me/notifications", signal ? { signal } : {})).doc;
}

export async function saveNotificationPreferences(api: ApiClient, body: NotificationPreferencesUpdate): Promise<NotificationPreferencesDoc> {
  return (await api.request<{ doc: NotificationPreferencesDoc }>("/api/users/me/notifications", { method: "PUT", body })).doc;
}

export async function listWebhooks(api: ApiClient, signal?: AbortSignal): Promise<WebhookDoc[]> {
  return (await api.request<{ docs: WebhookDoc[] }>("/api/webhooks", signal ? { signal } : {})).docs;
}

export async function createWebhook(api: ApiClient, body: WebhookCreateInput): Promise<WebhookCreatedDoc> {
  return (await api.request<{ doc: WebhookCreatedDoc }>("/api/webhooks", { method: "POST", body })).doc;
}

export async function deleteWebhook(api: ApiClient, id: number): Promise<void> {
  await api.request<unknown>(`/api/webhooks/${id}`, { method: "DELETE" });
}

export function listWebhookDeliveries(api: ApiClient, id: number, params: { page: number; limit: number }, signal?: AbortSignal): Promise<ListResponse<WebhookDeliveryDoc>> {
  return api.request<ListResponse<WebhookDeliveryDoc>>(`/api/webhooks/${id}/deliveries${toQueryString(params)}`, signal ? { signal } : {});
}

export async function redeliverWebhook(api: ApiClient, id: number, deliveryId: number): Promise<WebhookDeliveryDoc> {
  return (await api.request<{ doc: WebhookDeliveryDoc }>(`/api/webhooks/${id}/deliveries/${deliveryId}/redeliver`, { method: "POST" })).doc;
}
