import { AUDIT_CHAIN_HEADER, auditExportContracts } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";

const CONTENT_TYPE = {
  csv: "text/csv; charset=utf-8",
  jsonl: "application/x-ndjson; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

export const auditExportRoutes = {
  export: declareRoute({ ...auditExportContracts.export, access: allow("AUDIT_LOGS", "read") }),
};

export function mountAuditExportRoutes() {
  return handle(router(), auditExportRoutes.export, async (c) => {
    const query = c.req.valid("query");
    const { stream, fullChain, fileName } = await c.var.services.auditExport.export(c.var.actor, query, c.var.locale);
    return c.body(stream, 200, {
      "Content-Type": CONTENT_TYPE[query.format],
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      [AUDIT_CHAIN_HEADER]: fullChain ? "full" : "partial",
    });
  });
}
