import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getUnit, hasActiveChildUnits, listAllUnits, listAdminCandidates, listUnits, type AdminCandidateParams, type UnitListParams } from "../api/units-api.ts";
import { queryKeys } from "./query-keys.ts";

export const unitListQuery = (api: ApiClient, params: UnitListParams) =>
  queryOptions({
    queryKey: queryKeys.units.list(params),
    queryFn: ({ signal }) => listUnits(api, params, signal),
    placeholderData: keepPreviousData,
  });

export const unitQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.units.detail(id), queryFn: async ({ signal }) => (await getUnit(api, id, signal)).doc });

export const unitActiveChildrenQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.units.activeChildren(id), queryFn: ({ signal }) => hasActiveChildUnits(api, id, signal) });

export const adminCandidatesQuery = (api: ApiClient, params: AdminCandidateParams) =>
  queryOptions({
    queryKey: queryKeys.units.adminCandidates(params),
    queryFn: async ({ signal }) => (await listAdminCandidates(api, params, signal)).docs,
  });

export const allUnitsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: [...queryKeys.units.all, "every"] as const, queryFn: ({ signal }) => listAllUnits(api, signal) });
