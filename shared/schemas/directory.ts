// The public directory's requests and answers (issue 20). The answers name every field there is:
// the privacy test checks that nothing else ever appears.
import { z } from "zod";
import { API_MAX_LIMIT } from "../constants.ts";
import { PLATFORMS } from "../enums.ts";
import { LOCALES } from "../i18n/locales.ts";

export const DIRECTORY_FORMATS = ["json", "csv", "jsonld"] as const;

export const publicAccountsQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  platform: z.enum(PLATFORMS, { error: `platform must be one of: ${PLATFORMS.join(", ")}` }).optional(),
  unit: z.coerce.number({ error: "unit must be a unit id" }).int().positive({ error: "unit must be a unit id" }).optional(),
  page: z.coerce.number({ error: "page must be a positive integer" }).int().min(1, { error: "page must be a positive integer" }).max(1_000_000).default(1),
  limit: z.coerce
    .number({ error: `limit must be between 1 and ${API_MAX_LIMIT}` })
    .int()
    .min(1, { error: `limit must be between 1 and ${API_MAX_LIMIT}` })
    .max(API_MAX_LIMIT, { error: `limit must be between 1 and ${API_MAX_LIMIT}` })
    .default(20),
  format: z.enum(DIRECTORY_FORMATS, { error: "format must be json, csv or jsonld" }).default("json"),
});
export type PublicAccountsQuery = z.infer<typeof publicAccountsQuerySchema>;

export const archivedAccountsQuerySchema = publicAccountsQuerySchema.pick({ page: true, limit: true });

export const verifyQuerySchema = z.strictObject({
  url: z.string().max(2048, { error: "url must be at most 2048 characters" }),
  platform: z.enum(PLATFORMS, { error: `platform must be one of: ${PLATFORMS.join(", ")}` }).optional(),
  /** The language of the answer's `summary`; without it, Accept-Language, else the institution's. */
  lang: z.enum(LOCALES, { error: `lang must be one of: ${LOCALES.join(", ")}` }).optional(),
});

export const publicUnitSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  /** Names from the top of the institution down to this unit. */
  path: z.array(z.string()),
  /** The unit's role mailbox: the only contact the directory publishes. */
  contact: z.string(),
});
export type PublicUnit = z.infer<typeof publicUnitSchema>;

export const publicAccountSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  platform: z.string(),
  handle: z.string(),
  profileUrl: z.string(),
  unit: publicUnitSchema,
  attested: z.boolean(),
  lastAttestedAt: z.string().nullable(),
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

export const ARCHIVE_REASONS = ["unlisted", "account_inactive", "unit_inactive", "removed"] as const;

export const archivedAccountSchema = z.strictObject({
  id: z.number(),
  name: z.string(),
  platform: z.string(),
  handle: z.string(),
  profileUrl: z.string(),
  unit: z.strictObject({ id: z.number(), name: z.string(), path: z.array(z.string()) }),
  reason: z.enum(ARCHIVE_REASONS),
  unlistedAt: z.string().nullable(),
});
export type ArchivedAccount = z.infer<typeof archivedAccountSchema>;

export const VERIFY_REASONS = ["malformed_url", "not_a_profile_url", "platform_required", "unsupported_scheme", "not_found", "archived", "not_attested", "compromised"] as const;

export const verifyAnswerSchema = z.strictObject({
  verified: z.boolean(),
  account: z.strictObject({ id: z.number(), name: z.string(), platform: z.string(), handle: z.string(), profileUrl: z.string() }).nullable(),
  unit: publicUnitSchema.nullable(),
  lastAttestedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** Why `verified` is false; absent when it is true. */
  reason: z.enum(VERIFY_REASONS).optional(),
  /**
   * The answer in words for a person, in the request's language (`lang`, else Accept-Language,
   * else the institution's): the directory page's sentence. Every other field is the same in every language.
   */
  summary: z.string().optional(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

/** What an administrator sees about an account's publication. */
export const publicationSchema = z.strictObject({
  publicListing: z.boolean(),
  published: z.boolean(),
  /** Why a listed account is not shown right now. */
  blockedBy: z.array(z.enum(["account_inactive", "unit_inactive"])),
  firstListedAt: z.string().nullable(),
  unlistedAt: z.string().nullable(),
  publicUrl: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const publicListingInputSchema = z.strictObject({ publicListing: z.boolean({ error: "publicListing must be true or false" }) });
