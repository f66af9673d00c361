// Handover tasks (issue 19): listed for the accounts in scope and for their assignees; closed by
// the assignee, a super admin or a unit admin in scope (shared/offboarding-rules.ts).
import { offboardingContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

// Who may close a task is the service's rule (shared/offboarding-rules.ts); the gate is reading accounts.
export const handoverRoutes = {
  list: declareRoute({ ...offboardingContracts.listHandoverTasks, access: allow("SOCIAL_MEDIAS", "read") }),
  close: declareRoute({ ...offboardingContracts.closeHandoverTask, access: allow("SOCIAL_MEDIAS", "read") }),
};

export function mountHandoverRoutes() {
  const app = router();
  handle(app, handoverRoutes.list, async (c) => c.json(await c.var.services.handover.list(c.var.actor, c.req.valid("query"))));
  handle(app, handoverRoutes.close, async (c) => c.json({ doc: await c.var.services.handover.close(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  return app;
}
