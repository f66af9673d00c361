import { isSuperAdmin, notificationContracts as contracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

// Webhooks are the institution's, not a unit's: the matrix has no row for them, so the routes name
// DASHBOARD (which every role holds) and narrow it to super admins (docs/decisions.md).
export const webhookRoutes = {
  list: declareRoute({ ...contracts.listWebhooks, access: allow("DASHBOARD", "read", isSuperAdmin) }),
  create: declareRoute({ ...contracts.createWebhook, access: allow("DASHBOARD", "create", isSuperAdmin) }),
  remove: declareRoute({ ...contracts.deleteWebhook, access: allow("DASHBOARD", "delete", isSuperAdmin) }),
  deliveries: declareRoute({ ...contracts.webhookDeliveries, access: allow("DASHBOARD", "read", isSuperAdmin) }),
  redeliver: declareRoute({ ...contracts.redeliver, access: allow("DASHBOARD", "update", isSuperAdmin) }),
};

export function mountWebhookRoutes() {
  const app = router();
  handle(app, webhookRoutes.list, async (c) => c.json(await c.var.services.webhooks.list(c.var.actor)));
  handle(app, webhookRoutes.create, async (c) => c.json({ doc: await c.var.services.webhooks.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, webhookRoutes.remove, async (c) => {
    await c.var.services.webhooks.remove(c.var.actor, c.req.valid("param").id);
    return c.body(null, 204);
  });
  handle(app, webhookRoutes.deliveries, async (c) => c.json(await c.var.services.webhooks.deliveries(c.var.actor, c.req.valid("param").id, c.req.valid("query"))));
  handle(app, webhookRoutes.redeliver, async (c) => {
    const { id, deliveryId } = c.req.valid("param");
    return c.json({ doc: await c.var.services.webhooks.redeliver(c.var.actor, id, deliveryId) }, 202);
  });
  return app;
}
