// Cases (issue 34): the public report form's body and answer, and the cases routes' queries, bodies
// and answers. The public routes get CORS, the rate limits and the body cap from the API
// (api/src/routes/public-reports.routes.ts); the others are signed in (api/src/routes/cases.routes.ts).
import { z } from "zod";
import {
  CASE_SLA_STATUSES,
  CASE_STATES,
  CASE_TARGET_STATES,
  CONTENT_KINDS,
  REPORT_CONFIRM_PARAM,
  REPORT_KINDS,
  REPORT_LIMITS,
  type CaseSlaStatus,
  type CaseState,
  type ContentKind,
  type ReportKind,
} from "../case-rules.ts";
import { PLATFORMS, type Platform } from "../enums.ts";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { emailSchema, idParamSchema, idSchema, listQuerySchema, personNameSchema } from "../schemas/common.ts";
import caseMessages from "../i18n/messages/en/caseMessages.json" with { type: "json" };
import { auditLogDocSchema } from "./audit-logs.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused } from "./answers.ts";
import { caseEndpoints, publicReportEndpoints } from "./cases-endpoints.ts";

/** Plain English sentences (the API's): the English catalogue itself, Spanish beside it. */
export const CASE_MESSAGES = caseMessages;

// Control characters other than tab and line breaks have no place in a person's text.
// deno-lint-ignore no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Free text kept as plain text (never HTML): trimmed, capped, without control characters. */
const plainText = (max: number, message: string, min = 1) =>
  z
    .string({ error: message })
    .trim()
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((v) => !CONTROL.test(v), { error: CASE_MESSAGES.plainText });

