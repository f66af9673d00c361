// The imports' list and one import's record (issue 32).
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getImport, listImports, type ImportListParams } from "../api/imports-api.ts";
import { queryKeys } from "./query-keys.ts";

export const importListQuery = (api: ApiClient, params: ImportListParams) =>
  queryOptions({
    queryKey: queryKeys.imports.list(params),
    queryFn: ({ signal }) => listImports(api, params, signal),
    placeholderData: keepPreviousData,
  });

export const importQuery = (api: ApiClient, id: number) =>
  queryOptions({ queryKey: queryKeys.imports.detail(id), queryFn: ({ signal }) => getImport(api, id, signal) });
