import { z } from "zod";
import { acknowledgmentInputSchema, policyInputSchema } from "@steward/shared";
import { allow, signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, refused, withId } from "../http/responses.ts";

const policy = z.object({ id: z.number().int(), version: z.number().int(), text: z.unknown(), createdAt: z.string() }).loose();

export const policyRoutes = {
  current: declareRoute({
    method: "get", path: "/policies/current", summary: "The current policy and whether the caller accepted it", tags: ["policies"],
    access: signedIn({ policyExempt: true }),
    responses: { 200: answer('{"policy","accepted"}', z.object({ policy: policy.nullable(), accepted: z.boolean() })) },
  }),
  publish: declareRoute({
    method: "post", path: "/policies", summary: "Publish a new policy version", tags: ["policies"], access: allow("POLICIES", "create"),
    request: { body: jsonBody(policyInputSchema) },
    responses: { 201: answer('{"doc"}', docOf(withId)), 400: invalid(), 403: refused("not a super admin") },
  }),
  acknowledge: declareRoute({
    method: "post", path: "/acknowledgments", summary: "Accept the current policy", tags: ["policies"], access: signedIn({ policyExempt: true }),
    request: { body: jsonBody(acknowledgmentInputSchema) },
    responses: {
      201: answer('{"doc"}', docOf(z.object({ policy: z.number().int(), user: z.number().int() }).loose())),
      404: refused("no policy"),
      409: refused("POLICY_NOT_CURRENT"),
    },
  }),
};

export function mountPolicyRoutes() {
  const app = router();
  handle(app, policyRoutes.current, async (c) => c.json(await c.var.services.policies.current(c.var.actor)));
  handle(app, policyRoutes.publish, async (c) => {
    const doc = await c.var.services.policies.publish(c.var.actor, c.req.valid("json").text);
    return c.json({ doc }, 201);
  });
  handle(app, policyRoutes.acknowledge, async (c) => {
    const doc = await c.var.services.policies.acknowledge(c.var.actor, c.req.valid("json").policy);
    return c.json({ doc }, 201);
  });
  return app;
}