/** An http(s) address, nothing else (no javascript:, data:, mailto:). */
export const reportUrlSchema = z
  .string({ error: CASE_MESSAGES.url })
  .trim()
  .max(REPORT_LIMITS.url, { error: CASE_MESSAGES.urlTooLong })
  .refine((v) => {
    if (!/^https?:\/\//i.test(v) || /\s/.test(v)) return false;
    try {
      const url = new URL(v);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, { error: CASE_MESSAGES.url });

const reporterName = personNameSchema.refine((v) => !CONTROL.test(v), { error: CASE_MESSAGES.plainText });
const locale = z.enum(LOCALES, { error: CASE_MESSAGES.locale }).optional();

export const impostorReportSchema = z.strictObject({
  kind: z.literal("impostor"),
  impostorUrl: reportUrlSchema,
  evidenceLinks: z.array(reportUrlSchema).max(REPORT_LIMITS.links, { error: CASE_MESSAGES.tooManyLinks }).default([]),
  /** The unit whose name the impostor uses, as the reporter writes it (matched to a unit when it can be). */
  claimedUnitName: plainText(REPORT_LIMITS.short, CASE_MESSAGES.shortText).optional(),
  /** The official account the impostor copies, when the reporter picked it from the directory. */
  officialAccountId: idSchema.optional(),
  description: plainText(REPORT_LIMITS.text, CASE_MESSAGES.description),
  reporter: z.strictObject({ name: reporterName, email: emailSchema, locale }),
});

export const removalRequestSchema = z
  .strictObject({
    kind: z.literal("removal"),
    /** A published account of the directory, by id... */
    officialAccountId: idSchema.optional(),
    /** ...or by its address. */
    officialAccountUrl: reportUrlSchema.optional(),
    contentUrl: reportUrlSchema,
    contentKind: z.enum(CONTENT_KINDS, { error: CASE_MESSAGES.contentKind }),
    /** The good-faith statement the notice requires. */
    statement: plainText(REPORT_LIMITS.text, CASE_MESSAGES.statement),
    reporter: z.strictObject({
      name: reporterName,
      email: emailSchema,
      phone: plainText(REPORT_LIMITS.phone, CASE_MESSAGES.phone, 0).optional(),
      locale,
    }),
    /** The reporter's full name typed as their signature. */
    signature: plainText(REPORT_LIMITS.name, CASE_MESSAGES.signature),
    consent: z.literal(true, { error: CASE_MESSAGES.consent }),
  })
  .superRefine((body, ctx) => {
    const byId = body.officialAccountId !== undefined;
    const byUrl = body.officialAccountUrl !== undefined;
    if (byId && byUrl) ctx.addIssue({ code: "custom", path: ["officialAccountUrl"], message: CASE_MESSAGES.accountChoice });
    if (!byId && !byUrl) ctx.addIssue({ code: "custom", path: ["officialAccountId"], message: CASE_MESSAGES.accountMissing });
  });

/** POST /public/v1/reports. */
export const publicReportSchema = z.discriminatedUnion("kind", [impostorReportSchema, removalRequestSchema], { error: CASE_MESSAGES.kind });
export type PublicReportInput = z.input<typeof publicReportSchema>;
export type PublicReport = z.output<typeof publicReportSchema>;

/** What the form gets back, whatever it sent: nothing of it is echoed. */
export const publicReportAnswerSchema = z.object({ status: z.literal("awaiting_confirmation") });

/** Lenient: mail programs may add their own parameters; a missing or bad token is a page that says so. */
export const reportConfirmQuerySchema = z.object({
  [REPORT_CONFIRM_PARAM]: z.string({ error: CASE_MESSAGES.token }).max(500, { error: CASE_MESSAGES.token }).optional(),
});

// --- the signed-in side -------------------------------------------------------------------------

export const CASE_SORTS = ["createdAt", "confirmedAt", "dueAt", "state"] as const;

/** GET /api/cases: the shared list query (page, limit, sort, search) and the cases' filters. */
export const caseListQuerySchema = listQuerySchema(CASE_SORTS, {
  kind: z.enum(REPORT_KINDS, { error: CASE_MESSAGES.kind }).optional(),
  state: z.enum(CASE_STATES).optional(),
  sla: z.enum(CASE_SLA_STATUSES).optional(),
  /** Cases of this unit's subtree. */
  unitId: idSchema.optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

/** PATCH /api/cases/{id}/state: a refusal says why; a report to the platform gives its ticket. */
export const caseStateChangeSchema = z.discriminatedUnion("state", [
  z.strictObject({ state: z.literal("in_review"), note: plainText(REPORT_LIMITS.short, CASE_MESSAGES.shortText).optional() }),
  z.strictObject({ state: z.literal("removed"), note: plainText(REPORT_LIMITS.short, CASE_MESSAGES.shortText).optional() }),
  z.strictObject({ state: z.literal("refused"), reason: plainText(REPORT_LIMITS.short, CASE_MESSAGES.reason) }),
  z.strictObject({ state: z.literal("reported_to_platform"), platformTicket: plainText(REPORT_LIMITS.short, CASE_MESSAGES.ticket) }),
]);
export type CaseStateChange = z.infer<typeof caseStateChangeSchema>;
export const caseTargetStateSchema = z.enum(CASE_TARGET_STATES);

export const CASE_EVIDENCE_FORMATS = ["csv", "json"] as const;
export const caseEvidenceQuerySchema = z.strictObject({ format: z.enum(CASE_EVIDENCE_FORMATS, { error: CASE_MESSAGES.format }).default("json") });

// --- answers ---------------------------------------------------------------------------------------

export interface CaseClockDoc {
  startedAt: string;
  /** startedAt + 48 h. */
  dueAt: string;
  status: CaseSlaStatus;
  reminderSentAt: string | null;
  escalatedAt: string | null;
  breachedAt: string | null;
}

export interface CaseAccountRef {
  id: number;
  name: string;
  platform: Platform;
  profileUrl: string;
}

export interface CaseDoc {
  id: number;
  kind: ReportKind;
  state: CaseState;
  /** The official account concerned (removal; impostor when the reporter named it). */
  account: CaseAccountRef | null;
  /** The unit the case is routed to (null: the super admins'). */
  unit: { id: number; name: string } | null;
  impostorUrl: string | null;
  contentUrl: string | null;
  contentKind: ContentKind | null;
  /** When the report was sent, and when its sender confirmed it (the case's birth). */
  reportedAt: string;
  confirmedAt: string;
  updatedAt: string;
  closedAt: string | null;
  /** Removal requests only. */
  clock: CaseClockDoc | null;
  refusalReason: string | null;
  platformTicket: string | null;
}

export interface CaseReporterDoc {
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
}

/** One step of a case's life: an audit entry, or a notice sent (inbox item or e-mail). */
export type CaseTimelineEntry =
  | { type: "audit"; at: string; auditEntryId: number; action: string; actor: { id: number; name: string } | null; state: CaseState | null }
  | { type: "inbox"; at: string; event: string; recipient: { id: number; name: string } }
  | { type: "email"; at: string; event: string; recipient: { id: number; name: string } | "reporter"; status: string };

export interface CaseDetailDoc extends CaseDoc {
  description: string | null;
  statement: string | null;
  evidenceLinks: string[];
  claimedUnitName: string | null;
  officialAccountUrl: string | null;
  signature: string | null;
  /** Only for those who may handle the case; null when it was blanked after the retention period. */
  reporter: CaseReporterDoc | null;
  reporterRedacted: boolean;
  /** The people the case was routed to. */
  owners: { id: number; name: string }[];
  /** Whether the caller may change its state (PATCH /api/cases/{id}/state). */
  mayChangeState: boolean;
  timeline: CaseTimelineEntry[];
}

/** GET /api/cases/clocks: an open removal clock the caller owns. */
export interface CaseClockItemDoc {
  caseId: number;
  account: CaseAccountRef | null;
  contentKind: ContentKind | null;
  state: CaseState;
  clock: CaseClockDoc;
}

const clockSchema = z.object({
  startedAt: z.string(),
  dueAt: z.string(),
  status: z.enum(CASE_SLA_STATUSES),
  reminderSentAt: z.string().nullable(),
  escalatedAt: z.string().nullable(),
  breachedAt: z.string().nullable(),
}) satisfies z.ZodType<CaseClockDoc>;

const accountRefSchema = z.object({ id: z.number().int(), name: z.string(), platform: z.enum(PLATFORMS), profileUrl: z.string() }) satisfies z.ZodType<CaseAccountRef>;

export const caseDocSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  state: z.enum(CASE_STATES),
  account: accountRefSchema.nullable(),
  unit: refSchema.nullable(),
  impostorUrl: z.string().nullable(),
  contentUrl: z.string().nullable(),
  contentKind: z.enum(CONTENT_KINDS).nullable(),
  reportedAt: z.string(),
  confirmedAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  clock: clockSchema.nullable(),
  refusalReason: z.string().nullable(),
  platformTicket: z.string().nullable(),
}) satisfies z.ZodType<CaseDoc>;

const timelineEntrySchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("audit"), at: z.string(), auditEntryId: z.number().int(), action: z.string(), actor: refSchema.nullable(), state: z.enum(CASE_STATES).nullable() }),
  z.object({ type: z.literal("inbox"), at: z.string(), event: z.string(), recipient: refSchema }),
  z.object({ type: z.literal("email"), at: z.string(), event: z.string(), recipient: z.union([refSchema, z.literal("reporter")]), status: z.string() }),
]) satisfies z.ZodType<CaseTimelineEntry>;

