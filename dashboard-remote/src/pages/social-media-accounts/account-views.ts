// "My accounts" / "All accounts" (issue 33). The view rides in the URL as one more table filter
// (`view`), so links, Back and Reset treat it like every other filter; without one, the reader's
// role decides: a manager or a unit admin lands on their own, a super admin on the institution's.
import type { Role } from "@steward/shared";
import { filterValues, type TableSearch } from "../../components/data-table/table-search.ts";

export const VIEW_FILTER = "view";
export const ACCOUNT_VIEWS = ["mine", "all"] as const;
export type AccountView = (typeof ACCOUNT_VIEWS)[number];

export function defaultAccountView(role: Role): AccountView {
  return role === "super_admin" ? "all" : "mine";
}

export function accountView(search: Pick<TableSearch, "filters">, role: Role): AccountView {
  const chosen = filterValues(search, VIEW_FILTER)[0];
  return chosen === "mine" || chosen === "all" ? chosen : defaultAccountView(role);
}

/** The search with `view` chosen, back on the first page. */
export function withAccountView(search: TableSearch, view: AccountView): TableSearch {
  return { ...search, pageIndex: 0, filters: [...search.filters.filter((f) => f.id !== VIEW_FILTER), { id: VIEW_FILTER, value: [view] }] };
}

/** A unit admin's own view puts what needs them first, unless they sorted by a column. */
export function sortsByAttention(view: AccountView, role: Role, sorted: boolean): boolean {
  return view === "mine" && role === "unit_admin" && !sorted;
}
