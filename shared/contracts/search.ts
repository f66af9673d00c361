// GET /api/search?q=: the one search box (issue 33). Results are grouped by kind, a few per kind,
// each carrying what the dashboard needs to open it (its id, and what tells it apart); `total`
// counts the caller's matches up to SEARCH_COUNT_CAP (`capped` when there were more). A kind the
// caller may not read is absent. A query shorter than SEARCH_MIN_CHARACTERS in every word is
// answered at once with no group (`tooShort`): it would match nearly everything.
import { z } from "zod";
import { CAMPAIGN_STATUSES } from "../campaign-enums.ts";
import { FLAG_CATEGORIES, FLAG_SEVERITIES, FLAG_STATUSES, PLATFORMS, ROLES, SOCIAL_MEDIA_STATUSES, UNIT_STATUSES, USER_STATUSES } from "../enums.ts";
import { answer, invalid, refSchema, refused } from "./answers.ts";
import { searchEndpoints } from "./search-endpoints.ts";

/** The longest query taken; longer ones are refused with a sentence. */
export const SEARCH_MAX_LENGTH = 200;
/** A word shorter than this matches too much to be looked up (the index is of three-letter runs). */
export const SEARCH_MIN_CHARACTERS = 3;
/** Results shown per kind. */
export const SEARCH_RESULTS_PER_KIND = 5;
/** Matches counted per kind; past it the count says "more than". */
export const SEARCH_COUNT_CAP = 100;

export const SEARCH_KINDS = ["units", "people", "accounts", "flags", "campaigns"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_TOO_LONG = `The search may be at most ${SEARCH_MAX_LENGTH} characters`;

export const searchQuerySchema = z.strictObject({
  q: z.string({ error: SEARCH_QUERY_TOO_LONG }).max(SEARCH_MAX_LENGTH, { error: SEARCH_QUERY_TOO_LONG }).default(""),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const unitHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The names from the top unit down to this one's parent, to tell two units of one name apart. */
  pathNames: z.array(z.string()),
  status: z.enum(UNIT_STATUSES),
});

export const personHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
});

export const accountHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  handle: z.string().nullable(),
  platform: z.enum(PLATFORMS),
  profileUrl: z.string(),
  status: z.enum(SOCIAL_MEDIA_STATUSES),
  /** True when the query was an address of this very account (shared/profile-urls.ts), not text in it. */
  byAddress: z.boolean(),
});

export const flagHitSchema = z.object({
  id: z.number().int(),
  socialMedia: refSchema,
  category: z.enum(FLAG_CATEGORIES),
  severity: z.enum(FLAG_SEVERITIES),
  status: z.enum(FLAG_STATUSES),
});

export const campaignHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  dueDate: z.string(),
});

const group = <T extends z.ZodType>(hit: T) => z.object({ total: z.number().int(), capped: z.boolean(), results: z.array(hit) });

export const searchAnswerSchema = z.object({
  q: z.string(),
  tooShort: z.boolean(),
  units: group(unitHitSchema).optional(),
  people: group(personHitSchema).optional(),
  accounts: group(accountHitSchema).optional(),
  flags: group(flagHitSchema).optional(),
  campaigns: group(campaignHitSchema).optional(),
});

export type UnitHit = z.output<typeof unitHitSchema>;
export type PersonHit = z.output<typeof personHitSchema>;
export type AccountHit = z.output<typeof accountHitSchema>;
export type FlagHit = z.output<typeof flagHitSchema>;
export type CampaignHit = z.output<typeof campaignHitSchema>;
export type SearchGroup<T> = { total: number; capped: boolean; results: T[] };
export type SearchAnswer = z.output<typeof searchAnswerSchema>;

export const searchContracts = {
  search: {
    ...searchEndpoints.search,
    summary: "One search over units, people, accounts (by name, handle or any form of profile address), flags and campaigns, scoped as their lists are",
    tags: ["search"],
    request: { query: searchQuerySchema },
    responses: { 200: answer("results grouped by kind", searchAnswerSchema), 400: invalid(`ValidationError (${SEARCH_QUERY_TOO_LONG})`), 403: refused("policy not accepted") },
  },
};

export type SearchContracts = typeof searchContracts;
