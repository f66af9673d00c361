import { Hono } from "hono";
import { bulkGrantSchema, mayManageAccess } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export const BULK_GRANT_PATH = "/api/users/access/bulk";
/** The one route with a larger body limit than STEWARD_MAX_BODY_BYTES (app.ts): 200,000 rows of ~200 bytes. */
export const BULK_GRANT_MAX_BODY_BYTES = 48 * 1024 * 1024;

export function accessBulkRoutes() {
  return new Hono<AppEnv>().post(
    "/users/access/bulk",
    allow("USERS", "update", mayManageAccess),
    validate("json", bulkGrantSchema),
    async (c) => c.json(await c.var.services.bulkGrants.apply(requireActor(c.var.actor), c.req.valid("json"))),
  );
}

export const accessBulkRouteDocs: RouteDoc[] = [
  {
    method: "post", path: "/users/access/bulk", summary: "Add or update many access grants at once, all or nothing (dryRun: check and count only)", tag: "users",
    access: { resource: "USERS", action: "update" }, body: bulkGrantSchema,
    responses: { 200: "BulkGrantResult", 400: "ValidationError with paths rows.<index>.<column>", 403: "social media managers", 409: "LAST_UNIT_ADMIN", 413: "body over 48 MiB" },
  },
];
