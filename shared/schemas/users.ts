// Users, their access grants and review requests: inputs with the spec's messages, and the shapes
// the API answers. The API enforces field-by-field rights on top of these (decisions.md).
import { z } from "zod";
import { ACCESS_TYPES, ROLES, USER_STATUSES, type AccessType, type Role, type UserStatus } from "../enums.ts";
import { VALIDATION } from "../messages.ts";
import type { PublicUser } from "./auth.ts";
import { csvEnum, csvIds, emailSchema, idSchema, isoDateSchema, listQuerySchema, passwordSchema, personNameSchema, type Ref, type UnitRef } from "./common.ts";

const complianceFields = {
  isEnabledTwoFactor: z.boolean().optional(),
  isInUseSecurePassword: z.boolean().optional(),
  isAcceptedPolicies: z.boolean().optional(),
  isCompletedTrainingAccessibility: z.boolean().optional(),
  isCompletedTrainingRisk: z.boolean().optional(),
  isCompletedTrainingBrand: z.boolean().optional(),
  hasKnowledgeStandards: z.boolean().optional(),
  offboardingCompleted: z.boolean().optional(),
  admin_policy_agreement: z.boolean().optional(),
  passwordUpdatedAt: isoDateSchema.nullable().optional(),
  date_of_last_training: isoDateSchema.nullable().optional(),
  date_of_last_policy_review: isoDateSchema.nullable().optional(),
};
export const COMPLIANCE_FIELDS = Object.keys(complianceFields) as (keyof typeof complianceFields)[];

const organizationIds = z.array(z.number().int().positive()).max(500);

function requireUnitsUnlessSuperAdmin(v: { role?: Role | undefined; organizations?: number[] | undefined }, ctx: z.RefinementCtx) {
  if (v.role !== undefined && v.role !== "super_admin" && (!v.organizations || v.organizations.length === 0)) {
    ctx.addIssue({ code: "custom", path: ["organizations"], message: VALIDATION.unitRequired });
  }
}

/** POST /api/users. The password is normally left blank: the user sets it from the welcome e-mail. */
export const userCreateSchema = z
  .strictObject({
    name: personNameSchema,
    email: emailSchema,
    password: passwordSchema.optional(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES).optional(),
    organizations: organizationIds.optional(),
    ...complianceFields,
  })
  .superRefine(requireUnitsUnlessSuperAdmin);
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/** On update, a missing list keeps the user's units; an explicitly empty one needs the super admin role. */
function noEmptyUnitsUnlessSuperAdmin(v: { role?: Role | undefined; organizations?: number[] | undefined }, ctx: z.RefinementCtx) {
  if (v.organizations !== undefined && v.organizations.length === 0 && v.role !== "super_admin") {
    ctx.addIssue({ code: "custom", path: ["organizations"], message: VALIDATION.unitRequired });
  }
}

/** PATCH /api/users/: same fields without password, all optional but the id. */
export const userUpdateSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: personNameSchema.optional(),
    email: emailSchema.optional(),
    role: z.enum(ROLES).optional(),
    status: z.enum(USER_STATUSES).optional(),
    organizations: organizationIds.optional(),
    ...complianceFields,
  })
  .superRefine(noEmptyUnitsUnlessSuperAdmin);
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** PUT /api/users/status */
export const userStatusSchema = z.strictObject({ id: z.number().int().positive(), status: z.enum(USER_STATUSES) });

export const accessGrantInputSchema = z
  .strictObject({
    organization: z.number().int().positive(),
    type: z.enum(ACCESS_TYPES),
    start_date: isoDateSchema.nullable().optional(),
    end_date: isoDateSchema.nullable().optional(),
  })
  .superRefine((g, ctx) => {
    if (g.type !== "temporary") return;
    if (!g.start_date) ctx.addIssue({ code: "custom", path: ["start_date"], message: "Start Date is required for temporary access" });
    if (!g.end_date) ctx.addIssue({ code: "custom", path: ["end_date"], message: "End Date is required for temporary access" });
    if (g.start_date && g.end_date && g.start_date > g.end_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "End Date must be on or after Start Date" });
    }
  });

/** PATCH /api/users/access: replaces the user's grants with this list. */
export const userAccessSchema = z.strictObject({
  user: z.number().int().positive(),
  access: z.array(accessGrantInputSchema).max(500),
});
export type UserAccessInput = z.infer<typeof userAccessSchema>;

