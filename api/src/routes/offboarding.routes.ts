// Offboarding with handover (issue 19): the impact of a person's departure, and the offboard
// request that answers it in one transaction. Super admins and unit admins (the role rule); who
// may offboard whom is decided by the service (shared/offboarding-rules.ts mayOffboard).
import { mayOffboardUsers, offboardingContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const offboardingRoutes = {
  impact: declareRoute({ ...offboardingContracts.impact, access: allow("USERS", "update", mayOffboardUsers) }),
  offboard: declareRoute({ ...offboardingContracts.offboard, access: allow("USERS", "update", mayOffboardUsers) }),
};

export function mountOffboardingRoutes() {
  const app = router();
  handle(app, offboardingRoutes.impact, async (c) => c.json({ doc: await c.var.services.offboarding.impact(c.var.actor, c.req.valid("param").id) }));
  handle(app, offboardingRoutes.offboard, async (c) => c.json({ doc: await c.var.services.offboarding.offboard(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  return app;
}
