// The user routes' contract (product-spec.md section 7): what each takes and answers; never a
// password hash. The API attaches the access rules and the handlers (api/src/routes/users.routes.ts).
import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";
import { ACCESS_TYPES, ROLES, USER_STATUSES } from "../enums.ts";
import type { PublicUser } from "../schemas/auth.ts";
import { emailSchema, idParamSchema, passwordSchema } from "../schemas/common.ts";
import { userAccessSchema, userCreateSchema, userListQuerySchema, userStatusSchema, userUpdateSchema, type AccessGrantDoc, type UserDetailDoc } from "../schemas/users.ts";
import { answer, docOf, invalid, jsonBody, listOf, messageOnly, refSchema, refused, unitRefSchema } from "./answers.ts";
import { reviewRequestDocSchema } from "./review-requests.ts";
import { passwordEndpoints, userEndpoints } from "./user-endpoints.ts";

export const publicUserSchema = z.object({
  id: z.number().int(),
  /** Always given: the person's choice, else the institution's STEWARD_DEFAULT_LOCALE (issue 31). */
  locale: z.enum(LOCALES),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  organizations: z.array(unitRefSchema),
  loginAttempts: z.number().int(),
  passwordUpdatedAt: z.string().nullable(),
  isEnabledTwoFactor: z.boolean(),
  isInUseSecurePassword: z.boolean(),
  isAcceptedPolicies: z.boolean(),
  isCompletedTrainingAccessibility: z.boolean(),
  isCompletedTrainingRisk: z.boolean(),
  isCompletedTrainingBrand: z.boolean(),
  hasKnowledgeStandards: z.boolean(),
  offboardingCompleted: z.boolean(),
  admin_policy_agreement: z.boolean(),
  date_of_last_training: z.string().nullable(),
  date_of_last_policy_review: z.string().nullable(),
  reject_reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<PublicUser>;

export const accessGrantDocSchema = z.object({
  id: z.number().int(),
  organization: unitRefSchema,
  organization_name: z.string(),
  type: z.enum(ACCESS_TYPES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  inForce: z.boolean(),
}) satisfies z.ZodType<AccessGrantDoc>;

export const userDetailDocSchema = publicUserSchema.extend({
  access: z.array(accessGrantDocSchema),
  reviewRequest: reviewRequestDocSchema.nullable(),
}) satisfies z.ZodType<UserDetailDoc>;

const user = docOf(userDetailDocSchema);

export const userContracts = {
  list: {
    ...userEndpoints.list, summary: "Users in the caller's scope", tags: ["users"],
    request: { query: userListQuerySchema }, responses: { 200: answer("list", listOf(publicUserSchema)), 400: invalid() },
  },
  get: {
    ...userEndpoints.get, summary: "One user with grants and review request", tags: ["users"],
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', user), 404: refused("missing or out of scope") },
  },
  create: {
    ...userEndpoints.create, summary: "Create a user (a unit admin's start pending review)", tags: ["users"],
    request: { body: jsonBody(userCreateSchema) },
    responses: { 201: answer('{"doc"}', user), 400: invalid(), 403: refused("role or field not allowed"), 409: refused("USER_ALREADY_EXISTS") },
  },
  update: {
    ...userEndpoints.update, summary: "Update a user (also at /users/)", tags: ["users"],
    request: { body: jsonBody(userUpdateSchema) },
    responses: { 200: answer('{"doc"}', user), 400: invalid(), 409: refused("LAST_UNIT_ADMIN or USER_ALREADY_EXISTS") },
  },
  setStatus: {
    ...userEndpoints.setStatus, summary: "Set a user's status (super admin)", tags: ["users"],
    request: { body: jsonBody(userStatusSchema) },
    responses: { 200: answer('{"doc"}', user), 400: invalid(), 409: refused("OFFBOARDING_REQUIRED (with the blockers: offboard instead) or LAST_UNIT_ADMIN") },
  },
  replaceAccess: {
    ...userEndpoints.replaceAccess, summary: "Replace a user's access grants", tags: ["users"],
    request: { body: jsonBody(userAccessSchema) },
    responses: { 200: answer('{"doc"}', user), 400: invalid(), 409: refused("LAST_UNIT_ADMIN") },
  },
};

export type UserContracts = typeof userContracts;

export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
export const resetPasswordSchema = z.strictObject({ token: z.string().min(16).max(200), password: passwordSchema });
export const welcomeEmailSchema = z.strictObject({ user: z.number().int().positive() });

export const passwordContracts = {
  forgotPassword: {
    ...passwordEndpoints.forgotPassword, summary: "Send reset instructions (always 200)", tags: ["auth"],
    request: { body: jsonBody(forgotPasswordSchema) },
    responses: { 200: answer("accepted", messageOnly), 400: invalid(), 429: refused("too many requests from this client; Retry-After says when to try again") },
  },
  resetPassword: {
    ...passwordEndpoints.resetPassword, summary: "Set a new password with a single-use token", tags: ["auth"],
    request: { body: jsonBody(resetPasswordSchema) },
    responses: { 200: answer("done", messageOnly), 400: invalid("ValidationError or INVALID_TOKEN") },
  },
  welcomeEmail: {
    ...passwordEndpoints.welcomeEmail, summary: "(Re)send the set-password e-mail", tags: ["users"],
    request: { body: jsonBody(welcomeEmailSchema) },
    responses: { 201: answer("queued", messageOnly), 400: invalid() },
  },
};

export type PasswordContracts = typeof passwordContracts;
