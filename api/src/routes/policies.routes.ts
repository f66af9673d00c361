import { Hono } from "hono";
import { acknowledgmentInputSchema, policyInputSchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor, signedIn } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function policyRoutes() {
  return new Hono<AppEnv>()
    .get("/policies/current", signedIn({ policyExempt: true }), async (c) => {
      return c.json(await c.var.services.policies.current(requireActor(c.var.actor, true)));
    })
    .post("/policies", allow("POLICIES", "create"), validate("json", policyInputSchema), async (c) => {
      const doc = await c.var.services.policies.publish(requireActor(c.var.actor), c.req.valid("json").text);
      return c.json({ doc }, 201);
    })
    .post("/acknowledgments", signedIn({ policyExempt: true }), validate("json", acknowledgmentInputSchema), async (c) => {
      const doc = await c.var.services.policies.acknowledge(requireActor(c.var.actor, true), c.req.valid("json").policy);
      return c.json({ doc }, 201);
    });
}

export const policyRouteDocs: RouteDoc[] = [
  { method: "get", path: "/policies/current", summary: "The current policy and whether the caller accepted it", tag: "policies", access: "signed-in", responses: { 200: '{"policy","accepted"}' } },
  {
    method: "post", path: "/policies", summary: "Publish a new policy version", tag: "policies", access: { resource: "POLICIES", action: "create" },
    body: policyInputSchema, responses: { 201: '{"doc"}', 400: "ValidationError", 403: "not a super admin" },
  },
  {
    method: "post", path: "/acknowledgments", summary: "Accept the current policy", tag: "policies", access: "signed-in",
    body: acknowledgmentInputSchema, responses: { 201: '{"doc"}', 404: "no policy", 409: "POLICY_NOT_CURRENT" },
  },
];
