import { auditLogContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const auditLogRoutes = {
  list: declareRoute({ ...auditLogContracts.list, access: allow("AUDIT_LOGS", "read") }),
  get: declareRoute({ ...auditLogContracts.get, access: allow("AUDIT_LOGS", "read") }),
};

export function mountAuditLogRoutes() {
  const app = router();
  handle(app, auditLogRoutes.list, async (c) => c.json(await c.var.services.audit.list(c.var.actor, c.req.valid("query"))));
  handle(app, auditLogRoutes.get, async (c) => c.json({ doc: await c.var.services.audit.get(c.var.actor, c.req.valid("param").id) }));
  return app;
}
