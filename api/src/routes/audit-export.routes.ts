import { Hono } from "hono";
import { AUDIT_CHAIN_HEADER, auditExportQuerySchema } from "@steward/shared";
import type { AppEnv } from "../http/context.ts";
import { allow, requireActor } from "../http/guards.ts";
import type { RouteDoc } from "../http/route-docs.ts";
import { validate } from "../http/validate.ts";

export function auditExportRoutes() {
  return new Hono<AppEnv>().get("/audit-logs/export", allow("AUDIT_LOGS", "read"), validate("query", auditExportQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const { stream, fullChain } = await c.var.services.auditExport.export(requireActor(c.var.actor), query);
    const csv = query.format === "csv";
    return c.body(stream, 200, {
      "Content-Type": csv ? "text/csv; charset=utf-8" : "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="steward-audit.${csv ? "csv" : "jsonl"}"`,
      "Cache-Control": "no-store",
      [AUDIT_CHAIN_HEADER]: fullChain ? "full" : "partial",
    });
  });
}

export const auditExportRouteDocs: RouteDoc[] = [
  {
    method: "get", path: "/audit-logs/export", summary: "Stream the audit entries the caller may read, oldest first, as CSV or JSONL", tag: "audit",
    access: { resource: "AUDIT_LOGS", action: "read" }, query: auditExportQuerySchema,
    responses: { 200: `streamed CSV (RFC 4180, formulas made inert) or JSONL; header ${AUDIT_CHAIN_HEADER}: full|partial`, 400: "ValidationError", 403: "role may not read audit logs", 404: "unit missing or out of scope" },
  },
];
