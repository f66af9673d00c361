import { Hono } from "hono";
import { isSuperAdmin, flagCreateSchema, flagListQuerySchema, flagUpdateSchema, idParamSchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function flagRoutes() {
  return new Hono<AppEnv>()
    .get("/flags", allow("FLAGS", "read"), validate("query", flagListQuerySchema), async (c) => {
      return c.json(await c.var.services.flags.list(requireActor(c.var.actor), c.req.valid("query")));
    })
    .get("/flags/:id{[0-9]+}", allow("FLAGS", "read"), validate("param", idParamSchema), async (c) => {
      return c.json({ doc: await c.var.services.flags.get(requireActor(c.var.actor), c.req.valid("param").id) });
    })
    .post("/flags", allow("FLAGS", "create"), validate("json", flagCreateSchema), async (c) => {
      return c.json({ doc: await c.var.services.flags.create(requireActor(c.var.actor), c.req.valid("json")) }, 201);
    })
    .patch("/flags/:id{[0-9]+}", allow("FLAGS", "update"), validate("param", idParamSchema), validate("json", flagUpdateSchema), async (c) => {
      const doc = await c.var.services.flags.update(requireActor(c.var.actor), c.req.valid("param").id, c.req.valid("json"));
      return c.json({ doc });
    })
    // The service narrows this to super admins: the scan reads and changes every account.
    .post("/flags/scan", allow("FLAGS", "create", isSuperAdmin), async (c) => {
      return c.json(await c.var.services.flagScan.scan(requireActor(c.var.actor)));
    });
}

export const flagRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/flags", summary: "Risk flags on accounts in the caller's scope", tag: "flags",
    access: { resource: "FLAGS", action: "read" }, query: flagListQuerySchema, responses: { 200: "list", 400: "ValidationError" },
  },
  {
    method: "get", path: "/flags/{id}", summary: "One risk flag in scope", tag: "flags",
    access: { resource: "FLAGS", action: "read" }, params: idParamSchema, responses: { 200: '{"doc"}', 404: "missing or out of scope" },
  },
  {
    method: "post", path: "/flags", summary: "Raise a risk flag on an account in scope", tag: "flags",
    access: { resource: "FLAGS", action: "create" }, body: flagCreateSchema, responses: { 201: '{"doc"}', 400: "ValidationError (unknown or out-of-scope account)", 403: "role may not raise flags" },
  },
  {
    method: "patch", path: "/flags/{id}", summary: "Edit a flag or move it through open, in_review, resolved, dismissed", tag: "flags",
    access: { resource: "FLAGS", action: "update" }, params: idParamSchema, body: flagUpdateSchema,
    responses: { 200: '{"doc"}', 400: "ValidationError (closing needs a resolutionNote)", 404: "missing or out of scope", 409: "INVALID_TRANSITION" },
  },
  {
    method: "post", path: "/flags/scan", summary: "Run the risk scan (super admin): opens and closes flags", tag: "flags",
    access: { resource: "FLAGS", action: "create" }, responses: { 200: '{"opened":[flag],"closed":[flag]}', 403: "not a super admin" },
  },
];
