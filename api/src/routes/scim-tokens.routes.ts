// SCIM provisioning tokens (issue 17), for super admins: `steward scim token create|list|revoke`
// speaks to these. The token is in the create answer only; lists never carry it or its hash.
import { z } from "zod";
import { isSuperAdmin, scimTokenCreateSchema, scimTokenNameParamSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, refused } from "../http/responses.ts";

const tokenDoc = z.object({ id: z.number().int(), name: z.string(), revokedAt: z.string().nullable() }).loose();

export const scimTokenRoutes = {
  create: declareRoute({
    method: "post", path: "/scim/tokens", summary: "Make a SCIM provisioning token (super admin); the token is shown once", tags: ["scim"],
    access: allow("USERS", "create", isSuperAdmin),
    request: { body: jsonBody(scimTokenCreateSchema) },
    responses: {
      201: answer('{"token","doc"}', z.object({ token: z.string(), doc: tokenDoc })),
      400: invalid(),
      409: refused("SCIM_TOKEN_NAME_TAKEN: a live token already has this name"),
    },
  }),
  list: declareRoute({
    method: "get", path: "/scim/tokens", summary: "SCIM provisioning tokens, revoked ones too (super admin)", tags: ["scim"],
    access: allow("USERS", "read", isSuperAdmin),
    responses: { 200: answer('{"docs"}', z.object({ docs: z.array(tokenDoc) })) },
  }),
  revoke: declareRoute({
    method: "delete", path: "/scim/tokens/{name}", summary: "Revoke the live SCIM token of this name (super admin): refused from its next request", tags: ["scim"],
    access: allow("USERS", "delete", isSuperAdmin),
    request: { params: scimTokenNameParamSchema },
    responses: { 200: answer('{"doc"}', docOf(tokenDoc)), 400: invalid(), 404: refused("no live token has this name") },
  }),
};

export function mountScimTokenRoutes() {
  const app = router();
  handle(app, scimTokenRoutes.create, async (c) => c.json(await c.var.services.scimTokens.create(c.var.actor, c.req.valid("json")), 201));
  handle(app, scimTokenRoutes.list, async (c) => c.json({ docs: await c.var.services.scimTokens.list(c.var.actor) }));
  handle(app, scimTokenRoutes.revoke, async (c) => c.json({ doc: await c.var.services.scimTokens.revoke(c.var.actor, c.req.valid("param").name) }));
  return app;
}
