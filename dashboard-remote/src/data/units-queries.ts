import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getUnit, hasActiveChildUnits, listAdminCandidates, listUnits, type AdminCandidateParams, type UnitListParams } from "../api/units-api.ts";
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
    queryFn: ({ signal }) => listAdminCandidates(api, params, signal),
    placeholderData: keepPreviousData,
  });

/** Page size of one level of the parent tree: like every chooser, 20 at a time ("More units" asks for the next). */
const TREE_PAGE = 20;

/** One level of the unit tree: the top-level units (`none`) or a unit's children, page after page. */
export const unitTreeLevelQuery = (api: ApiClient, parent: number | "none") =>
  infiniteQueryOptions({
    queryKey: queryKeys.units.treeLevel(parent),
    queryFn: ({ signal, pageParam }) =>
      listUnits(api, { parent: parent === "none" ? "none" : [parent], page: pageParam, limit: TREE_PAGE, sort: "name" }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.page + 1 : undefined),
  });
