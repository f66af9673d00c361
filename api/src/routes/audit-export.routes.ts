import { AUDIT_CHAIN_HEADER, auditExportContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

export const auditExportRoutes = {
  export: declareRoute({ ...auditExportContracts.export, access: allow("AUDIT_LOGS", "read") }),
};

export function mountAuditExportRoutes() {
  return handle(router(), auditExportRoutes.export, async (c) => {
    const query = c.req.valid("query");
    const { stream, fullChain } = await c.var.services.auditExport.export(c.var.actor, query, c.var.locale);
    const csv = query.format === "csv";
    return c.body(stream, 200, {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="steward-audit.${csv ? "csv" : "jsonl"}"`,
      "Cache-Control": "no-store",
      [AUDIT_CHAIN_HEADER]: fullChain ? "full" : "partial",
    });
  });
}
