import { Hono } from "hono";
import { acknowledgmentInputSchema, policyInputSchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor, signedIn } from "../http/guards.ts";
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
