import type { AuditLogDoc, ListResponse, auditListQuerySchema } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import type { ListParams } from "./list-params.ts";

export type AuditListParams = ListParams<typeof auditListQuerySchema>;

export function listAuditLogs(api: ApiClient, params: AuditListParams, signal?: AbortSignal): Promise<ListResponse<AuditLogDoc>> {
  return api.request<ListResponse<AuditLogDoc>>(`/api/audit-logs${toQueryString(params)}`, signal ? { signal } : {});
}
