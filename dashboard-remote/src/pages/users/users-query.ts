import { ROLES, USER_STATUSES, type ComplianceItem, type Role, type UserStatus } from "@steward/shared";
import { filterValues, sortParam, type TableSearch } from "../../components/data-table/table-search.ts";
import type { UserListParams } from "../../api/users-api.ts";

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);
const isStatus = (value: string): value is UserStatus => (USER_STATUSES as readonly string[]).includes(value);
// The compliance items as a record of the shared type rather than shared's list: that list lives in
// a schema module, and the route (in the first download) reads these parameters without zod.
const COMPLIANCE: Record<ComplianceItem, true> = {
  twoFactor: true,
  securePassword: true,
  trainingAccessibility: true,
  trainingRisk: true,
  trainingBrand: true,
  policyAcceptance: true,
};
const isComplianceItem = (value: string): value is ComplianceItem => Object.hasOwn(COMPLIANCE, value);

/** The columns people may sort by; each is also a sort field of the API. */
export const USER_SORTABLE_COLUMNS: readonly string[] = ["name", "email", "role", "status"];

/** Table state (URL) to the API's list query; values the API would refuse are left out. */
export function userListParams(search: TableSearch): UserListParams {
  const params: UserListParams = { page: search.pageIndex + 1, limit: search.pageSize };
  const sort = sortParam(search);
  if (sort && USER_SORTABLE_COLUMNS.includes(sort.replace(/^-/, ""))) params.sort = sort;
  if (search.search.trim() !== "") params.search = search.search.trim();
  const role = filterValues(search, "role").filter(isRole);
  if (role.length > 0) params.role = role;
  const status = filterValues(search, "status").filter(isStatus);
  if (status.length > 0) params.status = status;
  const lacking = filterValues(search, "lacking").filter(isComplianceItem);
  if (lacking.length > 0) params.lacking = lacking;
  if (filterValues(search, "idle").includes("yes")) params.idle = ["yes"];
  if (filterValues(search, "expiring").includes("yes")) params.expiring = ["yes"];
  return params;
}
