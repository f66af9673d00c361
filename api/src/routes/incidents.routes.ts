// Incidents (issue 34): the compromised-account playbook. The gate is reading accounts; who may
// report and handle an account's incident is the policy's rule (policies/incidents.ts), and the
// playbook template is narrowed to super admins here and there.
import { incidentContracts, isSuperAdmin } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const incidentRoutes = {
  // Before {id}: "playbook" is not an incident's id.
  getPlaybook: declareRoute({ ...incidentContracts.getPlaybook, access: allow("SOCIAL_MEDIAS", "read") }),
  putPlaybook: declareRoute({ ...incidentContracts.putPlaybook, access: allow("SOCIAL_MEDIAS", "update", isSuperAdmin) }),
  list: declareRoute({ ...incidentContracts.list, access: allow("SOCIAL_MEDIAS", "read") }),
  get: declareRoute({ ...incidentContracts.get, access: allow("SOCIAL_MEDIAS", "read") }),
  open: declareRoute({ ...incidentContracts.open, access: allow("SOCIAL_MEDIAS", "read") }),
  updateStep: declareRoute({ ...incidentContracts.updateStep, access: allow("SOCIAL_MEDIAS", "read") }),
  close: declareRoute({ ...incidentContracts.close, access: allow("SOCIAL_MEDIAS", "read") }),
};

export function mountIncidentRoutes() {
  const app = router();
  handle(app, incidentRoutes.getPlaybook, async (c) => c.json({ doc: await c.var.services.incidents.playbook() }));
  handle(app, incidentRoutes.putPlaybook, async (c) => c.json({ doc: await c.var.services.incidents.savePlaybook(c.var.actor, c.req.valid("json")) }));
  handle(app, incidentRoutes.list, async (c) => c.json(await c.var.services.incidents.list(c.var.actor, c.req.valid("query"))));
  handle(app, incidentRoutes.get, async (c) => c.json({ doc: await c.var.services.incidents.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, incidentRoutes.open, async (c) => c.json({ doc: await c.var.services.incidents.open(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, incidentRoutes.updateStep, async (c) => {
    const { id, stepId } = c.req.valid("param");
    return c.json({ doc: await c.var.services.incidents.updateStep(c.var.actor, id, stepId, c.req.valid("json")) });
  });
  handle(app, incidentRoutes.close, async (c) => c.json({ doc: await c.var.services.incidents.close(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  return app;
}
