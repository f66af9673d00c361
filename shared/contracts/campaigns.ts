// Recertification campaigns (issue 18): what each route takes and answers. The evidence is a stream
// (CSV or JSONL); every other answer is JSON in the schemas below.
import { z } from "zod";
import { CAMPAIGN_DECISIONS, CAMPAIGN_ITEM_KINDS, CAMPAIGN_ITEM_STATES, CAMPAIGN_RECURRENCES, CAMPAIGN_STATUSES, CAMPAIGN_SUBJECTS } from "../campaign-enums.ts";
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
  reviewQueueQuerySchema,
  type AttestationCoverage,
  type CampaignDetailDoc,
  type CampaignDoc,
  type CampaignItemDoc,
} from "../campaigns.ts";
import { ACCESS_TYPES, PLATFORMS, ROLES, SOCIAL_MEDIA_STATUSES, USER_STATUSES } from "../enums.ts";
import { idParamSchema } from "../schemas/common.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused, unitRefSchema } from "./answers.ts";
import { campaignEndpoints } from "./campaign-endpoints.ts";

const count = z.number().int();
const progress = { total: count, pending: count, decided: count, overdue: count };

export const campaignDocSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: unitRefSchema.nullable(),
  dueDate: z.string(),
  subjects: z.array(z.enum(CAMPAIGN_SUBJECTS)),
  recurrence: z.enum(CAMPAIGN_RECURRENCES).nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  createdBy: refSchema.nullable(),
  createdAt: z.string(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  previousCampaign: z.number().int().nullable(),
  nextCampaign: z.number().int().nullable(),
  progress: z.object(progress),
}) satisfies z.ZodType<CampaignDoc>;

export const campaignDetailDocSchema = campaignDocSchema.extend({
  breakdownUnit: refSchema.nullable(),
  byUnit: z.array(z.object({ ...progress, unit: refSchema, hasChildren: z.boolean() })),
}) satisfies z.ZodType<CampaignDetailDoc>;

const attestedAdmin = z.object({ id: z.number().int(), name: z.string(), email: z.string(), twoFactor: z.boolean() });

export const campaignItemDocSchema = z.object({
  id: z.number().int(),
  campaign: z.object({ id: z.number().int(), name: z.string(), dueDate: z.string(), status: z.enum(CAMPAIGN_STATUSES) }),
  kind: z.enum(CAMPAIGN_ITEM_KINDS),
  unit: unitRefSchema,
  reviewerUnit: refSchema.nullable(),
  reviewers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })).optional(),
  subject: z.object({ type: z.enum(["social_media", "user"]), id: z.number().int(), name: z.string() }),
  facts: z.union([
    z.object({
      account: z.object({ id: z.number().int(), name: z.string(), platform: z.enum(PLATFORMS), profileUrl: z.string(), status: z.enum(SOCIAL_MEDIA_STATUSES) }),
      unit: refSchema,
      primaryAdmin: attestedAdmin.nullable(),
      backupAdmin: attestedAdmin.nullable(),
      managers: z.array(refSchema),
      twoFactor: z.boolean(),
      passwordManagementPractice: z.string().nullable(),
      thirdPartyManagement: z.enum(["yes", "no"]),
      thirdPartyProvider: z.string(),
      thirdPartyContact: z.string(),
    }),
    z.object({
      user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(ROLES), status: z.enum(USER_STATUSES) }),
      unit: refSchema,
      type: z.enum(ACCESS_TYPES),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  ]),
  state: z.enum(CAMPAIGN_ITEM_STATES),
  decision: z.enum(CAMPAIGN_DECISIONS).nullable(),
  note: z.string().nullable(),
  decidedBy: refSchema.nullable(),
  decidedAt: z.string().nullable(),
  overdueAt: z.string().nullable(),
  escalatedTo: refSchema.nullable(),
  flagId: z.number().int().nullable(),
  auditEntryId: z.number().int().nullable(),
  auditHash: z.string().nullable(),
}) satisfies z.ZodType<CampaignItemDoc>;

export const attestationCoverageSchema = z.object({
  total: z.object({ accounts: count, attested: count }),
  byUnit: z.array(z.object({ unit: refSchema, ownAccountsOnly: z.boolean(), accounts: count, attested: count })),
}) satisfies z.ZodType<AttestationCoverage>;

const TAGS = ["campaigns"];
const campaign = answer('{"doc"}', docOf(campaignDocSchema));

