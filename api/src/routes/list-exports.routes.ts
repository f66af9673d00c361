import { listExportContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import type { SheetExport } from "../services/list-export-service.ts";

// Each export has its list's access rule: whoever may read the list may take it away as a file.
// Mounted before the lists' own routes, so ".../export" is never read as a record's id.
export const listExportRoutes = {
  accounts: declareRoute({ ...listExportContracts.accounts, access: allow("SOCIAL_MEDIAS", "read") }),
  users: declareRoute({ ...listExportContracts.users, access: allow("USERS", "read") }),
  units: declareRoute({ ...listExportContracts.units, access: allow("UNITS", "read") }),
  flags: declareRoute({ ...listExportContracts.flags, access: allow("FLAGS", "read") }),
  campaignItems: declareRoute({ ...listExportContracts.campaignItems, access: allow("CAMPAIGNS", "read") }),
};

/** The streamed file, named after the list and the day, never kept by a cache on the way. */
export function sheetHeaders(sheet: SheetExport): Record<string, string> {
  return {
    "Content-Type": sheet.contentType,
    "Content-Disposition": `attachment; filename="${sheet.fileName}"`,
    "Cache-Control": "no-store",
  };
}

export function mountListExportRoutes() {
  const app = router();
  handle(app, listExportRoutes.accounts, async (c) => {
    const sheet = await c.var.services.listExports.accounts(c.var.actor, c.req.valid("query"), c.var.locale);
    return c.body(sheet.stream, 200, sheetHeaders(sheet));
  });
  handle(app, listExportRoutes.users, async (c) => {
    const sheet = await c.var.services.listExports.users(c.var.actor, c.req.valid("query"), c.var.locale);
    return c.body(sheet.stream, 200, sheetHeaders(sheet));
  });
  handle(app, listExportRoutes.units, async (c) => {
    const sheet = await c.var.services.listExports.units(c.var.actor, c.req.valid("query"), c.var.locale);
    return c.body(sheet.stream, 200, sheetHeaders(sheet));
  });
  handle(app, listExportRoutes.flags, async (c) => {
    const sheet = await c.var.services.listExports.flags(c.var.actor, c.req.valid("query"), c.var.locale);
    return c.body(sheet.stream, 200, sheetHeaders(sheet));
  });
  handle(app, listExportRoutes.campaignItems, async (c) => {
    const sheet = await c.var.services.listExports.campaignItems(c.var.actor, c.req.valid("param").id, c.req.valid("query"), c.var.locale);
    return c.body(sheet.stream, 200, sheetHeaders(sheet));
  });
  return app;
}
