import { unitContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const unitRoutes = {
  list: declareRoute({ ...unitContracts.list, access: allow("UNITS", "read") }),
  adminCandidates: declareRoute({ ...unitContracts.adminCandidates, access: allow("UNITS", "update") }),
  get: declareRoute({ ...unitContracts.get, access: allow("UNITS", "read") }),
  create: declareRoute({ ...unitContracts.create, access: allow("UNITS", "create") }),
  update: declareRoute({ ...unitContracts.update, access: allow("UNITS", "update") }),
  disable: declareRoute({ ...unitContracts.disable, access: allow("UNITS", "update") }),
};

export function mountUnitRoutes() {
  const app = router();
  handle(app, unitRoutes.list, async (c) => c.json(await c.var.services.units.list(c.var.actor, c.req.valid("query"))));
  handle(app, unitRoutes.adminCandidates, async (c) => c.json(await c.var.services.units.adminCandidates(c.var.actor, c.req.valid("query"))));
  handle(app, unitRoutes.get, async (c) => c.json({ doc: await c.var.services.units.get(c.var.actor, c.req.valid("param").id) }));
  handle(app, unitRoutes.create, async (c) => c.json({ doc: await c.var.services.units.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, unitRoutes.update, async (c) => c.json({ doc: await c.var.services.units.update(c.var.actor, c.req.valid("json")) }));
  handle(app, unitRoutes.disable, async (c) => c.json({ doc: await c.var.services.units.disable(c.var.actor, c.req.valid("param").id) }));
  return app;
}
