import { CASE_SLA_STATUSES, CASE_STATES, REPORT_KINDS } from "@steward/shared";
import type { CaseListParams } from "../../api/cases-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";

/** Column ids that are also the API's sort fields (the SLA column sorts by its due time). */
const SORT_OF_COLUMN: Record<string, string> = { confirmedAt: "confirmedAt", sla: "dueAt", state: "state" };

/** The one value of a single-choice filter, when it is one the API knows. */
function single<T extends string>(search: TableSearch, id: string, values: readonly T[]): T | undefined {
  const [value] = filterValues(search, id);
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/** Table state (URL) to the API's list query; values the API would refuse are left out. */
export function caseListParams(search: TableSearch): CaseListParams {
  const params: CaseListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  const field = sort ? SORT_OF_COLUMN[sort.replace(/^-/, "")] : undefined;
  if (sort && field) params.sort = (sort.startsWith("-") ? `-${field}` : field) as CaseListParams["sort"];
  if (search.search.trim() !== "") params.search = search.search.trim();
  const kind = single(search, "kind", REPORT_KINDS);
  if (kind) params.kind = kind;
  const state = single(search, "state", CASE_STATES);
  if (state) params.state = state;
  const sla = single(search, "sla", CASE_SLA_STATUSES);
  if (sla) params.sla = sla;
  return params;
}
