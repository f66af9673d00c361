// The lists' exports: streamed spreadsheets (CSV or XLSX), so their success answer is a file, not
// JSON. The API attaches the access rules and handlers (api/src/routes/list-exports.routes.ts).
import { z } from "zod";
import { idParamSchema } from "../schemas/common.ts";
import {
  campaignItemExportQuerySchema,
  flagExportQuerySchema,
  socialMediaExportQuerySchema,
  unitExportQuerySchema,
  userExportQuerySchema,
} from "../schemas/list-exports.ts";
import { invalid, refused } from "./answers.ts";
import { listExportEndpoints } from "./list-export-endpoints.ts";

const sheet = {
  description: "streamed CSV (RFC 4180, UTF-8 with a byte order mark, formula starts made inert) or XLSX (typed cells); the file name says the list and the day",
  content: {
    "text/csv": { schema: z.string() },
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string() },
  },
};
const TAGS = ["exports"];

export const listExportContracts = {
  accounts: {
    ...listExportEndpoints.accounts, summary: "Every account the list's filters show, in the import's layout", tags: TAGS,
    request: { query: socialMediaExportQuerySchema },
    responses: { 200: sheet, 400: invalid(), 403: refused("role may not read accounts") },
  },
  users: {
    ...listExportEndpoints.users, summary: "Every person the list's filters show, in the import's layout", tags: TAGS,
    request: { query: userExportQuerySchema },
    responses: { 200: sheet, 400: invalid(), 403: refused("role may not read users") },
  },
  units: {
    ...listExportEndpoints.units, summary: "Every unit the list's filters show, in the import's layout", tags: TAGS,
    request: { query: unitExportQuerySchema },
    responses: { 200: sheet, 400: invalid(), 403: refused("role may not read units") },
  },
  flags: {
    ...listExportEndpoints.flags, summary: "Every flag the list's filters show", tags: TAGS,
    request: { query: flagExportQuerySchema },
    responses: { 200: sheet, 400: invalid(), 403: refused("role may not read flags") },
  },
  campaignItems: {
    ...listExportEndpoints.campaignItems, summary: "Every item of a campaign the list's filters show, in the caller's scope", tags: TAGS,
    request: { params: idParamSchema, query: campaignItemExportQuerySchema },
    responses: { 200: sheet, 400: invalid(), 403: refused("role may not read campaigns"), 404: refused("campaign missing or out of scope") },
  },
};

export type ListExportContracts = typeof listExportContracts;
