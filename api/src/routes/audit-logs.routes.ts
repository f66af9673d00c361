import { Hono } from "hono";
import { auditListQuerySchema, idParamSchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function auditLogRoutes() {
  return new Hono<AppEnv>()
    .get("/audit-logs", allow("AUDIT_LOGS", "read"), validate("query", auditListQuerySchema), async (c) => {
      return c.json(await c.var.services.audit.list(requireActor(c.var.actor), c.req.valid("query")));
    })
    .get("/audit-logs/:id{[0-9]+}", allow("AUDIT_LOGS", "read"), validate("param", idParamSchema), async (c) => {
      return c.json({ doc: await c.var.services.audit.get(requireActor(c.var.actor), c.req.valid("param").id) });
    });
}

export const auditLogRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/audit-logs", summary: "Audit entries the caller may read, newest first", tag: "audit",
    access: { resource: "AUDIT_LOGS", action: "read" }, query: auditListQuerySchema, responses: { 200: "list", 400: "ValidationError", 403: "role may not read audit logs" },
  },
  {
    method: "get", path: "/audit-logs/{id}", summary: "One audit entry in the caller's scope", tag: "audit",
    access: { resource: "AUDIT_LOGS", action: "read" }, params: idParamSchema, responses: { 200: '{"doc"}', 404: "missing or out of scope" },
  },
];
