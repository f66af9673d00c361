// Social media accounts: the create/update/status/latest-post inputs with product-spec.md section 5
// messages, the list query, and the shapes the API answers. The UI forms validate with the same
// schemas, so a message the user reads in the form is the one the API would send.
import { z } from "zod";
import {
  FLAG_SEVERITIES,
  LATEST_POST_PLATFORMS,
  LINKED_TOOLS,
  PASSWORD_MANAGEMENT_PRACTICES,
  PLATFORMS,
  SOCIAL_MEDIA_STATUSES,
  THIRD_PARTY_MANAGEMENT,
  VERIFICATION_STATUSES,
  type Platform,
  type Role,
  type SocialMediaStatus,
} from "../enums.ts";
import { DEACTIVATION_REASON_MIN_EXCLUSIVE } from "../constants.ts";
import { VALIDATION } from "../messages.ts";
import accountRejection from "../i18n/messages/en/accountRejection.json" with { type: "json" };
import { csvEnum, csvIds, isoDateSchema, listQuerySchema, optionalEmailSchema, optionalPhoneSchema, type Ref, type UnitRef } from "./common.ts";

const id = z.number({ error: VALIDATION.fieldRequired }).int().positive();
const text = (max: number) => z.string().trim().max(max, { error: `Can't exceed ${max} characters` });

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const profileUrl = z
  .string({ error: VALIDATION.invalidUrl })
  .trim()
  .max(2000, { error: VALIDATION.invalidUrl })
  .refine(isHttpUrl, { error: VALIDATION.invalidUrl });

const adminContactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => z.email().safeParse(v).success, { error: VALIDATION.invalidEmail });

/** An id or a list of ids; the first is the owning ("assigned") unit. Always a list once parsed. */
const organization = z
  .union([id, z.array(id).max(100)], { error: VALIDATION.fieldRequired })
  .transform((v) => [...new Set(Array.isArray(v) ? v : [v])])
  .refine((v) => v.length > 0, { error: VALIDATION.fieldRequired });

const fields = {
  name: z.string({ error: VALIDATION.accountNameRequired }).trim().min(1, { error: VALIDATION.accountNameRequired }).max(200),
  profileUrl,
  platform: z.enum(PLATFORMS, { error: VALIDATION.fieldRequired }),
  creationDate: isoDateSchema,
  organization,
  primaryAdmin: id,
  backupAdmin: id.nullable().optional(),
  adminContactEmails: z
    .array(adminContactEmail, { error: VALIDATION.adminContactEmailRequired })
    .min(1, { error: VALIDATION.adminContactEmailRequired })
    .max(20),
  accountHandle: text(200).optional(),
  businessId: text(200).optional(),
  contactEmail: optionalEmailSchema.optional(),
  contactPhone: optionalPhoneSchema.optional(),
  thirdPartyManagement: z.enum(THIRD_PARTY_MANAGEMENT, { error: VALIDATION.fieldRequired }),
  thirdPartyProvider: text(200).optional(),
  thirdPartyContact: text(500).optional(),
  passwordManagementPractice: z.enum(PASSWORD_MANAGEMENT_PRACTICES).nullable().optional(),
  linkedTools: z.array(z.enum(LINKED_TOOLS)).max(LINKED_TOOLS.length).optional(),
  verificationStatus: z.enum(VERIFICATION_STATUSES).optional(),
  platformSupportDetails: text(5000).optional(),
  socialMediaManagers: z
    .array(id, { error: VALIDATION.socialMediaManagerRequired })
    .min(1, { error: VALIDATION.socialMediaManagerRequired })
    .max(100),
  notes: text(10000).optional(),
  backupContactInfo: text(2000).optional(),
};

const baseObject = z.strictObject(fields);

interface AdminPair {
  primaryAdmin?: number | undefined;
  backupAdmin?: number | null | undefined;
}

function adminsDiffer(v: AdminPair): boolean {
  return !(typeof v.primaryAdmin === "number" && typeof v.backupAdmin === "number" && v.primaryAdmin === v.backupAdmin);
}

/**
 * The message goes on backupAdmin, where the form shows it (product-spec.md section 5). `when` runs
 * the check even while other fields are still wrong, so the form shows every message at once.
 */
const adminsMustDiffer = {
  path: ["backupAdmin"],
  error: VALIDATION.adminsMustDiffer,
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null,
};

/** POST /api/social-medias. `status` is never accepted: the API decides it from the caller's role. */
export const socialMediaCreateSchema = baseObject.refine(adminsDiffer, adminsMustDiffer);
export type SocialMediaCreateInput = z.input<typeof socialMediaCreateSchema>;
export type SocialMediaCreateData = z.output<typeof socialMediaCreateSchema>;

/** PATCH /api/social-medias/:id: the same fields, each optional; the merged record is checked again. */
export const socialMediaUpdateSchema = baseObject.partial().refine(adminsDiffer, adminsMustDiffer);
export type SocialMediaUpdateInput = z.input<typeof socialMediaUpdateSchema>;
export type SocialMediaUpdateData = z.output<typeof socialMediaUpdateSchema>;

/** True when the trimmed reason is long enough to deactivate an account. */
export function isDeactivationReasonValid(reason: string | null | undefined): boolean {
  return (reason ?? "").trim().length > DEACTIVATION_REASON_MIN_EXCLUSIVE;
}

