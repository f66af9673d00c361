import { policyContracts } from "@steward/shared";
import { allow, signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const policyRoutes = {
  current: declareRoute({ ...policyContracts.current, access: signedIn({ policyExempt: true }) }),
  publish: declareRoute({ ...policyContracts.publish, access: allow("POLICIES", "create") }),
  acknowledge: declareRoute({ ...policyContracts.acknowledge, access: signedIn({ policyExempt: true }) }),
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
