import type { AuditAction, AuditEntity, AuditLogDoc, ListResponse } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";

export interface AuditListParams {
  page: number;
  limit: number;
  search?: string;
  entity?: readonly AuditEntity[];
  action?: readonly AuditAction[];
  user?: readonly string[];
  from?: string;
  to?: string;
}

export function listAuditLogs(api: ApiClient, params: AuditListParams, signal?: AbortSignal): Promise<ListResponse<AuditLogDoc>> {
  return api.request<ListResponse<AuditLogDoc>>(`/api/audit-logs${toQueryString({ ...params })}`, signal ? { signal } : {});
}