export const campaignContracts = {
  list: {
    ...campaignEndpoints.list, summary: "Campaigns whose subtree meets the caller's scope, with the progress of the items in scope", tags: TAGS,
    request: { query: campaignListQuerySchema }, responses: { 200: answer("list", listOf(campaignDocSchema)), 400: invalid() },
  },
  get: {
    ...campaignEndpoints.get, summary: "One campaign: progress per state and per sub-unit of `unit` (default the campaign's unit)", tags: TAGS,
    request: { params: idParamSchema, query: campaignDetailQuerySchema },
    responses: { 200: answer('{"doc"}', docOf(campaignDetailDocSchema)), 400: invalid(), 404: refused("missing, out of scope, or `unit` outside the campaign or the scope") },
  },
  create: {
    ...campaignEndpoints.create, summary: "Create a draft campaign over a unit's subtree (super admin)", tags: TAGS,
    request: { body: jsonBody(campaignCreateSchema) },
    responses: { 201: campaign, 400: invalid("ValidationError (unknown unit, due date in the past)"), 403: refused("not a super admin") },
  },
  update: {
    ...campaignEndpoints.update, summary: "Edit a draft campaign (super admin)", tags: TAGS,
    request: { params: idParamSchema, body: jsonBody(campaignUpdateSchema) },
    responses: { 200: campaign, 400: invalid(), 404: refused("missing"), 409: refused("CAMPAIGN_NOT_DRAFT") },
  },
  open: {
    ...campaignEndpoints.open, summary: "Open a draft: freeze one item per account and access grant of the subtree and notify the reviewers (super admin)", tags: TAGS,
    request: { params: idParamSchema },
    responses: { 200: campaign, 400: invalid("ValidationError (due date passed)"), 404: refused("missing"), 409: refused("CAMPAIGN_NOT_DRAFT") },
  },
  close: {
    ...campaignEndpoints.close, summary: "End a campaign: no more decisions; undecided items stay in the evidence (super admin)", tags: TAGS,
    request: { params: idParamSchema },
    responses: { 200: campaign, 404: refused("missing"), 409: refused("CAMPAIGN_CLOSED") },
  },
  items: {
    ...campaignEndpoints.items, summary: "A campaign's items in the caller's scope; filters state, kind, unit (subtree)", tags: TAGS,
    request: { params: idParamSchema, query: campaignItemListQuerySchema },
    responses: { 200: answer("list", listOf(campaignItemDocSchema)), 400: invalid(), 404: refused("campaign or unit missing or out of scope") },
  },
  decide: {
    ...campaignEndpoints.decide, summary: "Decide an item: attest, changes_requested, revoke (access) or flag (account)", tags: TAGS,
    request: { params: campaignItemParamsSchema, body: jsonBody(campaignDecisionSchema) },
    responses: {
      200: answer('{"doc"}', docOf(campaignItemDocSchema)),
      400: invalid("ValidationError (note missing, decision not for this kind of item)"),
      403: refused("OWN_ACCESS_NOT_DECIDABLE, or the grant may not be managed by the caller"),
      404: refused("missing or out of scope"),
      409: refused("ITEM_ALREADY_DECIDED, CAMPAIGN_CLOSED, LAST_UNIT_ADMIN"),
    },
  },
  evidence: {
    ...campaignEndpoints.evidence, summary: "Stream the campaign's items in scope with decision, who, when, the attested facts and the audit entry's hash, as CSV or JSONL", tags: TAGS,
    request: { params: idParamSchema, query: campaignEvidenceQuerySchema },
    responses: {
      200: { description: "streamed CSV (RFC 4180, formulas made inert) or JSONL", content: { "text/csv": { schema: z.string() }, "application/x-ndjson": { schema: z.string() } } },
      400: invalid(),
      404: refused("missing or out of scope"),
    },
  },
  queue: {
    ...campaignEndpoints.queue, summary: "The caller's review queue: items in scope of open campaigns (pending and overdue unless `state` says)", tags: TAGS,
    request: { query: reviewQueueQuerySchema },
    responses: { 200: answer("list", listOf(campaignItemDocSchema)), 400: invalid(), 404: refused("unit missing or out of scope") },
  },
  attest: {
    ...campaignEndpoints.attest, summary: "Attest a selection of items at once: all of them or none", tags: TAGS,
    request: { body: jsonBody(bulkAttestSchema) },
    responses: {
      200: answer('{"docs"}', z.object({ docs: z.array(campaignItemDocSchema) })),
      400: invalid(),
      403: refused("OWN_ACCESS_NOT_DECIDABLE"),
      404: refused("an item missing or out of scope"),
      409: refused("ITEM_ALREADY_DECIDED, CAMPAIGN_CLOSED"),
    },
  },
  coverage: {
    ...campaignEndpoints.coverage, summary: "Attested share of the active accounts in scope, per unit (the dashboard's coverage)", tags: TAGS,
    responses: { 200: answer("AttestationCoverage", attestationCoverageSchema) },
  },
};

export type CampaignContracts = typeof campaignContracts;
