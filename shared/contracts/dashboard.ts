// GET /api/dashboard's contract: the caller's scoped summary (decisions.md "Dashboard").
import { z } from "zod";
import { FLAG_SEVERITIES, PLATFORMS, SOCIAL_MEDIA_STATUSES } from "../enums.ts";
import type { DashboardSummary } from "../schemas/dashboard.ts";
import { answer, refSchema, unitRefSchema } from "./answers.ts";
import { auditLogDocSchema } from "./audit-logs.ts";
import { dashboardEndpoints } from "./dashboard-endpoints.ts";

const count = z.number().int();

export const dashboardSummarySchema = z.object({
  accounts: z.object({
    total: count,
    byStatus: z.record(z.enum(SOCIAL_MEDIA_STATUSES), count),
    byPlatform: z.record(z.enum(PLATFORMS), count),
    withoutBackupAdmin: count,
    withoutBackupAdminList: z.array(refSchema.extend({ unit: unitRefSchema.optional() })),
  }),
  approvals: z.object({ accounts: count, users: count.nullable() }),
  openFlags: z.object({ total: count, bySeverity: z.record(z.enum(FLAG_SEVERITIES), count) }),
  compliance: z.object({
    users: count,
    twoFactor: count,
    securePassword: count,
    trainingAccessibility: count,
    trainingRisk: count,
    trainingBrand: count,
    policyAcceptance: count.nullable(),
  }),
  expiringGrants: z.array(z.object({ user: refSchema, unit: refSchema, endDate: z.string() })),
  recentAudit: z.array(auditLogDocSchema).nullable(),
}) satisfies z.ZodType<DashboardSummary>;

export const dashboardContracts = {
  summary: {
    ...dashboardEndpoints.summary, summary: "The caller's scoped summary: accounts, approvals, flags, compliance, expiring grants, recent audit", tags: ["dashboard"],
    responses: { 200: answer("DashboardSummary", dashboardSummarySchema) },
  },
};

export type DashboardContracts = typeof dashboardContracts;
