// Recertification campaigns (issue 18): campaigns, their items and decisions, the review queue,
// the evidence export and the attestation coverage of the dashboard.
import { z } from "zod";
import {
  bulkAttestSchema,
  campaignCreateSchema,
  campaignDecisionSchema,
  campaignDetailQuerySchema,
  campaignEvidenceQuerySchema,
  campaignItemListQuerySchema,
  campaignItemParamsSchema,
  campaignListQuerySchema,
  campaignUpdateSchema,
  idParamSchema,
  isSuperAdmin,
  reviewQueueQuerySchema,
} from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, docOf, invalid, jsonBody, listOf, refused, withId } from "../http/responses.ts";

const detail = withId.extend({ byUnit: z.array(z.object({}).loose()) });
const coverage = z.object({ total: z.object({ accounts: z.number().int(), attested: z.number().int() }), byUnit: z.array(z.object({}).loose()) });

export const campaignRoutes = {
  list: declareRoute({
    method: "get", path: "/campaigns", summary: "Campaigns whose subtree meets the caller's scope, with the progress of the items in scope", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "read"), request: { query: campaignListQuerySchema }, responses: { 200: answer("list", listOf(withId)), 400: invalid() },
  }),
  get: declareRoute({
    method: "get", path: "/campaigns/{id}", summary: "One campaign: progress per state and per sub-unit of `unit` (default the campaign's unit)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "read"), request: { params: idParamSchema, query: campaignDetailQuerySchema },
    responses: { 200: answer('{"doc"}', docOf(detail)), 400: invalid(), 404: refused("missing, out of scope, or `unit` outside the campaign or the scope") },
  }),
  create: declareRoute({
    method: "post", path: "/campaigns", summary: "Create a draft campaign over a unit's subtree (super admin)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "create"), request: { body: jsonBody(campaignCreateSchema) },
    responses: { 201: answer('{"doc"}', docOf(withId)), 400: invalid("ValidationError (unknown unit, due date in the past)"), 403: refused("not a super admin") },
  }),
  update: declareRoute({
    method: "patch", path: "/campaigns/{id}", summary: "Edit a draft campaign (super admin)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "update", isSuperAdmin), request: { params: idParamSchema, body: jsonBody(campaignUpdateSchema) },
    responses: { 200: answer('{"doc"}', docOf(withId)), 400: invalid(), 404: refused("missing"), 409: refused("CAMPAIGN_NOT_DRAFT") },
  }),
  open: declareRoute({
    method: "post", path: "/campaigns/{id}/open", summary: "Open a draft: freeze one item per account and access grant of the subtree and notify the reviewers (super admin)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "update", isSuperAdmin), request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(withId)), 400: invalid("ValidationError (due date passed)"), 404: refused("missing"), 409: refused("CAMPAIGN_NOT_DRAFT") },
  }),
  close: declareRoute({
    method: "post", path: "/campaigns/{id}/close", summary: "End a campaign: no more decisions; undecided items stay in the evidence (super admin)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "update", isSuperAdmin), request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(withId)), 404: refused("missing"), 409: refused("CAMPAIGN_CLOSED") },
  }),
  items: declareRoute({
    method: "get", path: "/campaigns/{id}/items", summary: "A campaign's items in the caller's scope; filters state, kind, unit (subtree)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "read"), request: { params: idParamSchema, query: campaignItemListQuerySchema },
    responses: { 200: answer("list", listOf(withId)), 400: invalid(), 404: refused("campaign or unit missing or out of scope") },
  }),
  decide: declareRoute({
    method: "patch", path: "/campaigns/{id}/items/{itemId}", summary: "Decide an item: attest, changes_requested, revoke (access) or flag (account)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "update"), request: { params: campaignItemParamsSchema, body: jsonBody(campaignDecisionSchema) },
    responses: {
      200: answer('{"doc"}', docOf(withId)),
      400: invalid("ValidationError (note missing, decision not for this kind of item)"),
      403: refused("OWN_ACCESS_NOT_DECIDABLE, or the grant may not be managed by the caller"),
      404: refused("missing or out of scope"),
      409: refused("ITEM_ALREADY_DECIDED, CAMPAIGN_CLOSED, LAST_UNIT_ADMIN"),
    },
  }),
  evidence: declareRoute({
    method: "get", path: "/campaigns/{id}/evidence", summary: "Stream the campaign's items in scope with decision, who, when, the attested facts and the audit entry's hash, as CSV or JSONL", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "read"), request: { params: idParamSchema, query: campaignEvidenceQuerySchema },
    responses: {
      200: { description: "streamed CSV (RFC 4180, formulas made inert) or JSONL", content: { "text/csv": { schema: z.string() }, "application/x-ndjson": { schema: z.string() } } },
      400: invalid(),
      404: refused("missing or out of scope"),
    },
  }),
  queue: declareRoute({
    method: "get", path: "/campaign-items", summary: "The caller's review queue: items in scope of open campaigns (pending and overdue unless `state` says)", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "read"), request: { query: reviewQueueQuerySchema },
    responses: { 200: answer("list", listOf(withId)), 400: invalid(), 404: refused("unit missing or out of scope") },
  }),
  attest: declareRoute({
    method: "post", path: "/campaign-items/attest", summary: "Attest a selection of items at once: all of them or none", tags: ["campaigns"],
    access: allow("CAMPAIGNS", "update"), request: { body: jsonBody(bulkAttestSchema) },
    responses: {
      200: answer('{"docs"}', z.object({ docs: z.array(withId) })),
      400: invalid(),
      403: refused("OWN_ACCESS_NOT_DECIDABLE"),
      404: refused("an item missing or out of scope"),
      409: refused("ITEM_ALREADY_DECIDED, CAMPAIGN_CLOSED"),
    },
  }),
  coverage: declareRoute({
    method: "get", path: "/attestations/coverage", summary: "Attested share of the active accounts in scope, per unit (the dashboard's coverage)", tags: ["campaigns"],
    access: allow("DASHBOARD", "read"), responses: { 200: answer("AttestationCoverage", coverage) },
  }),
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
    const { stream, name } = await c.var.services.campaignEvidence.export(c.var.actor, c.req.valid("param").id, format);
    return c.body(stream, 200, {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.${format}"`,
      "Cache-Control": "no-store",
    });
  });
  return app;
}
