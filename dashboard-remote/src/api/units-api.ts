import type { ListResponse, UnitDoc, UnitStatus, UnitType } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";

export interface UnitListParams {
  page: number;
  limit: number;
  sort?: string;
  search?: string;
  status?: readonly UnitStatus[];
  type?: readonly UnitType[];
}

export function listUnits(api: ApiClient, params: UnitListParams, signal?: AbortSignal): Promise<ListResponse<UnitDoc>> {
  const query = toQueryString({
    page: params.page,
    limit: params.limit,
    sort: params.sort,
    search: params.search,
    status: params.status,
    type: params.type,
  });
  return api.request<ListResponse<UnitDoc>>(`/api/organization${query}`, signal ? { signal } : {});
}
