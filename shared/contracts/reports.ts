// The unit report (issue 32): one unit's subtree, or the whole institution ("all", super admins),
// as JSON for the Reports page and as a file (XLSX or PDF) to send on; and the schedules that
// e-mail it monthly or quarterly to the person who asked.
import { z } from "zod";
import { FLAG_SEVERITIES, PLATFORMS, SOCIAL_MEDIA_STATUSES } from "../enums.ts";
import { HANDOVER_TASK_KINDS } from "../offboarding-enums.ts";
import { idParamSchema, idSchema } from "../schemas/common.ts";
import { answer, docOf, invalid, jsonBody, messageOnly, refSchema, refused } from "./answers.ts";
import { reportEndpoints } from "./report-endpoints.ts";

const count = z.number().int();

/** What a report is about: a unit's id, or `all` for the whole institution. */
export const reportTargetSchema = z.union([z.literal("all"), idSchema]);
export const reportParamSchema = z.strictObject({ unit: reportTargetSchema });
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const REPORT_FORMATS = ["xlsx", "pdf"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const reportDownloadQuerySchema = z.strictObject({ format: z.enum(REPORT_FORMATS) });

/** Rows listed by name in each list section; the totals count every row. */
export const REPORT_LIST_LIMIT = 100;
/** People idle this many days are listed. */
export const REPORT_IDLE_DAYS = 90;

export const unitReportSchema = z.object({
  /** null: the whole institution. `pathNames`: the names from the top-level unit down to it. */
  unit: z.object({ id: z.number().int(), name: z.string(), path: z.string(), pathNames: z.array(z.string()) }).nullable(),
  generatedAt: z.string(),
  accounts: z.object({
    total: count,
    byStatus: z.record(z.enum(SOCIAL_MEDIA_STATUSES), count),
    byPlatform: z.record(z.enum(PLATFORMS), count),
  }),
  /** Active accounts split four ways: attested now; else awaiting an open campaign's decision (due) or late (overdue); else in no open campaign. */
  attestation: z.object({ active: count, attested: count, due: count, overdue: count, notInCampaign: count }),
  openFlags: z.object({ total: count, bySeverity: z.record(z.enum(FLAG_SEVERITIES), count) }),
  dormantAccounts: z.object({ total: count, accounts: z.array(z.object({ id: z.number().int(), name: z.string(), unit: z.string() })) }),
  /** Active administrators and managers of the report's accounts. */
  people: z.object({
    total: count,
    trainingAccessibility: count,
    trainingRisk: count,
    trainingBrand: count,
    /** null when no policy has been published. */
    policyAcceptance: count.nullable(),
  }),
  idlePeople: z.object({
    total: count,
    people: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), lastSignInAt: z.string().nullable() })),
  }),
  overdueHandover: z.object({
    total: count,
    tasks: z.array(z.object({ id: z.number().int(), kind: z.enum(HANDOVER_TASK_KINDS), account: refSchema, assignee: refSchema.nullable(), dueAt: z.string() })),
  }),
});
export type UnitReport = z.infer<typeof unitReportSchema>;

export const REPORT_FREQUENCIES = ["monthly", "quarterly"] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

export const reportScheduleCreateSchema = z.strictObject({
  /** A unit's id, or null for the whole institution. */
  unitId: idSchema.nullable(),
  frequency: z.enum(REPORT_FREQUENCIES),
  format: z.enum(REPORT_FORMATS),
});
export type ReportScheduleCreate = z.infer<typeof reportScheduleCreateSchema>;

export const reportScheduleSchema = z.object({
  id: z.number().int(),
  unit: z.object({ id: z.number().int(), name: z.string(), path: z.string() }).nullable(),
  frequency: z.enum(REPORT_FREQUENCIES),
  format: z.enum(REPORT_FORMATS),
  /** The institution's calendar date of the next sending. */
  nextRunOn: z.string(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportContracts = {
  unit: {
    ...reportEndpoints.unit, summary: "A unit's report (its subtree), or the whole institution's (id `all`, super admins)", tags: ["reports"],
    request: { params: reportParamSchema },
    responses: { 200: answer("UnitReport", unitReportSchema), 400: invalid(), 403: refused("role may not read reports"), 404: refused("unit missing or out of scope") },
  },
  download: {
    ...reportEndpoints.download, summary: "The same report as a file: XLSX (one sheet per section) or PDF (A4), in the caller's language", tags: ["reports"],
    request: { params: reportParamSchema, query: reportDownloadQuerySchema },
    responses: {
      200: {
        description: "the report file",
        content: { "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string() }, "application/pdf": { schema: z.string() } },
      },
      400: invalid(),
      403: refused("role may not read reports"),
      404: refused("unit missing or out of scope"),
    },
  },
  schedules: {
    ...reportEndpoints.schedules, summary: "The caller's own report schedules", tags: ["reports"],
    responses: { 200: answer("{docs}", z.object({ docs: z.array(reportScheduleSchema) })), 403: refused("role may not read reports") },
  },
  createSchedule: {
    ...reportEndpoints.createSchedule, summary: "E-mail a report to oneself monthly or quarterly", tags: ["reports"],
    request: { body: jsonBody(reportScheduleCreateSchema) },
    responses: { 201: answer('{"doc"}', docOf(reportScheduleSchema)), 400: invalid(), 403: refused("role may not read reports"), 404: refused("unit missing or out of scope"), 409: refused("REPORT_SCHEDULE_EXISTS, or REPORT_SCHEDULES_LIMIT at 20") },
  },
  deleteSchedule: {
    ...reportEndpoints.deleteSchedule, summary: "Stop one of one's own report schedules", tags: ["reports"],
    request: { params: idParamSchema },
    responses: { 200: answer("{message}", messageOnly), 403: refused("role may not read reports"), 404: refused("missing or someone else's") },
  },
};

export type ReportContracts = typeof reportContracts;
