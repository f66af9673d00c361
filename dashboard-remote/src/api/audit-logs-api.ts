import { auditLogEndpoints, type AuditLogContracts, type AuditLogDoc, type ListResponse, type auditListQuerySchema } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type AuditListParams = ListParams<typeof auditListQuerySchema>;

const auditLogs = contractCalls<AuditLogContracts>(auditLogEndpoints);

export function listAuditLogs(api: ApiClient, params: AuditListParams, signal?: AbortSignal): Promise<ListResponse<AuditLogDoc>> {
  return auditLogs.list(api, { query: params }, signal);
}
