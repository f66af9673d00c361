import { INCIDENT_STATES } from "@steward/shared";
import type { IncidentListParams } from "../../api/incidents-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";

export const INCIDENT_SORTABLE_COLUMNS: readonly string[] = ["openedAt", "closedAt", "account"];

/** Table state (URL) to the API's list query; values the API would refuse are left out. */
export function incidentListParams(search: TableSearch): IncidentListParams {
  const params: IncidentListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  if (sort && INCIDENT_SORTABLE_COLUMNS.includes(sort.replace(/^-/, ""))) params.sort = sort as IncidentListParams["sort"];
  if (search.search.trim() !== "") params.search = search.search.trim();
  const state = filterValues(search, "state").filter((v): v is (typeof INCIDENT_STATES)[number] => (INCIDENT_STATES as readonly string[]).includes(v));
  if (state.length > 0) params.state = state;
  return params;
}
