import { Hono } from "hono";
import { idParamSchema, unitAdminCandidatesQuerySchema, unitCreateSchema, unitListQuerySchema, unitUpdateSchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function unitRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/organization", allow("UNITS", "read"), validate("query", unitListQuerySchema), async (c) => {
        return c.json(await c.var.services.units.list(requireActor(c.var.actor), c.req.valid("query")));
      })
      // Registered before `/organization/:id`, and that one takes digits only, so it is never captured.
      .get("/organization/filtered-users", allow("UNITS", "update"), validate("query", unitAdminCandidatesQuerySchema), async (c) => {
        const docs = await c.var.services.units.adminCandidates(requireActor(c.var.actor), c.req.valid("query"));
        return c.json({ docs });
      })
      .get("/organization/:id{[0-9]+}", allow("UNITS", "read"), validate("param", idParamSchema), async (c) => {
        const doc = await c.var.services.units.get(requireActor(c.var.actor), c.req.valid("param").id);
        return c.json({ doc });
      })
      .post("/organization", allow("UNITS", "create"), validate("json", unitCreateSchema), async (c) => {
        const doc = await c.var.services.units.create(requireActor(c.var.actor), c.req.valid("json"));
        return c.json({ doc }, 201);
      })
      .patch("/organization", allow("UNITS", "update"), validate("json", unitUpdateSchema), async (c) => {
        const doc = await c.var.services.units.update(requireActor(c.var.actor), c.req.valid("json"));
        return c.json({ doc });
      })
      .put("/organization/disable/:id{[0-9]+}", allow("UNITS", "update"), validate("param", idParamSchema), async (c) => {
        const doc = await c.var.services.units.disable(requireActor(c.var.actor), c.req.valid("param").id);
        return c.json({ doc });
      })
  );
}

export const unitRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/organization", summary: "Units in the caller's scope", tag: "units", access: { resource: "UNITS", action: "read" },
    query: unitListQuerySchema, responses: { 200: "list", 400: "ValidationError" },
  },
  {
    method: "get", path: "/organization/filtered-users", summary: "Users who may administer a unit under the given parent", tag: "units",
    access: { resource: "UNITS", action: "update" }, query: unitAdminCandidatesQuerySchema,
    responses: { 200: '{"docs":[{id,name,email,role}]}', 400: "ValidationError", 404: "parent or unit missing or out of scope" },
  },
  {
    method: "get", path: "/organization/{id}", summary: "One unit in scope", tag: "units", access: { resource: "UNITS", action: "read" },
    params: idParamSchema, responses: { 200: '{"doc"}', 404: "missing or out of scope" },
  },
  {
    method: "post", path: "/organization", summary: "Create a unit", tag: "units", access: { resource: "UNITS", action: "create" },
    body: unitCreateSchema, responses: { 201: '{"doc"}', 400: "ValidationError", 403: "not a super admin" },
  },
  {
    method: "patch", path: "/organization", summary: "Change a unit; a new parent moves its whole subtree", tag: "units",
    access: { resource: "UNITS", action: "update" }, body: unitUpdateSchema,
    responses: { 200: '{"doc"}', 400: "ValidationError (also a cycle)", 403: "PARENT_CHANGE_NOT_ALLOWED or UNIT_HAS_ACTIVE_CHILDREN", 404: "missing or out of scope" },
  },
  {
    method: "put", path: "/organization/disable/{id}", summary: "Set a unit's status to inactive", tag: "units",
    access: { resource: "UNITS", action: "update" }, params: idParamSchema,
    responses: { 200: '{"doc"}', 403: "UNIT_HAS_ACTIVE_CHILDREN", 404: "missing or out of scope" },
  },
];
