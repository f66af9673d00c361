// Conventions of api-contract.md shared by every resource: ids, e-mails, list queries and answers.
import { z } from "zod";
import { API_MAX_LIMIT, PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN } from "../constants.ts";
import { VALIDATION } from "../messages.ts";

export const idSchema = z.coerce.number().int().positive();
export const idParamSchema = z.strictObject({ id: idSchema });

export const emailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .toLowerCase()
  .max(254, { error: VALIDATION.invalidEmail })
  .pipe(z.email({ error: VALIDATION.invalidEmail }));

export const passwordSchema = z
  .string({ error: VALIDATION.passwordMin })
  .min(PASSWORD_MIN, { error: VALIDATION.passwordMin })
  .max(PASSWORD_MAX, { error: VALIDATION.passwordMax });

export const personNameSchema = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, { error: VALIDATION.nameRequired })
  .max(200, { error: "Name can't exceed 200 characters" });

/** '+' then 2-15 digits not starting with 0, or empty. */
export const optionalPhoneSchema = z
  .string()
  .trim()
  .refine((v) => v === "" || PHONE_PATTERN.test(v), { error: VALIDATION.invalidPhone });

export const optionalEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v === "" || z.email().safeParse(v).success, { error: VALIDATION.invalidEmail });

export const isoDateSchema = z.iso.date({ error: "Date must be YYYY-MM-DD" });

/** A filter value in the query: comma-separated, each one of `values`. */
export function csvEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((s) => s.split(",").map((v) => v.trim()).filter((v) => v !== ""))
    .pipe(z.array(z.enum(values)).max(values.length));
}

/** A filter of ids in the query: comma-separated positive integers. */
export const csvIds = z
  .string()
  .transform((s) => s.split(",").map((v) => v.trim()).filter((v) => v !== ""))
  .pipe(z.array(z.string().regex(/^[1-9]\d{0,15}$/, { error: "ids must be positive integers" }).transform(Number)).max(500));

/** The list query of api-contract.md: `page` 1-based, `limit` <= 100, `sort` field or -field, `search`. */
export function listQuerySchema<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  const sortValues = [...sortable, ...sortable.map((s) => `-${s}`)] as [string, ...string[]];
  return z.strictObject({
    page: z.coerce.number({ error: "page must be a positive integer" }).int().min(1, { error: "page must be a positive integer" }).max(1_000_000).default(1),
    limit: z.coerce
      .number({ error: `limit must be between 1 and ${API_MAX_LIMIT}` })
      .int()
      .min(1, { error: `limit must be between 1 and ${API_MAX_LIMIT}` })
      .max(API_MAX_LIMIT, { error: `limit must be between 1 and ${API_MAX_LIMIT}` })
      .default(10),
    sort: z.enum(sortValues, { error: `sort must be one of: ${sortValues.join(", ")}` }).optional(),
    search: z.string().trim().max(200).optional(),
    ...filters,
  });
}

export interface ListResponse<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface ValidationIssue {
  path: string;
  message: string;
}

export interface ValidationErrorBody {
  name: "ValidationError";
  message: string;
  errors: ValidationIssue[];
}

export interface ApiErrorBody {
  message: string;
  [detail: string]: unknown;
}

export interface Ref {
  id: number;
  name: string;
}

/** A unit named in another answer; `pathNames` are the names from the root down to it, its own last
 * (issue 30: namesakes told apart in every table). Optional: an older API answers without it. */
export interface UnitRef extends Ref {
  pathNames?: string[];
}
