import { auditExportEndpoints, auditLogEndpoints, requestOf, type AuditLogContracts, type AuditLogDoc, type ListResponse, type auditListQuerySchema } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type AuditListParams = ListParams<typeof auditListQuerySchema>;

const auditLogs = contractCalls<AuditLogContracts>(auditLogEndpoints);

/**
 * The export of what a list query shows (the CLI's export endpoint): the same filters, every page,
 * as CSV. The browser downloads it with the session cookie.
 */
export function auditExportUrl(api: ApiClient, params: AuditListParams): string {
  const { entity, action, user, from, to, search } = params;
  return `${api.baseUrl}${requestOf(auditExportEndpoints.export, { query: { format: "csv", entity, action, user, from, to, search } }).path}`;
}

export function listAuditLogs(api: ApiClient, params: AuditListParams, signal?: AbortSignal): Promise<ListResponse<AuditLogDoc>> {
  return auditLogs.list(api, { query: params }, signal);
}
