// Handover tasks (issue 19): listed for the accounts in scope and for their assignees; closed by
// the assignee, a super admin or a unit admin in scope (shared/offboarding-rules.ts).
import { handoverTaskListQuerySchema, handoverTaskUpdateSchema, idParamSchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, listOf, refused, withId } from "../http/responses.ts";

export const handoverRoutes = {
  list: declareRoute({
    method: "get", path: "/handover-tasks", summary: "Handover tasks of accounts in scope and those assigned to the caller", tags: ["offboarding"],
    access: allow("SOCIAL_MEDIAS", "read"),
    request: { query: handoverTaskListQuerySchema },
    responses: { 200: answer("list", listOf(withId)), 400: invalid() },
  }),
  close: declareRoute({
    method: "patch", path: "/handover-tasks/{id}", summary: "Mark a handover task done, with a note", tags: ["offboarding"],
    access: allow("SOCIAL_MEDIAS", "read"),
    request: { params: idParamSchema, body: jsonBody(handoverTaskUpdateSchema) },
    responses: {
      200: answer('{"doc"}', docOf(withId)),
      400: invalid(),
      403: refused("not the assignee, a super admin or a unit admin in scope"),
      404: refused("missing or out of scope"),
      409: refused("TASK_ALREADY_DONE"),
    },
  }),
};

export function mountHandoverRoutes() {
  const app = router();
  handle(app, handoverRoutes.list, async (c) => c.json(await c.var.services.handover.list(c.var.actor, c.req.valid("query"))));
  handle(app, handoverRoutes.close, async (c) => c.json({ doc: await c.var.services.handover.close(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  return app;
}
