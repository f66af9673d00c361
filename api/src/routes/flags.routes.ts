import { flagContracts, isSuperAdmin } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { flagIn } from "../i18n/scan-descriptions.ts";

export const flagRoutes = {
  list: declareRoute({ ...flagContracts.list, access: allow("FLAGS", "read") }),
  get: declareRoute({ ...flagContracts.get, access: allow("FLAGS", "read") }),
  create: declareRoute({ ...flagContracts.create, access: allow("FLAGS", "create") }),
  update: declareRoute({ ...flagContracts.update, access: allow("FLAGS", "update") }),
  // The scan reads and changes every account, so it is narrower than the matrix: super admins.
  scan: declareRoute({ ...flagContracts.scan, access: allow("FLAGS", "create", isSuperAdmin) }),
};

export function mountFlagRoutes() {
  const app = router();
  // The scan's descriptions are said in the reader's language (i18n/scan-descriptions.ts).
  handle(app, flagRoutes.list, async (c) => {
    const page = await c.var.services.flags.list(c.var.actor, c.req.valid("query"));
    return c.json({ ...page, docs: page.docs.map(flagIn(c.var.locale)) });
  });
  handle(app, flagRoutes.get, async (c) => c.json({ doc: flagIn(c.var.locale)(await c.var.services.flags.get(c.var.actor, c.req.valid("param").id)) }));
  handle(app, flagRoutes.create, async (c) => c.json({ doc: await c.var.services.flags.create(c.var.actor, c.req.valid("json")) }, 201));
  handle(app, flagRoutes.update, async (c) => {
    const doc = await c.var.services.flags.update(c.var.actor, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ doc: flagIn(c.var.locale)(doc) });
  });
  handle(app, flagRoutes.scan, async (c) => {
    const result = await c.var.services.flagScan.scan(c.var.actor);
    const said = flagIn(c.var.locale);
    return c.json({ ...result, opened: result.opened.map(said), closed: result.closed.map(said) });
  });
  return app;
}
