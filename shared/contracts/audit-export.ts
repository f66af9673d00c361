// The audit export's contract: a stream, so its success answer is text (CSV or JSONL), not JSON;
// a client takes its method, path and query from here and reads the body as a stream. The API
// attaches the access rule and the handler (api/src/routes/audit-export.routes.ts).
import { z } from "zod";
import { AUDIT_CHAIN_HEADER, auditExportQuerySchema } from "../schemas/audit.ts";
import { invalid, refused } from "./answers.ts";
import { auditExportEndpoints } from "./audit-export-endpoints.ts";

export const auditExportContracts = {
  export: {
    ...auditExportEndpoints.export, summary: "Stream the audit entries the caller may read, oldest first, as CSV, JSONL or XLSX", tags: ["audit"],
    request: { query: auditExportQuerySchema },
    responses: {
      200: {
        description: `streamed CSV (RFC 4180, formulas made inert), JSONL or XLSX (typed cells, streamed row by row); header ${AUDIT_CHAIN_HEADER}: full|partial`,
        content: {
          "text/csv": { schema: z.string() },
          "application/x-ndjson": { schema: z.string() },
          "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: z.string() },
        },
      },
      400: invalid(),
      403: refused("role may not read audit logs"),
      404: refused("unit missing or out of scope"),
    },
  },
};

export type AuditExportContracts = typeof auditExportContracts;
