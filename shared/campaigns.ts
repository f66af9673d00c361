// Recertification campaigns (issue 18): the inputs, the answers and the rules every part speaks of.
// A super admin creates a campaign over a subtree of units; opening it freezes one item per account
// and per access grant there; the unit admins responsible decide each item; the scheduler marks
// what is late, reminds, escalates and opens the next one of a recurring campaign.
import { z } from "zod";
import {
  CAMPAIGN_BULK_MAX,
  CAMPAIGN_DECISIONS,
  CAMPAIGN_ITEM_KINDS,
  CAMPAIGN_ITEM_STATES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_RECURRENCES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_SUBJECTS,
  type CampaignDecision,
  type CampaignItemKind,
  type CampaignItemState,
  type CampaignRecurrence,
  type CampaignStatus,
  type CampaignSubject,
} from "./campaign-enums.ts";
import type { AccessType, Platform, Role, SocialMediaStatus, UserStatus } from "./enums.ts";
import { csvEnum, csvIds, isoDateSchema, listQuerySchema, type Ref, type UnitRef } from "./schemas/common.ts";

const name = z
  .string({ error: CAMPAIGN_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: CAMPAIGN_MESSAGES.nameRequired })
  .max(200, { error: "Name can't exceed 200 characters" });
const unit = z.number({ error: CAMPAIGN_MESSAGES.unitRequired }).int().positive({ error: CAMPAIGN_MESSAGES.unitNotFound });
const subjects = z
  .array(z.enum(CAMPAIGN_SUBJECTS), { error: CAMPAIGN_MESSAGES.subjectsRequired })
  .min(1, { error: CAMPAIGN_MESSAGES.subjectsRequired })
  .max(4)
  .transform((v) => CAMPAIGN_SUBJECTS.filter((s) => v.includes(s)));
const recurrence = z.enum(CAMPAIGN_RECURRENCES, { error: `recurrence must be null or one of: ${CAMPAIGN_RECURRENCES.join(", ")}` }).nullable();

/** POST /api/campaigns. `unit` null: the whole institution. The due date is checked against today (the institution's) by the API. */
export const campaignCreateSchema = z.strictObject({
  name,
  unit: unit.nullable(),
  dueDate: isoDateSchema,
  subjects,
  recurrence: recurrence.default(null),
});
export type CampaignCreateInput = z.input<typeof campaignCreateSchema>;
export type CampaignCreateData = z.output<typeof campaignCreateSchema>;

/** PATCH /api/campaigns/:id: a draft's fields, any of them. */
export const campaignUpdateSchema = z
  .strictObject({ name: name.optional(), unit: unit.nullable().optional(), dueDate: isoDateSchema.optional(), subjects: subjects.optional(), recurrence: recurrence.optional() })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { error: CAMPAIGN_MESSAGES.nothingToChange });
export type CampaignUpdateData = z.output<typeof campaignUpdateSchema>;

export const campaignListQuerySchema = listQuerySchema(["name", "dueDate", "createdAt", "status"] as const, {
  status: csvEnum(CAMPAIGN_STATUSES).optional(),
});
export type CampaignListQuery = z.infer<typeof campaignListQuerySchema>;

/** GET /api/campaigns/:id: `unit` chooses whose sub-units the progress is broken down by. */
export const campaignDetailQuerySchema = z.strictObject({ unit: z.coerce.number().int().positive().optional() });

export const CAMPAIGN_ITEM_SORT_FIELDS = ["subject", "unit", "state", "decidedAt", "kind"] as const;

const itemFilters = {
  state: csvEnum(CAMPAIGN_ITEM_STATES).optional(),
  kind: csvEnum(CAMPAIGN_ITEM_KINDS).optional(),
  /** Items in the subtree of any of these units (each must be in the caller's scope). */
  unit: csvIds.optional(),
};

/** GET /api/campaigns/:id/items */
export const campaignItemListQuerySchema = listQuerySchema(CAMPAIGN_ITEM_SORT_FIELDS, itemFilters);
export type CampaignItemListQuery = z.infer<typeof campaignItemListQuerySchema>;