/** PATCH /api/social-medias/status/:id */
export const socialMediaStatusSchema = z.strictObject({
  status: z.enum(SOCIAL_MEDIA_STATUSES, { error: `status must be one of: ${SOCIAL_MEDIA_STATUSES.join(", ")}` }),
  deactivationReason: z.string().trim().max(2000).nullable().optional(),
});
export type SocialMediaStatusInput = z.infer<typeof socialMediaStatusSchema>;

/** PATCH /api/social-medias/reject/:id: a pending account refused, with the reason its requester reads. */
export const socialMediaRejectSchema = z.strictObject({
  reason: z
    .string({ error: accountRejection.reasonRequired })
    .trim()
    .min(1, { error: accountRejection.reasonRequired })
    .max(2000),
});
export type SocialMediaRejectInput = z.infer<typeof socialMediaRejectSchema>;

/** GET /api/social-medias/latest-post: platform is YouTube or Twitter, in any letter case. */
export const latestPostQuerySchema = z.strictObject({
  channel: z.string({ error: "channel is required" }).trim().min(1, { error: "channel is required" }).max(200),
  platform: z
    .string({ error: "platform must be YouTube or Twitter" })
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(LATEST_POST_PLATFORMS, { error: "platform must be YouTube or Twitter" })),
  socialMediaId: z.coerce.number({ error: "socialMediaId must be a number" }).int({ error: "socialMediaId must be a number" }).positive({ error: "socialMediaId must be a number" }),
});
export type LatestPostQuery = z.infer<typeof latestPostQuerySchema>;

export const savedLatestPostQuerySchema = z.strictObject({
  socialMediaId: z.coerce.number({ error: "socialMediaId must be a number" }).int({ error: "socialMediaId must be a number" }).positive({ error: "socialMediaId must be a number" }),
});

// `attention`: what needs the reader first (pending approval, flagged, dormant, unattested, then the
// rest), by name within each; judged at the request's moment, like the attested filter.
export const SOCIAL_MEDIA_SORT_FIELDS = ["name", "platform", "status", "createdAt", "creationDate", "attention"] as const;

export const socialMediaListQuerySchema = listQuerySchema(SOCIAL_MEDIA_SORT_FIELDS, {
  status: csvEnum(SOCIAL_MEDIA_STATUSES).optional(),
  platform: csvEnum(PLATFORMS).optional(),
  organization: csvIds.optional(),
  primaryAdmin: csvIds.optional(),
  // `none`: accounts without a backup administrator (the dashboard's figure links here).
  backupAdmin: csvEnum(["none"] as const).optional(),
  // Verified status (issue 18): `yes` active and attested within twelve months, `no` the others.
  attested: csvEnum(["yes", "no"] as const).optional(),
  // "My accounts" (issue 33): `true` keeps the accounts the caller administers (primary or backup)
  // or manages; a unit admin's are those of their units, which is their whole list already.
  mine: z.enum(["true", "false"], { error: "mine must be true or false" }).optional(),
});
export type SocialMediaListQuery = z.infer<typeof socialMediaListQuerySchema>;

export interface UserRef extends Ref {
  email: string;
}

/** One account as the API answers it; `organization` is the owning unit, `organizations` all of them. */
export interface SocialMediaDoc {
  id: number;
  name: string;
  profileUrl: string;
  platform: Platform;
  creationDate: string;
  organization: UnitRef | null;
  organizations: UnitRef[];
  primaryAdmin: UserRef | null;
  backupAdmin: UserRef | null;
  adminContactEmails: string[];
  accountHandle: string;
  businessId: string;
  contactEmail: string;
  contactPhone: string;
  thirdPartyManagement: (typeof THIRD_PARTY_MANAGEMENT)[number];
  thirdPartyProvider: string;
  thirdPartyContact: string;
  passwordManagementPractice: (typeof PASSWORD_MANAGEMENT_PRACTICES)[number] | null;
  linkedTools: (typeof LINKED_TOOLS)[number][];
  verificationStatus: (typeof VERIFICATION_STATUSES)[number];
  platformSupportDetails: string;
  socialMediaManagers: UserRef[];
  notes: string;
  status: SocialMediaStatus;
  backupContactInfo: string;
  deactivationReason: string | null;
  /** Listed in the public directory (shown only while the account and its unit are active). */
  publicListing: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/social-medias/:id also carries the risk level: the highest severity among open flags. */
export interface SocialMediaDetailDoc extends SocialMediaDoc {
  riskLevel: (typeof FLAG_SEVERITIES)[number] | null;
  /** Verified status (issue 18): the newest attestation, until when it counts, and whether it counts now. */
  lastAttestedAt: string | null;
  attestedUntil: string | null;
  attested: boolean;
}

/** What a caller may pick on the account forms and filters: units and users in their scope. */
export interface SocialMediaOptions {
  units: Ref[];
  users: (UserRef & { role: Role })[];
}

export interface LatestPostEngagement {
  views?: number;
  likes?: number;
  comments?: number;
  retweets?: number;
  replies?: number;
  quotes?: number;
}

/** product-spec.md section 3 "Latest post". */
export interface LatestPost {
  id: string;
  platform: (typeof LATEST_POST_PLATFORMS)[number];
  author: string;
  author_id: string;
  content: string;
  created_at: string;
  url: string;
  media_urls: string[];
  engagement: LatestPostEngagement;
}

export interface LatestPostEnvelope {
  success: boolean;
  data: LatestPost | null;
  message: string;
}
