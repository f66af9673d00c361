import { HANDOVER_TASK_STATES } from "@steward/shared";
import type { HandoverTaskListParams } from "../../api/offboarding-api.ts";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";

export const HANDOVER_SORTABLE_COLUMNS: readonly string[] = ["dueAt", "openedAt", "state"];

const ids = (values: string[]) => values.filter((v) => /^[1-9]\d{0,15}$/.test(v)).map(Number);

/** Table state (URL) to the API's list query; values the API would refuse are left out. */
export function handoverTaskListParams(search: TableSearch): HandoverTaskListParams {
  const params: HandoverTaskListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  if (sort && HANDOVER_SORTABLE_COLUMNS.includes(sort.replace(/^-/, ""))) params.sort = sort as HandoverTaskListParams["sort"];
  if (search.search.trim() !== "") params.search = search.search.trim();
  const state = filterValues(search, "state").filter((v): v is (typeof HANDOVER_TASK_STATES)[number] => (HANDOVER_TASK_STATES as readonly string[]).includes(v));
  if (state.length > 0) params.state = state;
  const user = ids(filterValues(search, "user"));
  if (user.length > 0) params.user = user;
  const account = ids(filterValues(search, "account"));
  if (account.length > 0) params.account = account;
  return params;
}