/** GET /api/campaign-items: the caller's review queue across open campaigns (pending and overdue unless `state` says). */
export const reviewQueueQuerySchema = listQuerySchema(CAMPAIGN_ITEM_SORT_FIELDS, {
  ...itemFilters,
  campaign: csvIds.optional(),
  socialMedia: csvIds.optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** PATCH /api/campaigns/:id/items/:itemId */
export const campaignDecisionSchema = z
  .strictObject({
    decision: z.enum(CAMPAIGN_DECISIONS, { error: `decision must be one of: ${CAMPAIGN_DECISIONS.join(", ")}` }),
    note: z.string().trim().max(2000, { error: "The note can't exceed 2000 characters" }).default(""),
  })
  .superRefine((v, ctx) => {
    if (v.decision !== "attest" && v.note === "") ctx.addIssue({ code: "custom", path: ["note"], message: CAMPAIGN_MESSAGES.noteRequired });
  });
export type CampaignDecisionInput = z.input<typeof campaignDecisionSchema>;
export type CampaignDecisionData = z.output<typeof campaignDecisionSchema>;

/** POST /api/campaign-items/attest: attest a selection at once, all or none. */
export const bulkAttestSchema = z.strictObject({
  items: z
    .array(z.number().int().positive(), { error: "items must be a list of item ids" })
    .min(1, { error: "Choose at least one item" })
    .max(CAMPAIGN_BULK_MAX, { error: `At most ${CAMPAIGN_BULK_MAX} items at once` })
    .transform((v) => [...new Set(v)]),
  note: z.string().trim().max(2000).default(""),
});
export type BulkAttestInput = z.input<typeof bulkAttestSchema>;

export const campaignEvidenceQuerySchema = z.strictObject({
  format: z.enum(["csv", "jsonl"], { error: "format must be csv or jsonl" }),
});

export const campaignItemParamsSchema = z.strictObject({ id: z.coerce.number().int().positive(), itemId: z.coerce.number().int().positive() });

export interface CampaignProgress {
  total: number;
  pending: number;
  decided: number;
  overdue: number;
}

export interface CampaignDoc {
  id: number;
  name: string;
  /** The root of the subtree under review; null: the whole institution. */
  unit: UnitRef | null;
  dueDate: string;
  subjects: CampaignSubject[];
  recurrence: CampaignRecurrence | null;
  status: CampaignStatus;
  createdBy: Ref | null;
  createdAt: string;
  openedAt: string | null;
  closedAt: string | null;
  previousCampaign: number | null;
  nextCampaign: number | null;
  /** Items in the caller's scope, by state. */
  progress: CampaignProgress;
}

export interface CampaignUnitProgress extends CampaignProgress {
  unit: Ref;
  /** Whether the unit has sub-units with items, so the page can open its breakdown. */
  hasChildren: boolean;
}

export interface CampaignDetailDoc extends CampaignDoc {
  /** The unit whose sub-units `byUnit` breaks the progress down by; null: the whole institution (by top-level unit). */
  breakdownUnit: Ref | null;
  /** One row per sub-unit of `breakdownUnit` holding items (and one for its own items), least done first. */
  byUnit: CampaignUnitProgress[];
}

export interface AttestedAdmin {
  id: number;
  name: string;
  email: string;
  twoFactor: boolean;
}

/** What an account item asks the reviewer to confirm, frozen when the campaign opened. */
export interface AccountAttestedFacts {
  account: { id: number; name: string; platform: Platform; profileUrl: string; status: SocialMediaStatus };
  unit: Ref;
  primaryAdmin: AttestedAdmin | null;
  backupAdmin: AttestedAdmin | null;
  managers: Ref[];
  /** Every named administrator has two-factor sign-in on (false when none is named). */
  twoFactor: boolean;
  passwordManagementPractice: string | null;
  thirdPartyManagement: "yes" | "no";
  thirdPartyProvider: string;
  thirdPartyContact: string;
}

/** What an access item asks the reviewer to confirm: one person's grant on one unit. */
export interface AccessAttestedFacts {
  user: { id: number; name: string; email: string; role: Role; status: UserStatus };
  unit: Ref;
  type: AccessType;
  startDate: string | null;
  endDate: string | null;
}

export type AttestedFacts = AccountAttestedFacts | AccessAttestedFacts;

export interface CampaignItemDoc {
  id: number;
  campaign: { id: number; name: string; dueDate: string; status: CampaignStatus };
  kind: CampaignItemKind;
  unit: UnitRef;
  /** The unit whose admins review it (its own, else the nearest ancestor with unit admins). */
  reviewerUnit: Ref | null;
  /** The people who review it today: the reviewer unit's unit admins, the super admins when it has none. On a campaign's item list and the review queue. */
  reviewers?: { id: number; name: string; email: string }[];
  /** The account (kind account) or the person holding the grant (kind access). */
  subject: { type: "social_media" | "user"; id: number; name: string };
  facts: AttestedFacts;
  state: CampaignItemState;
  decision: CampaignDecision | null;
  note: string | null;
  decidedBy: Ref | null;
  decidedAt: string | null;
  overdueAt: string | null;
  escalatedTo: Ref | null;
  flagId: number | null;
  auditEntryId: number | null;
  auditHash: string | null;
}

/** GET /api/attestations/coverage: attested share of the active accounts, per unit in the caller's scope. */
export interface AttestationCoverageRow {
  unit: Ref;
  /** True for a scope root's row: only the accounts the unit owns itself (its sub-units have rows of their own). */
  ownAccountsOnly: boolean;
  /** Active accounts owned by the unit or (unless ownAccountsOnly) a unit below it. */
  accounts: number;
  attested: number;
}

export interface AttestationCoverage {
  total: { accounts: number; attested: number };
  byUnit: AttestationCoverageRow[];
}
