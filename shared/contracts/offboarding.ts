// Offboarding with handover, handover tasks and dormancy (issue 19): what each route takes and answers.
import { z } from "zod";
import { PLATFORMS, ROLES, USER_STATUSES } from "../enums.ts";
import { HANDOVER_TASK_KINDS, HANDOVER_TASK_STATES } from "../offboarding-enums.ts";
import { idParamSchema } from "../schemas/common.ts";
import { activityRecordSchema, type AccountActivityDoc, type DormancySummary } from "../schemas/dormancy.ts";
import { handoverTaskListQuerySchema, handoverTaskUpdateSchema, offboardSchema, type HandoverTaskDoc, type OffboardingImpact, type OffboardResult } from "../schemas/offboarding.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused, unitRefSchema } from "./answers.ts";
import { offboardingEndpoints } from "./offboarding-endpoints.ts";
import { accessGrantDocSchema } from "./users.ts";

const userRef = refSchema.extend({ email: z.string() });
const flagOf = z.object({ id: z.number().int(), category: z.string(), socialMedia: refSchema });

export const offboardingImpactSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(ROLES), status: z.enum(USER_STATUSES), offboardingCompleted: z.boolean() }),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      platform: z.enum(PLATFORMS),
      status: z.string(),
      organization: unitRefSchema.nullable(),
      holds: z.array(z.enum(["primary_admin", "backup_admin", "manager"])),
      primaryAdmin: userRef.nullable(),
      backupAdmin: userRef.nullable(),
    }),
  ),
  grants: z.array(accessGrantDocSchema),
  unitsAdministered: z.array(unitRefSchema),
  flags: z.object({ raised: z.array(flagOf), onTheirAccounts: z.array(flagOf) }),
  reviewRequests: z.array(z.object({ id: z.number().int(), user: userRef, requestedRole: z.enum(ROLES).nullable(), requestedBy: userRef.nullable() })),
  openTasks: z.number().int(),
  blockers: z.array(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("primary_admin"), account: refSchema }),
      z.object({ kind: z.literal("last_unit_admin"), unit: refSchema }),
      z.object({ kind: z.literal("accounts_outside_scope"), count: z.number().int() }),
    ]),
  ),
}) satisfies z.ZodType<OffboardingImpact>;

export const handoverTaskDocSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HANDOVER_TASK_KINDS),
  state: z.enum(HANDOVER_TASK_STATES),
  socialMedia: refSchema.extend({ platform: z.string() }),
  user: refSchema,
  assignee: refSchema.nullable(),
  openedAt: z.string(),
  dueAt: z.string(),
  overdueAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneBy: refSchema.nullable(),
  note: z.string().nullable(),
}) satisfies z.ZodType<HandoverTaskDoc>;

export const offboardResultSchema = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), status: z.enum(USER_STATUSES), offboardingCompleted: z.boolean() }),
  accounts: z.array(z.object({ id: z.number().int(), name: z.string(), primaryAdmin: refSchema.nullable(), backupAdmin: refSchema.nullable(), managerRemoved: z.boolean() })),
  unitsTaken: z.array(refSchema),
  grantsEnded: z.number().int(),
  tasks: z.array(handoverTaskDocSchema),
}) satisfies z.ZodType<OffboardResult>;

export const accountActivityDocSchema = z.object({
  socialMedia: refSchema.extend({ platform: z.string() }),
  lastActivityAt: z.string().nullable(),
  source: z.enum(["platform", "manual", "latest_post"]).nullable(),
  recordedBy: refSchema.nullable(),
  recordedAt: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  refreshError: z.string().nullable(),
  refreshed: z.boolean(),
  dormantDays: z.number().int(),
  idleDays: z.number().int(),
  dormant: z.boolean(),
}) satisfies z.ZodType<AccountActivityDoc>;

export const dormancySummarySchema = z.object({
  dormantDays: z.number().int(),
  dormantByUnit: z.array(z.object({ unit: refSchema.nullable(), accounts: z.array(refSchema.extend({ lastActivityAt: z.string().nullable() })) })),
  dormantTotal: z.number().int(),
  idleDays: z.number().int(),
  idleUsers: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), lastSignInAt: z.string().nullable() })).nullable(),
  idleUsersTotal: z.number().int().nullable(),
}) satisfies z.ZodType<DormancySummary>;

export const offboardingContracts = {
  impact: {
    ...offboardingEndpoints.impact, summary: "What a person holds and what blocks their deactivation (the offboarding impact)", tags: ["offboarding"],
    request: { params: idParamSchema },
    responses: {
      200: answer('{"doc"}', docOf(offboardingImpactSchema)),
      403: refused("OWN_OFFBOARDING, USER_OUTSIDE_SCOPE (not wholly in a unit admin's scope) or FORBIDDEN"),
      404: refused("missing or out of scope"),
    },
  },
  offboard: {
    ...offboardingEndpoints.offboard, summary: "Offboard a person: hand over their accounts, end their access, deactivate them, open handover tasks", tags: ["offboarding"],
    request: { params: idParamSchema, body: jsonBody(offboardSchema) },
    responses: {
      200: answer('{"doc"}', docOf(offboardResultSchema)),
      400: invalid("ValidationError (unknown or out-of-scope successor or administrator, an account not theirs)"),
      403: refused("OWN_OFFBOARDING, USER_OUTSIDE_SCOPE or FORBIDDEN"),
      404: refused("missing or out of scope"),
      409: refused("OFFBOARDING_BLOCKED with the blockers left without an answer"),
    },
  },
  listHandoverTasks: {
    ...offboardingEndpoints.listHandoverTasks, summary: "Handover tasks of accounts in scope and those assigned to the caller", tags: ["offboarding"],
    request: { query: handoverTaskListQuerySchema },
    responses: { 200: answer("list", listOf(handoverTaskDocSchema)), 400: invalid() },
  },
  closeHandoverTask: {
    ...offboardingEndpoints.closeHandoverTask, summary: "Mark a handover task done, with a note", tags: ["offboarding"],
    request: { params: idParamSchema, body: jsonBody(handoverTaskUpdateSchema) },
    responses: {
      200: answer('{"doc"}', docOf(handoverTaskDocSchema)),
      400: invalid(),
      403: refused("not the assignee, a super admin or a unit admin in scope"),
      404: refused("missing or out of scope"),
      409: refused("TASK_ALREADY_DONE"),
    },
  },
  activity: {
    ...offboardingEndpoints.activity, summary: "An account's last activity and whether it is dormant", tags: ["dormancy"],
    request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(accountActivityDocSchema)), 404: refused("missing or out of scope") },
  },
  recordActivity: {
    ...offboardingEndpoints.recordActivity, summary: "Record the date of an account's last activity by hand (platforms other than YouTube and X)", tags: ["dormancy"],
    request: { params: idParamSchema, body: jsonBody(activityRecordSchema) },
    responses: {
      200: answer('{"doc","flags":{"opened","closed"}}', docOf(accountActivityDocSchema).extend({ flags: z.object({ opened: z.number().int(), closed: z.number().int() }) })),
      400: invalid("ValidationError (a date in the future; YouTube and X are read from the platform)"),
      403: refused("not the account's administrator or manager, a unit admin in scope or a super admin"),
      404: refused("missing or out of scope"),
    },
  },
  dormancySummary: {
    ...offboardingEndpoints.dormancySummary, summary: "Dormant accounts per unit and people not signed in for 90 days, in the caller's scope", tags: ["dormancy"],
    responses: { 200: answer("summary", dormancySummarySchema) },
  },
};

export type OffboardingContracts = typeof offboardingContracts;
