// SCIM provisioning tokens (issue 17), for super admins: `steward scim token create|list|revoke`
// speaks to these. The token is in the create answer only; lists never carry it or its hash.
import { isSuperAdmin, scimTokenContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const scimTokenRoutes = {
  create: declareRoute({ ...scimTokenContracts.create, access: allow("USERS", "create", isSuperAdmin) }),
  list: declareRoute({ ...scimTokenContracts.list, access: allow("USERS", "read", isSuperAdmin) }),
  revoke: declareRoute({ ...scimTokenContracts.revoke, access: allow("USERS", "delete", isSuperAdmin) }),
};

export function mountScimTokenRoutes() {
  const app = router();
  handle(app, scimTokenRoutes.create, async (c) => c.json(await c.var.services.scimTokens.create(c.var.actor, c.req.valid("json")), 201));
  handle(app, scimTokenRoutes.list, async (c) => c.json({ docs: await c.var.services.scimTokens.list(c.var.actor) }));
  handle(app, scimTokenRoutes.revoke, async (c) => c.json({ doc: await c.var.services.scimTokens.revoke(c.var.actor, c.req.valid("param").name) }));
  return app;
}
