// Recertification campaigns (issue 18): campaigns, their items and decisions, the review queue,
// the evidence export and the attestation coverage of the dashboard.
import { campaignContracts as contracts, isSuperAdmin } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const campaignRoutes = {
  list: declareRoute({ ...contracts.list, access: allow("CAMPAIGNS", "read") }),
  get: declareRoute({ ...contracts.get, access: allow("CAMPAIGNS", "read") }),
  create: declareRoute({ ...contracts.create, access: allow("CAMPAIGNS", "create") }),
  update: declareRoute({ ...contracts.update, access: allow("CAMPAIGNS", "update", isSuperAdmin) }),
  open: declareRoute({ ...contracts.open, access: allow("CAMPAIGNS", "update", isSuperAdmin) }),
  close: declareRoute({ ...contracts.close, access: allow("CAMPAIGNS", "update", isSuperAdmin) }),
  items: declareRoute({ ...contracts.items, access: allow("CAMPAIGNS", "read") }),
  decide: declareRoute({ ...contracts.decide, access: allow("CAMPAIGNS", "update") }),
  evidence: declareRoute({ ...contracts.evidence, access: allow("CAMPAIGNS", "read") }),
  queue: declareRoute({ ...contracts.queue, access: allow("CAMPAIGNS", "read") }),
  attest: declareRoute({ ...contracts.attest, access: allow("CAMPAIGNS", "update") }),
  coverage: declareRoute({ ...contracts.coverage, access: allow("DASHBOARD", "read") }),
};

export function mountCampaignRoutes() {
  const app = router();
  handle(app, campaignRoutes.list, async (c) => c.json(await c.var.services.campaigns.list(c.var.actor, c.req.valid("query"))));
  handle(app, campaignRoutes.queue, async (c) => c.json(await c.var.services.campaignDecisions.queue(c.var.actor, c.req.valid("query"))));
  handle(app, campaignRoutes.attest, async (c) => {
    const body = c.req.valid("json");
    return c.json(await c.var.services.campaignDecisions.attestMany(c.var.actor, body.items, body.note));
  });
  handle(app, campaignRoutes.coverage, async (c) => c.json(await c.var.services.attestations.coverage(c.var.actor)));
  handle(app, campaignRoutes.create, async (c) => c.json({ doc: await c.var.services.campaigns.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, campaignRoutes.get, async (c) => c.json({ doc: await c.var.services.campaigns.get(c.var.actor, c.req.valid("param").id, c.req.valid("query").unit) }));
  handle(app, campaignRoutes.update, async (c) => c.json({ doc: await c.var.services.campaigns.update(c.var.actor, c.req.valid("param").id, c.req.valid("json")) }));
  handle(app, campaignRoutes.open, async (c) => c.json({ doc: await c.var.services.campaigns.open(c.var.actor, c.req.valid("param").id) }));
  handle(app, campaignRoutes.close, async (c) => c.json({ doc: await c.var.services.campaigns.close(c.var.actor, c.req.valid("param").id) }));
  handle(app, campaignRoutes.items, async (c) => c.json(await c.var.services.campaignDecisions.list(c.var.actor, c.req.valid("param").id, c.req.valid("query"))));
  handle(app, campaignRoutes.decide, async (c) => {
    const { id, itemId } = c.req.valid("param");
    return c.json({ doc: await c.var.services.campaignDecisions.decide(c.var.actor, id, itemId, c.req.valid("json")) });
  });
  handle(app, campaignRoutes.evidence, async (c) => {
    const { format } = c.req.valid("query");
    const { stream, name } = await c.var.services.campaignEvidence.export(c.var.actor, c.req.valid("param").id, format, c.var.locale);
    return c.body(stream, 200, {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
      "Cache-Control": "no-store",
    });
  });
  return app;
}
