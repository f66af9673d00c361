// Where the notification preference and webhook routes are (contracts/notifications.ts); zod-free.
export const notificationEndpoints = {
  getPreferences: { method: "get", path: "/users/me/notifications" },
  savePreferences: { method: "put", path: "/users/me/notifications" },
  listWebhooks: { method: "get", path: "/webhooks" },
  createWebhook: { method: "post", path: "/webhooks" },
  deleteWebhook: { method: "delete", path: "/webhooks/{id}" },
  webhookDeliveries: { method: "get", path: "/webhooks/{id}/deliveries" },
  redeliver: { method: "post", path: "/webhooks/{id}/deliveries/{deliveryId}/redeliver" },
} as const;
