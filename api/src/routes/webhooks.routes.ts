import { z } from "zod";
import { idParamSchema, isSuperAdmin, webhookCreateSchema, webhookDeliveryListQuerySchema, webhookDeliveryParamSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, bare, docOf, invalid, jsonBody, listOf, refused, withId } from "../http/responses.ts";

// Webhooks are the institution's, not a unit's: the matrix has no row for them, so the routes name
// DASHBOARD (which every role holds) and narrow it to super admins (docs/decisions.md).
export const webhookRoutes = {
  list: declareRoute({
    method: "get", path: "/webhooks", summary: "Every webhook (super admin), without secrets", tags: ["webhooks"], access: allow("DASHBOARD", "read", isSuperAdmin),
    responses: { 200: answer('{"docs":[webhook]}', z.object({ docs: z.array(withId) })), 403: refused("not a super admin") },
  }),
  create: declareRoute({
    method: "post", path: "/webhooks", summary: "Create a webhook (super admin); the answer carries its signing secret, once", tags: ["webhooks"],
    access: allow("DASHBOARD", "create", isSuperAdmin), request: { body: jsonBody(webhookCreateSchema) },
    responses: {
      201: answer('{"doc":{...,"secret":"whsec_..."}}', docOf(withId)),
      400: invalid("ValidationError (an address that is not https, carries credentials, or is on loopback, a private, link-local or metadata address)"),
      403: refused("not a super admin"),
    },
  }),
  remove: declareRoute({
    method: "delete", path: "/webhooks/{id}", summary: "Delete a webhook and its deliveries (super admin)", tags: ["webhooks"],
    access: allow("DASHBOARD", "delete", isSuperAdmin), request: { params: idParamSchema },
    responses: { 204: bare("deleted"), 403: refused("not a super admin"), 404: refused("no such webhook") },
  }),
  deliveries: declareRoute({
    method: "get", path: "/webhooks/{id}/deliveries", summary: "A webhook's deliveries, newest first, each with every attempt", tags: ["webhooks"],
    access: allow("DASHBOARD", "read", isSuperAdmin), request: { params: idParamSchema, query: webhookDeliveryListQuerySchema },
    responses: { 200: answer("list", listOf(withId)), 400: invalid(), 403: refused("not a super admin"), 404: refused("no such webhook") },
  }),
  redeliver: declareRoute({
    method: "post", path: "/webhooks/{id}/deliveries/{deliveryId}/redeliver", summary: "Send a delivery again now, with a fresh 24-hour retry window", tags: ["webhooks"],
    access: allow("DASHBOARD", "update", isSuperAdmin), request: { params: webhookDeliveryParamSchema },
    responses: { 202: answer('{"doc":delivery}', docOf(withId)), 403: refused("not a super admin"), 404: refused("no such webhook or delivery") },
  }),
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
