import type { ListResponse, UnitAdminCandidate, UnitCreateInput, UnitDoc, UnitUpdateInput, unitListQuerySchema } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import type { ListParams } from "./list-params.ts";

export type UnitListParams = ListParams<typeof unitListQuerySchema>;

export function listUnits(api: ApiClient, params: UnitListParams, signal?: AbortSignal): Promise<ListResponse<UnitDoc>> {
  return api.request<ListResponse<UnitDoc>>(`/api/organization${toQueryString(params)}`, signal ? { signal } : {});
}

export function getUnit(api: ApiClient, id: number, signal?: AbortSignal): Promise<{ doc: UnitDoc }> {
  return api.request<{ doc: UnitDoc }>(`/api/organization/${id}`, signal ? { signal } : {});
}

/** True when the unit has at least one active child unit (the form then locks for non-super-admins). */
export async function hasActiveChildUnits(api: ApiClient, id: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await listUnits(api, { page: 1, limit: 1, parent: [id], status: ["active"] }, signal);
  return answer.totalDocs > 0;
}

export function createUnit(api: ApiClient, input: UnitCreateInput): Promise<{ doc: UnitDoc }> {
  return api.request<{ doc: UnitDoc }>("/api/organization", { method: "POST", body: input });
}

export function updateUnit(api: ApiClient, input: UnitUpdateInput): Promise<{ doc: UnitDoc }> {
  return api.request<{ doc: UnitDoc }>("/api/organization", { method: "PATCH", body: input });
}

export function disableUnit(api: ApiClient, id: number): Promise<{ doc: UnitDoc }> {
  return api.request<{ doc: UnitDoc }>(`/api/organization/disable/${id}`, { method: "PUT" });
}

export interface AdminCandidateParams {
  parentOrgId?: number | null | undefined;
  parentOrgName?: string | undefined;
  unitId?: number | undefined;
}

/** Users who may administer a unit placed under `parentOrgId` (none: the top level). */
export function listAdminCandidates(api: ApiClient, params: AdminCandidateParams, signal?: AbortSignal): Promise<{ docs: UnitAdminCandidate[] }> {
  const query = toQueryString({
    parentOrgId: params.parentOrgId == null ? undefined : params.parentOrgId,
    parentOrgName: params.parentOrgName,
    unitId: params.unitId,
  });
  return api.request<{ docs: UnitAdminCandidate[] }>(`/api/organization/filtered-users${query}`, signal ? { signal } : {});
}
