import { z } from "zod";
import { isSuperAdmin, flagCreateSchema, flagListQuerySchema, flagUpdateSchema, idParamSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, listOf, refused, withId } from "../http/responses.ts";

export const flagRoutes = {
  list: declareRoute({
    method: "get", path: "/flags", summary: "Risk flags on accounts in the caller's scope", tags: ["flags"], access: allow("FLAGS", "read"),
    request: { query: flagListQuerySchema }, responses: { 200: answer("list", listOf(withId)), 400: invalid() },
  }),
  get: declareRoute({
    method: "get", path: "/flags/{id}", summary: "One risk flag in scope", tags: ["flags"], access: allow("FLAGS", "read"),
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', docOf(withId)), 404: refused("missing or out of scope") },
  }),
  create: declareRoute({
    method: "post", path: "/flags", summary: "Raise a risk flag on an account in scope", tags: ["flags"], access: allow("FLAGS", "create"),
    request: { body: jsonBody(flagCreateSchema) },
    responses: { 201: answer('{"doc"}', docOf(withId)), 400: invalid("ValidationError (unknown or out-of-scope account)"), 403: refused("role may not raise flags") },
  }),
  update: declareRoute({
    method: "patch", path: "/flags/{id}", summary: "Edit a flag or move it through open, in_review, resolved, dismissed", tags: ["flags"], access: allow("FLAGS", "update"),
    request: { params: idParamSchema, body: jsonBody(flagUpdateSchema) },
    responses: {
      200: answer('{"doc"}', docOf(withId)),
      400: invalid("ValidationError (closing needs a resolutionNote)"),
      404: refused("missing or out of scope"),
      409: refused("INVALID_TRANSITION"),
    },
  }),
  // The scan reads and changes every account, so it is narrower than the matrix: super admins.
  scan: declareRoute({
    method: "post", path: "/flags/scan", summary: "Run the risk scan (super admin): opens and closes flags", tags: ["flags"], access: allow("FLAGS", "create", isSuperAdmin),
    responses: { 200: answer('{"opened":[flag],"closed":[flag]}', z.object({ opened: z.array(withId), closed: z.array(withId) })), 403: refused("not a super admin") },
  }),
};

export function mountFlagRoutes() {
  const app = router();
  handle(app, flagRoutes.list, async (c) => c.json(await c.var.services.flags.list(c.var.actor, c.req.valid("query"))));
  handle(app, flagRoutes.get, async (c) => c.json({ doc: await c.var.services.flags.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, flagRoutes.create, async (c) => c.json({ doc: await c.var.services.flags.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, flagRoutes.update, async (c) => {
    const doc = await c.var.services.flags.update(c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ doc });
  });
  handle(app, flagRoutes.scan, async (c) => c.json(await c.var.services.flagScan.scan(c.var.actor)));
  return app;
}
