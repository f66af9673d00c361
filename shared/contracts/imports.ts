// The spreadsheet import's contract (issue 32): upload a file, check it (dry run), commit it, and
// look an import up afterwards. The file is kept in the database between the steps, so any
// instance serves the next one.
//
// POST /api/imports?kind=units|users|accounts&fileName=...: the body is the raw file
// (Content-Type text/csv, or the XLSX type), not JSON; the file's name is the `fileName` query or
// the X-File-Name header (URI-encoded). A bad file is refused (400 IMPORT_FILE_REFUSED with a
// sentence in the caller's language and the reason's code) and nothing is kept.
//
// POST /api/imports/{id}/dry-run and /commit take `{ mapping }` (field -> the file's header) and
// answer an NDJSON stream (application/x-ndjson): progress lines
// `{"type":"progress","done":n,"total":N}` as rows are processed, then exactly one
// `{"type":"result", ...ImportRunResult}`. A failure after the stream began is one
// `{"type":"error","message":CODE,"sentence":...}` line instead of the result. A commit is all or
// nothing: when any row is refused, nothing is written and the result says `committed: false`.
import { z } from "zod";
import { ROLES } from "../enums.ts";
import { idParamSchema, listQuerySchema, csvEnum } from "../schemas/common.ts";
import { IMPORT_KINDS } from "../spreadsheets/layouts.ts";
import { answer, bare, docOf, invalid, jsonBody, listOf, refSchema, refused } from "./answers.ts";
import { importEndpoints } from "./imports-endpoints.ts";

export const IMPORT_CONTENT_TYPES = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** The header that may carry the uploaded file's name (URI-encoded), when the query does not. */
export const IMPORT_FILE_NAME_HEADER = "X-File-Name";

/** What a file may be: beyond these it is refused before anything is written. */
export const IMPORT_LIMITS = {
  /** The body limit of the upload route: a larger file is refused before it is all read. */
  maxBytes: 30 * 1024 * 1024,
  /** Data rows, the header row not counted. */
  maxRows: 50_000,
  /** Columns of the header row. */
  maxColumns: 200,
  /** Rows of the upload's sample. */
  sampleRows: 5,
} as const;

/** Why a file is refused (the code beside the sentence in IMPORT_FILE_REFUSED). */
export const IMPORT_FILE_PROBLEMS = [
  "too_large",
  "too_many_rows",
  "too_many_columns",
  "not_utf8",
  "formula",
  "zip_bomb",
  "not_xlsx",
  "not_csv",
  "unsupported_type",
  "empty",
  "no_header",
  "duplicate_header",
] as const;
export type ImportFileProblem = (typeof IMPORT_FILE_PROBLEMS)[number];

export const IMPORT_STATES = ["uploaded", "checked", "committed"] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const ROW_OUTCOMES = ["created", "updated", "unchanged", "refused"] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

export const importUploadQuerySchema = z.strictObject({
  kind: z.enum(IMPORT_KINDS, { error: `kind must be one of: ${IMPORT_KINDS.join(", ")}` }),
  fileName: z.string().trim().min(1).max(255).optional(),
});

/** field -> the file's header holding it. Fields left out are not imported (kept as they are on update). */
/** Only the natural key must be mapped; the other required fields are required of rows that create a record. */
export const importMappingSchema = z.record(z.string().min(1).max(100), z.string().max(500));
export const importRunBodySchema = z.strictObject({ mapping: importMappingSchema });
export type ImportRunBody = z.infer<typeof importRunBodySchema>;

const countsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
});

/** A sentence about one field of a row, in the caller's language. */
const fieldNoteSchema = z.object({ field: z.string(), message: z.string() });

export const importRowResultSchema = z.object({
  /** The row's number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  outcome: z.enum(ROW_OUTCOMES),
  /** The record's natural key as read (a unit's path, a person's e-mail, an account's profile URL). */
  key: z.string(),
  /** Why a refused row is refused: one entry per field at fault (a row-wide reason has field ""). */
  refusals: z.array(fieldNoteSchema).optional(),
  /** What was imported anyway but needs attention (an account's unknown administrators: a risk flag). */
  warnings: z.array(fieldNoteSchema).optional(),
  /** The fields an update changes. */
  changed: z.array(z.string()).optional(),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importRunResultSchema = z.object({
  importId: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  dryRun: z.boolean(),
  /** True only for a commit that wrote its changes (no row refused). */
  committed: z.boolean(),
  counts: countsSchema,
  rows: z.array(importRowResultSchema),
});
export type ImportRunResult = z.infer<typeof importRunResultSchema>;

/** The lines of a dry run's or commit's NDJSON stream. */
export type ImportStreamLine =
  | { type: "progress"; done: number; total: number }
  | ({ type: "result" } & ImportRunResult)
  | { type: "error"; message: string; sentence: string };

/** What an upload and the list both say of the file itself. */
const importFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  fileName: z.string(),
  sha256: z.string(),
  rows: z.number().int(),
});