/** PATCH /api/review-requests */
export const reviewDecisionSchema = z
  .strictObject({ id: z.number().int().positive(), approved: z.boolean(), reason: z.string().trim().max(2000).optional() })
  .superRefine((v, ctx) => {
    if (!v.approved && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: VALIDATION.reasonRequired });
  });

export const USER_SORT_FIELDS = ["name", "email", "role", "status", "createdAt"] as const;
/** Compliance items a user can lack: the dashboard's compliance figures link to these lists. */
export const COMPLIANCE_ITEMS = ["twoFactor", "securePassword", "trainingAccessibility", "trainingRisk", "trainingBrand", "policyAcceptance"] as const;
export type ComplianceItem = (typeof COMPLIANCE_ITEMS)[number];
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS, {
  role: csvEnum(ROLES).optional(),
  status: csvEnum(USER_STATUSES).optional(),
  organizations: csvIds.optional(),
  lacking: csvEnum(COMPLIANCE_ITEMS).optional(),
  // `yes`: active people not signed in for IDLE_SIGN_IN_DAYS (the home page's idle figure links here).
  idle: csvEnum(["yes"] as const).optional(),
  // `yes`: people holding a temporary grant in scope whose last day is within DASHBOARD_EXPIRING_DAYS
  // (the home page's expiring-access card links here, "See all").
  expiring: csvEnum(["yes"] as const).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const reviewRequestListQuerySchema = listQuerySchema(["createdAt"] as const, {
  status: csvEnum(["open", "approved", "rejected"] as const).optional(),
});

/** A grant as the API shows it; `inForce` is computed for today in the institution's time zone. */
export interface AccessGrantDoc {
  id: number;
  /** The unit; with its path where the answer reads it (the offboarding impact). */
  organization: UnitRef;
  organization_name: string;
  type: AccessType;
  start_date: string | null;
  end_date: string | null;
  inForce: boolean;
}

/** GET /api/users/:id and PATCH /api/users/access answer the user with their grants. */
export interface UserDetailDoc extends PublicUser {
  access: AccessGrantDoc[];
  reviewRequest: ReviewRequestDoc | null;
}

export interface ReviewRequestDoc {
  id: number;
  status: "open" | "approved" | "rejected";
  reason: string | null;
  user: Ref & { email: string; role: Role; status: UserStatus };
  /** The role asked for an existing user (a unit admin raised them); null for a new user's activation. */
  requestedRole: Role | null;
  requestedBy: Ref | null;
  decidedBy: Ref | null;
  createdAt: string;
  decidedAt: string | null;
}

/** 409 from PATCH /api/users/, PUT /api/users/status, PATCH /api/users/access. */
export interface LastUnitAdminConflict {
  message: "LAST_UNIT_ADMIN";
  organizations: Ref[];
  /** A deactivation's refusal also says where the offboarding impact is read (offboarding hands the units over). */
  offboarding?: string;
}

/** 409 from POST /api/users. */
export interface UserAlreadyExistsConflict {
  message: "USER_ALREADY_EXISTS";
  details: number;
}

/**
 * POST /api/users/access/bulk (the CLI's `access grant`): adds or updates (never removes) one grant
 * per row, all or nothing. `unit` is a unit id, or a path of unit names from the root joined by
 * '/' (e.g. "University/Faculty of Science"); a name containing '/' must be given by id.
 */
export const bulkGrantRowSchema = z
  .strictObject({
    email: emailSchema,
    unit: z.string().trim().min(1, { error: "unit is required" }).max(2000),
    type: z.enum(ACCESS_TYPES, { error: "type must be permanent or temporary" }),
    start_date: isoDateSchema.nullable().optional(),
    end_date: isoDateSchema.nullable().optional(),
  })
  .superRefine((g, ctx) => {
    if (g.type === "temporary" && (!g.start_date || !g.end_date)) {
      ctx.addIssue({ code: "custom", path: [g.start_date ? "end_date" : "start_date"], message: "temporary grants need start_date and end_date" });
    }
    if (g.type === "permanent" && (g.start_date || g.end_date)) {
      ctx.addIssue({ code: "custom", path: ["start_date"], message: "permanent grants take no dates" });
    }
    if (g.start_date && g.end_date && g.start_date > g.end_date) {
      ctx.addIssue({ code: "custom", path: ["end_date"], message: "end_date must be on or after start_date" });
    }
  });
export const bulkGrantSchema = z.strictObject({
  rows: z.array(bulkGrantRowSchema).min(1).max(200_000),
  dryRun: z.boolean().default(false),
});
export interface BulkGrantResult {
  dryRun: boolean;
  rows: number;
  usersChanged: number;
  created: number;
  updated: number;
  unchanged: number;
}
