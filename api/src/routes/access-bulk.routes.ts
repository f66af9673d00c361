import { accessBulkContracts, mayManageAccess } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

/** The one route with a larger body limit than STEWARD_MAX_BODY_BYTES (app.ts): 200,000 rows of ~200 bytes. */
export const BULK_GRANT_MAX_BODY_BYTES = 48 * 1024 * 1024;

export const accessBulkRoutes = {
  grant: declareRoute({ ...accessBulkContracts.grant, access: allow("USERS", "update", mayManageAccess) }),
};

export const BULK_GRANT_PATH = `/api${accessBulkRoutes.grant.path}`;

export function mountAccessBulkRoutes() {
  return handle(router(), accessBulkRoutes.grant, async (c) => c.json(await c.var.services.bulkGrants.apply(c.var.actor, c.req.valid("json"))));
}
