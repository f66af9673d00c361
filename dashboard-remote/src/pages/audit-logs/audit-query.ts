import { AUDIT_ACTIONS, AUDIT_ENTITIES } from "@steward/shared";
import type { AuditListParams } from "../../api/audit-logs-api.ts";
import { filterValues, type TableSearch } from "../../components/data-table/table-search.ts";

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isDate = (value: string | undefined): value is string => value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Table state (URL) to the API's list query. The date range travels in the same `filters` list as
 * the multi-selects ({id: "from", value: ["YYYY-MM-DD"]}), so the URL keeps one format.
 */
export function auditListParams(search: TableSearch): AuditListParams {
  const params: AuditListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  if (search.search.trim() !== "") params.search = search.search.trim();
  const entity = filterValues(search, "entity").filter(isOneOf(AUDIT_ENTITIES));
  if (entity.length > 0) params.entity = entity;
  const action = filterValues(search, "action").filter(isOneOf(AUDIT_ACTIONS));
  if (action.length > 0) params.action = action;
  const user = filterValues(search, "user").filter((id) => /^[1-9]\d{0,15}$/.test(id)).map(Number);
  if (user.length > 0) params.user = user;
  const from = filterValues(search, "from")[0];
  if (isDate(from)) params.from = from;
  const to = filterValues(search, "to")[0];
  if (isDate(to)) params.to = to;
  return params;
}
