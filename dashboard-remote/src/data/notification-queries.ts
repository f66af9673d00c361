// The notification settings of the signed-in person, and the webhooks (super admins).
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getNotificationPreferences, listWebhookDeliveries, listWebhooks } from "../api/notifications-api.ts";
import { queryKeys } from "./query-keys.ts";

export const notificationPreferencesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.notifications.preferences(), queryFn: ({ signal }) => getNotificationPreferences(api, signal) });

export const webhooksQuery = (api: ApiClient) => queryOptions({ queryKey: queryKeys.webhooks.list(), queryFn: ({ signal }) => listWebhooks(api, signal) });

export const webhookDeliveriesQuery = (api: ApiClient, id: number, params: { page: number; limit: number }) =>
  queryOptions({
    queryKey: queryKeys.webhooks.deliveries(id, params),
    queryFn: ({ signal }) => listWebhookDeliveries(api, id, params, signal),
    placeholderData: keepPreviousData,
  });
