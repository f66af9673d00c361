import { Hono } from "hono";
import { idParamSchema, unitListQuerySchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function unitRoutes() {
  return new Hono<AppEnv>()
    .get("/organization", allow("UNITS", "read"), validate("query", unitListQuerySchema), async (c) => {
      return c.json(await c.var.services.units.list(requireActor(c.var.actor), c.req.valid("query")));
    })
    .get("/organization/:id{[0-9]+}", allow("UNITS", "read"), validate("param", idParamSchema), async (c) => {
      const doc = await c.var.services.units.get(requireActor(c.var.actor), c.req.valid("param").id);
      return c.json({ doc });
    });
}

export const unitRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/organization", summary: "Units in the caller's scope", tag: "units", access: { resource: "UNITS", action: "read" },
    query: unitListQuerySchema, responses: { 200: "list", 400: "ValidationError" },
  },
  {
    method: "get", path: "/organization/{id}", summary: "One unit in scope", tag: "units", access: { resource: "UNITS", action: "read" },
    params: idParamSchema, responses: { 200: '{"doc"}', 404: "missing or out of scope" },
  },
];
