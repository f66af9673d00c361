// The social media account routes' contract (product-spec.md sections 3 and 7): what each takes and
// answers. The API attaches the access rule and the handler (api/src/routes/social-medias.routes.ts).
import { z } from "zod";
import {
  FLAG_SEVERITIES,
  LATEST_POST_PLATFORMS,
  LINKED_TOOLS,
  PASSWORD_MANAGEMENT_PRACTICES,
  PLATFORMS,
  ROLES,
  SOCIAL_MEDIA_STATUSES,
  THIRD_PARTY_MANAGEMENT,
  VERIFICATION_STATUSES,
} from "../enums.ts";
import { idParamSchema } from "../schemas/common.ts";
import {
  latestPostQuerySchema,
  savedLatestPostQuerySchema,
  socialMediaCreateSchema,
  socialMediaListQuerySchema,
  socialMediaRejectSchema,
  socialMediaStatusSchema,
  socialMediaUpdateSchema,
  type LatestPostEnvelope,
  type SocialMediaDetailDoc,
  type SocialMediaDoc,
  type SocialMediaOptions,
} from "../schemas/social-medias.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused, unitRefSchema } from "./answers.ts";
import { socialMediaEndpoints } from "./social-media-endpoints.ts";

const userRefSchema = refSchema.extend({ email: z.string() });

export const socialMediaDocSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profileUrl: z.string(),
  platform: z.enum(PLATFORMS),
  creationDate: z.string(),
  organization: unitRefSchema.nullable(),
  organizations: z.array(unitRefSchema),
  primaryAdmin: userRefSchema.nullable(),
  backupAdmin: userRefSchema.nullable(),
  adminContactEmails: z.array(z.string()),
  accountHandle: z.string(),
  businessId: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  thirdPartyManagement: z.enum(THIRD_PARTY_MANAGEMENT),
  thirdPartyProvider: z.string(),
  thirdPartyContact: z.string(),
  passwordManagementPractice: z.enum(PASSWORD_MANAGEMENT_PRACTICES).nullable(),
  linkedTools: z.array(z.enum(LINKED_TOOLS)),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  platformSupportDetails: z.string(),
  socialMediaManagers: z.array(userRefSchema),
  notes: z.string(),
  status: z.enum(SOCIAL_MEDIA_STATUSES),
  backupContactInfo: z.string(),
  deactivationReason: z.string().nullable(),
  publicListing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<SocialMediaDoc>;

export const socialMediaDetailDocSchema = socialMediaDocSchema.extend({
  riskLevel: z.enum(FLAG_SEVERITIES).nullable(),
  lastAttestedAt: z.string().nullable(),
  attestedUntil: z.string().nullable(),
  attested: z.boolean(),
}) satisfies z.ZodType<SocialMediaDetailDoc>;

const optionsSchema = z.object({ units: z.array(refSchema), users: z.array(userRefSchema.extend({ role: z.enum(ROLES) })) }) satisfies z.ZodType<SocialMediaOptions>;

const engagement = z.object({
  views: z.number().optional(),
  likes: z.number().optional(),
  comments: z.number().optional(),
  retweets: z.number().optional(),
  replies: z.number().optional(),
  quotes: z.number().optional(),
});

export const latestPostEnvelopeSchema = z.object({
  success: z.boolean(),
  data: z
    .object({
      id: z.string(),
      platform: z.enum(LATEST_POST_PLATFORMS),
      author: z.string(),
      author_id: z.string(),
      content: z.string(),
      created_at: z.string(),
      url: z.string(),
      media_urls: z.array(z.string()),
      engagement,
    })
    .nullable(),
  message: z.string(),
}) satisfies z.ZodType<LatestPostEnvelope>;

const providerFailures = { 502: refused("provider failed"), 503: refused("provider not configured") };
const TAGS = ["social-medias"];

export const socialMediaContracts = {
  list: {
    ...socialMediaEndpoints.list, summary: "Accounts with a unit in the caller's scope", tags: TAGS,
    request: { query: socialMediaListQuerySchema }, responses: { 200: answer("list", listOf(socialMediaDocSchema)), 400: invalid() },
  },
  options: {
    ...socialMediaEndpoints.options, summary: "Units and users the caller may name on an account", tags: TAGS,
    responses: { 200: answer('{"units":[{id,name}],"users":[{id,name,email,role}]}', optionsSchema) },
  },
  latestPost: {
    ...socialMediaEndpoints.latestPost, summary: "Fetch the latest post of the account's own channel from YouTube or X (nothing is saved)", tags: TAGS,
    request: { query: latestPostQuerySchema },
    responses: {
      200: answer("{success,data,message}", latestPostEnvelopeSchema),
      400: invalid("ValidationError (channel must be the account's own)"),
      404: refused("account missing or out of scope; or no post found"),
      ...providerFailures,
    },
  },
  refreshLatestPost: {
    ...socialMediaEndpoints.refreshLatestPost, summary: "Fetch the account's latest post and keep it as the saved one (audited)", tags: TAGS,
    request: { params: idParamSchema },
    responses: { 200: answer("{success,data,message}", latestPostEnvelopeSchema), 404: refused("account missing or out of scope; or no post found"), ...providerFailures },
  },
  savedLatestPost: {
    ...socialMediaEndpoints.savedLatestPost, summary: "The last post fetched for the account", tags: TAGS,
    request: { query: savedLatestPostQuerySchema },
    responses: { 200: answer("{success,data,message}", latestPostEnvelopeSchema), 400: invalid(), 404: refused("missing or out of scope") },
  },
  get: {
    ...socialMediaEndpoints.get, summary: "One account in scope, expanded, with its risk level", tags: TAGS,
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', docOf(socialMediaDetailDocSchema)), 404: refused("missing or out of scope") },
  },
  create: {
    ...socialMediaEndpoints.create, summary: "Register an account (active for a super admin, pending approval otherwise)", tags: TAGS,
    request: { body: jsonBody(socialMediaCreateSchema) }, responses: { 201: answer('{"doc"}', docOf(socialMediaDocSchema)), 400: invalid() },
  },
  changeStatus: {
    ...socialMediaEndpoints.changeStatus, summary: "Approve, activate, deactivate or reactivate (super admin)", tags: TAGS,
    request: { params: idParamSchema, body: jsonBody(socialMediaStatusSchema) },
    responses: { 200: answer('{"doc"}', docOf(socialMediaDocSchema)), 400: invalid(), 403: refused("not a super admin"), 404: refused("missing"), 409: refused("INVALID_TRANSITION") },
  },
  reject: {
    ...socialMediaEndpoints.reject, summary: "Reject a pending account with a reason its requester is told (whoever may approve it)", tags: TAGS,
    request: { params: idParamSchema, body: jsonBody(socialMediaRejectSchema) },
    responses: { 200: answer('{"doc"}', docOf(socialMediaDocSchema)), 400: invalid("ValidationError (a reason is required)"), 403: refused("may not approve accounts"), 404: refused("missing"), 409: refused("INVALID_TRANSITION (not pending approval)") },
  },
  update: {
    ...socialMediaEndpoints.update, summary: "Edit an account in scope", tags: TAGS,
    request: { params: idParamSchema, body: jsonBody(socialMediaUpdateSchema) },
    responses: { 200: answer('{"doc"}', docOf(socialMediaDocSchema)), 400: invalid(), 404: refused("missing or out of scope") },
  },
};

export type SocialMediaContracts = typeof socialMediaContracts;
