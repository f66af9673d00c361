import { auditListQuerySchema, idParamSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, listOf, refused, withId } from "../http/responses.ts";

export const auditLogRoutes = {
  list: declareRoute({
    method: "get", path: "/audit-logs", summary: "Audit entries the caller may read, newest first", tags: ["audit"], access: allow("AUDIT_LOGS", "read"),
    request: { query: auditListQuerySchema }, responses: { 200: answer("list", listOf(withId)), 400: invalid(), 403: refused("role may not read audit logs") },
  }),
  get: declareRoute({
    method: "get", path: "/audit-logs/{id}", summary: "One audit entry in the caller's scope", tags: ["audit"], access: allow("AUDIT_LOGS", "read"),
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', docOf(withId)), 404: refused("missing or out of scope") },
  }),
};

export function mountAuditLogRoutes() {
  const app = router();
  handle(app, auditLogRoutes.list, async (c) => c.json(await c.var.services.audit.list(c.var.actor, c.req.valid("query"))));
  handle(app, auditLogRoutes.get, async (c) => c.json({ doc: await c.var.services.audit.get(c.var.actor, c.req.valid("param").id) }));
  return app;
}
