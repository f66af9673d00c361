import { unitEndpoints, type ListResponse, type UnitAdminCandidate, type UnitContracts, type UnitCreateInput, type UnitDoc, type UnitUpdateInput, type unitListQuerySchema } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type UnitListParams = ListParams<typeof unitListQuerySchema>;

const units = contractCalls<UnitContracts>(unitEndpoints);

export function listUnits(api: ApiClient, params: UnitListParams, signal?: AbortSignal): Promise<ListResponse<UnitDoc>> {
  return units.list(api, { query: params }, signal);
}

export function getUnit(api: ApiClient, id: number, signal?: AbortSignal): Promise<{ doc: UnitDoc }> {
  return units.get(api, { params: { id } }, signal);
}

/** True when the unit has at least one active child unit (the form then locks for non-super-admins). */
export async function hasActiveChildUnits(api: ApiClient, id: number, signal?: AbortSignal): Promise<boolean> {
  const answer = await listUnits(api, { page: 1, limit: 1, parent: [id], status: ["active"] }, signal);
  return answer.totalDocs > 0;
}

export function createUnit(api: ApiClient, input: UnitCreateInput): Promise<{ doc: UnitDoc }> {
  return units.create(api, { body: input });
}

export function updateUnit(api: ApiClient, input: UnitUpdateInput): Promise<{ doc: UnitDoc }> {
  return units.update(api, { body: input });
}

export function disableUnit(api: ApiClient, id: number): Promise<{ doc: UnitDoc }> {
  return units.disable(api, { params: { id } });
}

export interface AdminCandidateParams {
  parentOrgId?: number | null | undefined;
  parentOrgName?: string | undefined;
  unitId?: number | undefined;
  /** A chooser's search and page size; without a limit, everyone. */
  search?: string | undefined;
  limit?: number | undefined;
}

/** Users who may administer a unit placed under `parentOrgId` (none: the top level). */
export function listAdminCandidates(api: ApiClient, params: AdminCandidateParams, signal?: AbortSignal): Promise<{ docs: UnitAdminCandidate[]; totalDocs: number }> {
  const query = {
    parentOrgId: params.parentOrgId == null ? undefined : params.parentOrgId,
    parentOrgName: params.parentOrgName,
    unitId: params.unitId,
    search: params.search || undefined,
    limit: params.limit,
  };
  return units.adminCandidates(api, { query }, signal);
}
