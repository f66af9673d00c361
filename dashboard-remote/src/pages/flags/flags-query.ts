import { FLAG_CATEGORIES, FLAG_SEVERITIES, FLAG_STATUSES } from "@steward/shared";
import type { FlagListParams } from "../../api/flags-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const FLAG_SORTABLE_COLUMNS: readonly string[] = ["createdAt", "severity", "status", "category"];

/** Table state (URL) to the API's list query; values the API would refuse are left out. */
export function flagListParams(search: TableSearch): FlagListParams {
  const params: FlagListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  if (sort && FLAG_SORTABLE_COLUMNS.includes(sort.replace(/^-/, ""))) params.sort = sort;
  if (search.search.trim() !== "") params.search = search.search.trim();
  const status = filterValues(search, "status").filter(isOneOf(FLAG_STATUSES));
  if (status.length > 0) params.status = status;
  const severity = filterValues(search, "severity").filter(isOneOf(FLAG_SEVERITIES));
  if (severity.length > 0) params.severity = severity;
  const category = filterValues(search, "category").filter(isOneOf(FLAG_CATEGORIES));
  if (category.length > 0) params.category = category;
  return params;
}