export const importUploadSchema = importFileSchema.extend({
  headers: z.array(z.string()),
  /** The first rows, each cell under its header's position. */
  sample: z.array(z.array(z.string())),
  /** field -> header, from the header texts in either language or the field key. */
  suggestedMapping: z.record(z.string(), z.string()),
});
export type ImportUpload = z.infer<typeof importUploadSchema>;

export const importSummarySchema = importFileSchema.extend({
  state: z.enum(IMPORT_STATES),
  createdBy: refSchema.extend({ role: z.enum(ROLES) }).nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  /** The latest run's counts (dry run or commit); null before the first. */
  counts: countsSchema.nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importDocSchema = importSummarySchema.extend({
  headers: z.array(z.string()),
  /** The mapping of the latest run; null before the first. */
  mapping: z.record(z.string(), z.string()).nullable(),
  /** Whether the latest run was a dry run. */
  lastRunDryRun: z.boolean().nullable(),
  /** Every row's outcome in the latest run (for a committed import: the commit's). */
  outcomes: z.array(importRowResultSchema),
});
export type ImportDoc = z.infer<typeof importDocSchema>;

export const IMPORT_SORT_FIELDS = ["createdAt"] as const;
export const importListQuerySchema = listQuerySchema(IMPORT_SORT_FIELDS, {
  kind: csvEnum(IMPORT_KINDS).optional(),
  state: csvEnum(IMPORT_STATES).optional(),
});
export type ImportListQuery = z.infer<typeof importListQuerySchema>;

export const importContracts = {
  upload: {
    ...importEndpoints.upload, summary: "Upload a CSV or XLSX file to import (the body is the raw file): its headers, a sample and a suggested mapping", tags: ["imports"],
    request: { query: importUploadQuerySchema },
    responses: {
      201: answer("ImportUpload", importUploadSchema),
      400: refused("IMPORT_FILE_REFUSED {problem, sentence} or ValidationError"),
      403: refused("role may not import"),
      413: refused("file over the size limit (IMPORT_FILE_REFUSED, problem too_large)"),
    },
  },
  list: {
    ...importEndpoints.list, summary: "Imports the caller made (super admins: every import), newest first", tags: ["imports"],
    request: { query: importListQuerySchema },
    responses: { 200: answer("list", listOf(importSummarySchema)), 400: invalid(), 403: refused("role may not import") },
  },
  get: {
    ...importEndpoints.get, summary: "One import: who, when, the file's hash, its state and the outcome of every row", tags: ["imports"],
    request: { params: idParamSchema },
    responses: { 200: answer('{"doc"}', docOf(importDocSchema)), 404: refused("missing or not the caller's") },
  },
  dryRun: {
    ...importEndpoints.dryRun, summary: "Check every row against the forms' rules and say what a commit would do; writes nothing (NDJSON progress, then the result)", tags: ["imports"],
    request: { params: idParamSchema, body: jsonBody(importRunBodySchema) },
    responses: {
      200: bare("application/x-ndjson: progress lines, then one result line (ImportStreamLine)"),
      400: invalid("ValidationError with paths mapping.<field>"),
      404: refused("missing or not the caller's"),
      409: refused("IMPORT_ALREADY_COMMITTED, or IMPORT_BUSY while another run holds this server"),
    },
  },
  commit: {
    ...importEndpoints.commit, summary: "Import every row, all or nothing: one audit entry per changed record, tagged with the import's id (NDJSON progress, then the result)", tags: ["imports"],
    request: { params: idParamSchema, body: jsonBody(importRunBodySchema) },
    responses: {
      200: bare("application/x-ndjson: progress lines, then one result line (ImportStreamLine)"),
      400: invalid("ValidationError with paths mapping.<field>"),
      404: refused("missing or not the caller's"),
      409: refused("IMPORT_ALREADY_COMMITTED, or IMPORT_BUSY while another run holds this server"),
    },
  },
};

export type ImportContracts = typeof importContracts;

/**
 * How an audit entry names the import that made it: the entry's `current` document carries
 * `importId` (the import's id), so the audit log shows it with the change and can be filtered by it.
 */
export const AUDIT_IMPORT_TAG = "importId";