export const caseDetailDocSchema = caseDocSchema.extend({
  description: z.string().nullable(),
  statement: z.string().nullable(),
  evidenceLinks: z.array(z.string()),
  claimedUnitName: z.string().nullable(),
  officialAccountUrl: z.string().nullable(),
  signature: z.string().nullable(),
  reporter: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), locale: z.enum(LOCALES) }).nullable(),
  reporterRedacted: z.boolean(),
  owners: z.array(refSchema),
  mayChangeState: z.boolean(),
  timeline: z.array(timelineEntrySchema),
}) satisfies z.ZodType<CaseDetailDoc>;

export const caseClockItemDocSchema = z.object({
  caseId: z.number().int(),
  account: accountRefSchema.nullable(),
  contentKind: z.enum(CONTENT_KINDS).nullable(),
  state: z.enum(CASE_STATES),
  clock: clockSchema,
}) satisfies z.ZodType<CaseClockItemDoc>;

/** The JSON evidence: the case, its timeline, and its audit entries exactly as GET /api/audit-logs answers them. */
export const caseEvidenceDocSchema = z.object({
  case: caseDetailDocSchema.omit({ timeline: true, mayChangeState: true }),
  timeline: z.array(timelineEntrySchema),
  auditEntries: z.array(auditLogDocSchema),
  exportedAt: z.string(),
});
export type CaseEvidenceDoc = z.infer<typeof caseEvidenceDocSchema>;

