// GET /api/search: any signed-in person; which kinds they search, and in what scope, is the
// service's reading of the matrix and of each list's scope.
import { searchContracts } from "@steward/shared";
import { signedIn } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const searchRoutes = {
  search: declareRoute({ ...searchContracts.search, access: signedIn() }),
};

export function mountSearchRoutes() {
  return handle(router(), searchRoutes.search, async (c) => c.json(await c.var.services.search.search(c.var.actor, c.req.valid("query").q)));
}
