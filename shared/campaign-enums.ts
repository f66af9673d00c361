// Recertification campaigns (issue 18): the enumerations, messages and rules, without a schema, so
// that the dashboard's route modules (in the first download) may take a constant from here without
// bringing zod along (the schemas are in campaigns.ts).

export const CAMPAIGN_SUBJECTS = ["accounts", "access"] as const;
export type CampaignSubject = (typeof CAMPAIGN_SUBJECTS)[number];

export const CAMPAIGN_RECURRENCES = ["quarterly", "semiannual", "annual"] as const;
export type CampaignRecurrence = (typeof CAMPAIGN_RECURRENCES)[number];
/** How far the next campaign of a recurring one lies after this one (opening and due date alike). */
export const RECURRENCE_MONTHS: Record<CampaignRecurrence, number> = { quarterly: 3, semiannual: 6, annual: 12 };

export const CAMPAIGN_STATUSES = ["draft", "open", "closed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_ITEM_KINDS = ["account", "access"] as const;
export type CampaignItemKind = (typeof CAMPAIGN_ITEM_KINDS)[number];

export const CAMPAIGN_ITEM_STATES = ["pending", "decided", "overdue"] as const;
export type CampaignItemState = (typeof CAMPAIGN_ITEM_STATES)[number];

export const CAMPAIGN_DECISIONS = ["attest", "changes_requested", "revoke", "flag"] as const;
export type CampaignDecision = (typeof CAMPAIGN_DECISIONS)[number];

/** The reminder goes out this many days before the due date (event campaign.due_soon). */
export const CAMPAIGN_DUE_SOON_DAYS = 7;
/** Items one bulk attestation may decide at once. */
export const CAMPAIGN_BULK_MAX = 500;

export const CAMPAIGN_MESSAGES = {
  nameRequired: "Name is required",
  unitRequired: "Choose the unit under review, or the whole institution",
  wholeInstitution: "Whole institution",
  unitNotFound: "Unit not found",
  subjectsRequired: "Choose accounts, access or both",
  dueDatePast: "The due date must be today or later",
  noteRequired: "Say why in a note: it goes into the evidence",
  revokeOnlyAccess: "Only an access item can be revoked",
  flagOnlyAccount: "Only an account item can be flagged",
  nothingToChange: "Send at least one of name, unit, dueDate, subjects, recurrence",
  overdueFlag: (campaign: string, dueDate: string) => `Recertification in "${campaign}" was due on ${dueDate} and nobody has decided it yet.`,
  decisionFlag: (campaign: string, note: string) => `Flagged during recertification "${campaign}": ${note}`,
  overdueFlagResolved: (campaign: string) => `Attested in recertification "${campaign}".`,
} as const;

/** A revoke ends an access grant; a flag raises a risk flag on an account. Attest and changes_requested fit both. */
export function decisionFitsKind(decision: CampaignDecision, kind: CampaignItemKind): boolean {
  if (decision === "revoke") return kind === "access";
  if (decision === "flag") return kind === "account";
  return true;
}

/** Pending and overdue items wait for a decision; a decided item is never decided again. */
export function isAwaitingDecision(state: CampaignItemState): boolean {
  return state === "pending" || state === "overdue";
}

/** Nobody decides on their own access (the access page's rule, shared/user-rules.ts, applied to reviews). */
export function mayDecideItem(actor: { id: number }, item: { kind: CampaignItemKind; subject: { id: number } }): boolean {
  return !(item.kind === "access" && item.subject.id === actor.id);
}

/** Only drafts may be edited or opened; only open campaigns take decisions. */
export function mayEditCampaign(status: CampaignStatus): boolean {
  return status === "draft";
}

/** `date` (YYYY-MM-DD) moved by whole months, the day kept where the month has it (Jan 31 + 1 = Feb 28/29). */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) moved by days. */
export function addDaysToDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}


/** The evidence file's columns, in order (CSV header; JSONL keys). */
export const CAMPAIGN_EVIDENCE_COLUMNS = [
  "campaignId",
  "campaignName",
  "itemId",
  "kind",
  "unitId",
  "unitName",
  "subjectType",
  "subjectId",
  "subjectName",
  "state",
  "decision",
  "decidedById",
  "decidedByName",
  "decidedAt",
  "note",
  "facts",
  "auditEntryId",
  "auditHash",
] as const;
