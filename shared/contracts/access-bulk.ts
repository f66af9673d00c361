// The bulk grant route's contract (the CLI's `access grant`). The API attaches the access rule and
// the handler (api/src/routes/access-bulk.routes.ts), and its larger body limit (app.ts).
import { z } from "zod";
import { bulkGrantSchema, type BulkGrantResult } from "../schemas/users.ts";
import { answer, invalid, jsonBody, refused } from "./answers.ts";
import { accessBulkEndpoints } from "./access-bulk-endpoints.ts";

export const bulkGrantResultSchema = z.object({
  dryRun: z.boolean(), rows: z.number().int(), usersChanged: z.number().int(), created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(),
}) satisfies z.ZodType<BulkGrantResult>;

export const accessBulkContracts = {
  grant: {
    ...accessBulkEndpoints.grant, summary: "Add or update many access grants at once, all or nothing (dryRun: check and count only)", tags: ["users"],
    request: { body: jsonBody(bulkGrantSchema) },
    responses: {
      200: answer("BulkGrantResult", bulkGrantResultSchema),
      400: invalid("ValidationError with paths rows.<index>.<column>"),
      403: refused("social media managers"),
      409: refused("LAST_UNIT_ADMIN"),
      413: refused("body over 48 MiB"),
    },
  },
};

export type AccessBulkContracts = typeof accessBulkContracts;
