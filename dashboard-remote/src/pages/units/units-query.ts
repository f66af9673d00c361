import { UNIT_STATUSES, UNIT_TYPES, type UnitStatus, type UnitType } from "@steward/shared";
import type { UnitListParams } from "../../api/units-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";

function isUnitStatus(value: string): value is UnitStatus {
  return (UNIT_STATUSES as readonly string[]).includes(value);
}

function isUnitType(value: string): value is UnitType {
  return (UNIT_TYPES as readonly string[]).includes(value);
}

/** The columns the table lets people sort by; each is also a sort field of the API. */
export const UNIT_SORTABLE_COLUMNS: readonly string[] = ["name", "type", "status"];

/** Table state (URL) to the API's list query; values the API would refuse are left out. */
export function unitListParams(search: TableSearch): UnitListParams {
  const sort = sortParam(search);
  const params: UnitListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  if (sort && UNIT_SORTABLE_COLUMNS.includes(sort.replace(/^-/, ""))) params.sort = sort;
  if (search.search.trim() !== "") params.search = search.search.trim();
  const status = filterValues(search, "status").filter(isUnitStatus);
  if (status.length > 0) params.status = status;
  const type = filterValues(search, "type").filter(isUnitType);
  if (type.length > 0) params.type = type;
  return params;
}
