// The risk flag routes' contract: what each takes and answers. The API attaches the access rule
// and the handler (api/src/routes/flags.routes.ts); the dashboard and the CLI call through it.
import { z } from "zod";
import { FLAG_CATEGORIES, FLAG_SEVERITIES, FLAG_STATUSES } from "../enums.ts";
import { idParamSchema } from "../schemas/common.ts";
import { flagCreateSchema, flagListQuerySchema, flagUpdateSchema, type FlagDoc } from "../schemas/flags.ts";
import { answer, docOf, invalid, jsonBody, listOf, refSchema, refused } from "./answers.ts";
import { flagEndpoints } from "./flag-endpoints.ts";

export const flagDocSchema = z.object({
  id: z.number().int(),
  socialMedia: refSchema,
  category: z.enum(FLAG_CATEGORIES),
  severity: z.enum(FLAG_SEVERITIES),
  description: z.string(),
  status: z.enum(FLAG_STATUSES),
  source: z.enum(["user", "scan"]),
  raisedBy: refSchema.nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<FlagDoc>;

export const flagContracts = {
  list: {
    ...flagEndpoints.list, summary: "Risk flags on accounts in the caller's scope", tags: ["flags"],
    request: { query: flagListQuerySchema }, responses: { 200: answer("list", listOf(flagDocSchema)), 400: invalid() },
  },
  get: {
    ...flagEndpoints.get, summary: "One risk flag in scope", tags: ["flags"],
    request: { params: idParamSchema }, responses: { 200: answer('{"doc"}', docOf(flagDocSchema)), 404: refused("missing or out of scope") },
  },
  create: {
    ...flagEndpoints.create, summary: "Raise a risk flag on an account in scope", tags: ["flags"],
    request: { body: jsonBody(flagCreateSchema) },
    responses: { 201: answer('{"doc"}', docOf(flagDocSchema)), 400: invalid("ValidationError (unknown or out-of-scope account)"), 403: refused("role may not raise flags") },
  },
  update: {
    ...flagEndpoints.update, summary: "Edit a flag or move it through open, in_review, resolved, dismissed", tags: ["flags"],
    request: { params: idParamSchema, body: jsonBody(flagUpdateSchema) },
    responses: {
      200: answer('{"doc"}', docOf(flagDocSchema)),
      400: invalid("ValidationError (closing needs a resolutionNote)"),
      404: refused("missing or out of scope"),
      409: refused("INVALID_TRANSITION"),
    },
  },
  scan: {
    ...flagEndpoints.scan, summary: "Run the risk scan (super admin): opens and closes flags", tags: ["flags"],
    responses: { 200: answer('{"opened":[flag],"closed":[flag]}', z.object({ opened: z.array(flagDocSchema), closed: z.array(flagDocSchema) })), 403: refused("not a super admin") },
  },
};

export type FlagContracts = typeof flagContracts;
