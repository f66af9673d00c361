import { z } from "zod";
import { idParamSchema, unitAdminCandidatesQuerySchema, unitCreateSchema, unitListQuerySchema, unitUpdateSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, listOf, refused, withId } from "../http/responses.ts";

const candidate = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.string() });

export const unitRoutes = {
  list: declareRoute({
    method: "get", path: "/organization", summary: "Units in the caller's scope", tags: ["units"], access: allow("UNITS", "read"),
    request: { query: unitListQuerySchema }, responses: { 200: answer("list", listOf(withId)), 400: invalid() },
  }),
  adminCandidates: declareRoute({
    method: "get", path: "/organization/filtered-users", summary: "Users who may administer a unit under the given parent", tags: ["units"],
    access: allow("UNITS", "update"), request: { query: unitAdminCandidatesQuerySchema },
    responses: { 200: answer('{"docs":[{id,name,email,role}]}', z.object({ docs: z.array(candidate) })), 400: invalid(), 404: refused("parent or unit missing or out of scope") },
  }),
  get: declareRoute({
    method: "get", path: "/organization/{id}", summary: "One unit in scope", tags: ["units"], access: allow("UNITS", "read"),
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', docOf(withId)), 404: refused("missing or out of scope") },
  }),
  create: declareRoute({
    method: "post", path: "/organization", summary: "Create a unit", tags: ["units"], access: allow("UNITS", "create"),
    request: { body: jsonBody(unitCreateSchema) }, responses: { 201: answer('{"doc"}', docOf(withId)), 400: invalid(), 403: refused("not a super admin") },
  }),
  update: declareRoute({
    method: "patch", path: "/organization", summary: "Change a unit; a new parent moves its whole subtree", tags: ["units"], access: allow("UNITS", "update"),
    request: { body: jsonBody(unitUpdateSchema) },
    responses: {
      200: answer('{"doc"}', docOf(withId)),
      400: invalid("ValidationError (also a cycle)"),
      403: refused("PARENT_CHANGE_NOT_ALLOWED"),
      404: refused("missing or out of scope"),
      409: refused("UNIT_HAS_ACTIVE_CHILDREN (below super admin: until its child units are inactive)"),
    },
  }),
  disable: declareRoute({
    method: "put", path: "/organization/disable/{id}", summary: "Set a unit's status to inactive", tags: ["units"], access: allow("UNITS", "update"),
    request: { params: idParamSchema },
    responses: {
      200: answer('{"doc"}', docOf(withId)),
      404: refused("missing or out of scope"),
      409: refused("UNIT_HAS_ACTIVE_CHILDREN (below super admin: until its child units are inactive)"),
    },
  }),
};

export function mountUnitRoutes() {
  const app = router();
  handle(app, unitRoutes.list, async (c) => c.json(await c.var.services.units.list(c.var.actor, c.req.valid("query"))));
  handle(app, unitRoutes.adminCandidates, async (c) => c.json({ docs: await c.var.services.units.adminCandidates(c.var.actor, c.req.valid("query")) }));
  handle(app, unitRoutes.get, async (c) => c.json({ doc: await c.var.services.units.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, unitRoutes.create, async (c) => c.json({ doc: await c.var.services.units.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, unitRoutes.update, async (c) => c.json({ doc: await c.var.services.units.update(c.var.actor, c.req.valid("json")) }));
  handle(app, unitRoutes.disable, async (c) => c.json({ doc: await c.var.services.units.disable(c.var.actor, c.req.valid("param").id) }));
  return app;
}
