// Offboarding with handover (issue 19): the impact of a person's departure, and the offboard
// request that answers it in one transaction. Super admins and unit admins (the role rule); who
// may offboard whom is decided by the service (shared/offboarding-rules.ts mayOffboard).
import { z } from "zod";
import { idParamSchema, mayOffboardUsers, offboardSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, refused, withId } from "../http/responses.ts";

const impact = z.object({ user: withId, accounts: z.array(withId), blockers: z.array(z.object({ kind: z.string() }).loose()) }).loose();
const result = z.object({ user: withId, accounts: z.array(withId), tasks: z.array(withId) }).loose();

export const offboardingRoutes = {
  impact: declareRoute({
    method: "get", path: "/users/{id}/offboarding", summary: "What a person holds and what blocks their deactivation (the offboarding impact)", tags: ["offboarding"],
    access: allow("USERS", "update", mayOffboardUsers),
    request: { params: idParamSchema },
    responses: {
      200: answer('{"doc"}', docOf(impact)),
      403: refused("OWN_OFFBOARDING, USER_OUTSIDE_SCOPE (not wholly in a unit admin's scope) or FORBIDDEN"),
      404: refused("missing or out of scope"),
    },
  }),
  offboard: declareRoute({
    method: "post", path: "/users/{id}/offboard", summary: "Offboard a person: hand over their accounts, end their access, deactivate them, open handover tasks", tags: ["offboarding"],
    access: allow("USERS", "update", mayOffboardUsers),
    request: { params: idParamSchema, body: jsonBody(offboardSchema) },
    responses: {
      200: answer('{"doc"}', docOf(result)),
      400: invalid("ValidationError (unknown or out-of-scope successor or administrator, an account not theirs)"),
      403: refused("OWN_OFFBOARDING, USER_OUTSIDE_SCOPE or FORBIDDEN"),
      404: refused("missing or out of scope"),
      409: refused("OFFBOARDING_BLOCKED with the blockers left without an answer"),
    },
  }),
};

export function mountOffboardingRoutes() {
  const app = router();
  handle(app, offboardingRoutes.impact, async (c) => c.json({ doc: await c.var.services.offboarding.impact(c.var.actor, c.req.valid("param").id) }));
  handle(app, offboardingRoutes.offboard, async (c) => c.json({ doc: await c.var.services.offboarding.offboard(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  return app;
}
