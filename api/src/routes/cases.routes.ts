// Cases (issue 34), signed in: the role gate is "signed in"; who sees which case is the row-level
// policy (policies/cases.ts), so a case outside the caller's reach is a 404 like a missing one.
import { caseContracts as contracts } from "@steward/shared";
import { evidenceCsv } from "../cases/evidence-csv.ts";
import { signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const caseRoutes = {
  list: declareRoute({ ...contracts.list, access: signedIn() }),
  clocks: declareRoute({ ...contracts.clocks, access: signedIn() }),
  get: declareRoute({ ...contracts.get, access: signedIn() }),
  changeState: declareRoute({ ...contracts.changeState, access: signedIn() }),
  evidence: declareRoute({ ...contracts.evidence, access: signedIn() }),
};

export function mountCaseRoutes() {
  const app = router();
  handle(app, caseRoutes.list, async (c) => c.json(await c.var.services.cases.list(c.var.actor, c.req.valid("query"))));
  handle(app, caseRoutes.clocks, async (c) => c.json({ docs: await c.var.services.cases.clocks(c.var.actor) }));
  handle(app, caseRoutes.get, async (c) => c.json({ doc: await c.var.services.cases.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, caseRoutes.changeState, async (c) => c.json({ doc: await c.var.services.cases.changeState(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  handle(app, caseRoutes.evidence, async (c) => {
    const id = c.req.valid("param").id;
    const doc = await c.var.services.cases.evidence(c.var.actor, id);
    const headers = { "Cache-Control": "no-store" };
    if (c.req.valid("query").format === "csv") {
      return c.body(evidenceCsv(doc, c.var.locale), 200, { ...headers, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="case-${id}-evidence.csv"` });
    }
    return c.json(doc, 200, { ...headers, "Content-Disposition": `attachment; filename="case-${id}-evidence.json"` });
  });
  return app;
}
