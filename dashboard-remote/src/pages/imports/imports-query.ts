import { IMPORT_KINDS, IMPORT_STATES } from "@steward/shared";
import type { ImportListParams } from "../../api/imports-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

/** Table state (URL) to the API's list query; values the API would refuse are left out. */
export function importListParams(search: TableSearch): ImportListParams {
  const params: ImportListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  if (sort === "createdAt" || sort === "-createdAt") params.sort = sort;
  if (search.search.trim() !== "") params.search = search.search.trim();
  const kind = filterValues(search, "kind").filter(isOneOf(IMPORT_KINDS));
  if (kind.length > 0) params.kind = kind;
  const state = filterValues(search, "state").filter(isOneOf(IMPORT_STATES));
  if (state.length > 0) params.state = state;
  return params;
}