const tooMany = { description: "TOO_MANY_REQUESTS, with Retry-After in seconds", content: { "application/json": { schema: z.object({ message: z.string() }) } } } as const;
const PUBLIC_TAGS = ["public reports"];
const TAGS = ["cases"];

export const publicReportContracts = {
  submit: {
    ...publicReportEndpoints.submit, summary: "Report an impostor account or ask an official account to remove content; the sender confirms by an e-mailed link", tags: PUBLIC_TAGS,
    request: { body: jsonBody(publicReportSchema) },
    responses: {
      202: answer('{"status":"awaiting_confirmation"}', publicReportAnswerSchema),
      400: invalid("ValidationError (in the request's language; unknown or unpublished account)"),
      413: refused("PAYLOAD_TOO_LARGE"),
      415: refused("UNSUPPORTED_MEDIA_TYPE"),
      429: tooMany,
    },
  },
  confirm: {
    ...publicReportEndpoints.confirm, summary: "The confirmation link: a small page in the sender's language with the button that confirms (changes nothing)", tags: PUBLIC_TAGS,
    request: { query: reportConfirmQuerySchema },
    responses: {
      200: { description: "an HTML page: the button, or already confirmed", content: { "text/html": { schema: z.string() } } },
      404: { description: "an HTML page: the link is unknown or expired", content: { "text/html": { schema: z.string() } } },
      429: tooMany,
    },
  },
  confirmSubmit: {
    ...publicReportEndpoints.confirmSubmit, summary: "The page's button: the report becomes a case, once", tags: PUBLIC_TAGS,
    request: { query: reportConfirmQuerySchema },
    responses: {
      200: { description: "an HTML page: confirmed, or already confirmed", content: { "text/html": { schema: z.string() } } },
      404: { description: "an HTML page: the link is unknown or expired", content: { "text/html": { schema: z.string() } } },
      429: tooMany,
    },
  },
};

export const caseContracts = {
  list: {
    ...caseEndpoints.list, summary: "Cases in the caller's scope (super admin all, unit admin their subtree, admins and managers their accounts')", tags: TAGS,
    request: { query: caseListQuerySchema },
    responses: { 200: answer("list", listOf(caseDocSchema)), 400: invalid() },
  },
  clocks: {
    ...caseEndpoints.clocks, summary: "The open removal clocks of the caller's own cases, soonest due first (the home page)", tags: TAGS,
    responses: { 200: answer('{"docs"}', z.object({ docs: z.array(caseClockItemDocSchema) })) },
  },
  get: {
    ...caseEndpoints.get, summary: "One case with its timeline; the reporter's contact for those who may handle it", tags: TAGS,
    request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(caseDetailDocSchema)), 404: refused("missing or out of scope") },
  },
  changeState: {
    ...caseEndpoints.changeState, summary: "Move a case on (in review, removed, refused with reason, reported to the platform with its ticket); the reporter is told the outcome", tags: TAGS,
    request: { params: idParamSchema, body: jsonBody(caseStateChangeSchema) },
    responses: {
      200: answer('{"doc"}', docOf(caseDetailDocSchema)),
      400: invalid("ValidationError (reason or ticket missing)"),
      403: refused("FORBIDDEN: the caller sees the case but may not handle it"),
      404: refused("missing or out of scope"),
      409: refused("CASE_CLOSED, INVALID_TRANSITION"),
    },
  },
  evidence: {
    ...caseEndpoints.evidence, summary: "The case, its timeline and its audit entries for counsel, as JSON or CSV (formulas made inert)", tags: TAGS,
    request: { params: idParamSchema, query: caseEvidenceQuerySchema },
    responses: {
      200: { description: "JSON (the audit entries as the audit log answers them) or CSV", content: { "application/json": { schema: caseEvidenceDocSchema }, "text/csv": { schema: z.string() } } },
      400: invalid(),
      404: refused("missing or out of scope"),
    },
  },
};

export type PublicReportContracts = typeof publicReportContracts;
export type CaseContracts = typeof caseContracts;
