import { z } from "zod";
import { bulkGrantSchema, mayManageAccess } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { answer, invalid, jsonBody, refused } from "../http/responses.ts";

/** The one route with a larger body limit than STEWARD_MAX_BODY_BYTES (app.ts): 200,000 rows of ~200 bytes. */
export const BULK_GRANT_MAX_BODY_BYTES = 48 * 1024 * 1024;

export const accessBulkRoutes = {
  grant: declareRoute({
    method: "post", path: "/users/access/bulk", summary: "Add or update many access grants at once, all or nothing (dryRun: check and count only)", tags: ["users"],
    access: allow("USERS", "update", mayManageAccess), request: { body: jsonBody(bulkGrantSchema) },
    responses: {
      200: answer("BulkGrantResult", z.object({ dryRun: z.boolean(), rows: z.number().int(), usersChanged: z.number().int(), created: z.number().int(), updated: z.number().int(), unchanged: z.number().int() })),
      400: invalid("ValidationError with paths rows.<index>.<column>"),
      403: refused("social media managers"),
      409: refused("LAST_UNIT_ADMIN"),
      413: refused("body over 48 MiB"),
    },
  }),
};

export const BULK_GRANT_PATH = `/api${accessBulkRoutes.grant.path}`;

export function mountAccessBulkRoutes() {
  return handle(router(), accessBulkRoutes.grant, async (c) => c.json(await c.var.services.bulkGrants.apply(c.var.actor, c.req.valid("json"))));
}
