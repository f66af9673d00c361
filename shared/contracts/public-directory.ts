// The public directory's contract (issue 20): what each /public/v1 route takes and answers. The API
// attaches the access rule (public), CORS, the rate limit and the cache (api/src/routes/public-directory.routes.ts).
import { z } from "zod";
import {
  archivedAccountSchema,
  archivedAccountsQuerySchema,
  publicAccountSchema,
  publicAccountsQuerySchema,
  verifyAnswerSchema,
  verifyQuerySchema,
} from "../schemas/directory.ts";
import { answer, invalid, listOf } from "./answers.ts";
import { publicDirectoryEndpoints } from "./public-directory-endpoints.ts";

const tooMany = { description: "TOO_MANY_REQUESTS, with Retry-After in seconds", content: { "application/json": { schema: z.object({ message: z.string() }) } } } as const;
const notModified = { description: "not modified since the ETag sent in If-None-Match" } as const;

export const publicDirectoryContracts = {
  accounts: {
    ...publicDirectoryEndpoints.accounts, summary: "Official accounts published by the institution (json, csv or jsonld)", tags: ["public directory"],
    request: { query: publicAccountsQuerySchema },
    responses: {
      200: {
        description: "the list (format=json), a CSV file (format=csv) or schema.org Organizations with sameAs (format=jsonld)",
        content: {
          "application/json": { schema: listOf(publicAccountSchema) },
          "text/csv": { schema: z.string() },
          "application/ld+json": { schema: z.object({ "@context": z.string(), "@graph": z.array(z.unknown()) }) },
        },
      },
      304: notModified,
      400: invalid(),
      429: tooMany,
    },
  },
  archived: {
    ...publicDirectoryEndpoints.archived, summary: "Accounts that were published and are no longer", tags: ["public directory"],
    request: { query: archivedAccountsQuerySchema },
    responses: { 200: answer("list", listOf(archivedAccountSchema)), 304: notModified, 400: invalid(), 429: tooMany },
  },
  verify: {
    ...publicDirectoryEndpoints.verify, summary: "Is this address an official account of the institution?", tags: ["public directory"],
    request: { query: verifyQuerySchema },
    responses: { 200: answer("verified, or why not", verifyAnswerSchema), 304: notModified, 400: invalid(), 429: tooMany },
  },
};

export type PublicDirectoryContracts = typeof publicDirectoryContracts;
