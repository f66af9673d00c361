import { z } from "zod";
import { AUDIT_CHAIN_HEADER, auditExportQuerySchema } from "@steward/shared";
import { allow } from "../http/access-rules.ts";
import { declareRoute, handle, router } from "../http/declare-route.ts";
import { invalid, refused } from "../http/responses.ts";

export const auditExportRoutes = {
  export: declareRoute({
    method: "get", path: "/audit-logs/export", summary: "Stream the audit entries the caller may read, oldest first, as CSV or JSONL", tags: ["audit"],
    access: allow("AUDIT_LOGS", "read"), request: { query: auditExportQuerySchema },
    responses: {
      200: {
        description: `streamed CSV (RFC 4180, formulas made inert) or JSONL; header ${AUDIT_CHAIN_HEADER}: full|partial`,
        content: { "text/csv": { schema: z.string() }, "application/x-ndjson": { schema: z.string() } },
      },
      400: invalid(),
      403: refused("role may not read audit logs"),
      404: refused("unit missing or out of scope"),
    },
  }),
};

export function mountAuditExportRoutes() {
  return handle(router(), auditExportRoutes.export, async (c) => {
    const query = c.req.valid("query");
    const { stream, fullChain } = await c.var.services.auditExport.export(c.var.actor, query);
    const csv = query.format === "csv";
    return c.body(stream, 200, {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="steward-audit.${csv ? "csv" : "jsonl"}"`,
      "Cache-Control": "no-store",
      [AUDIT_CHAIN_HEADER]: fullChain ? "full" : "partial",
    });
  });
}
