// What every server-side list page shares: the table's state lives in the URL, the query asks the
// API for the page that state describes (keeping the previous page on screen while the next one
// loads), and the table is given the answer, its loading state and its error.
import type { ListResponse } from "@steward/shared";
import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import type { DataTableProps } from "../components/data-table/data-table.tsx";
import type { TableSearch } from "../components/data-table/table-search.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { createElement } from "react";
import { LazyFailureExplanation } from "../components/failure/lazy-failure-explanation.tsx";

export type ServerTableProps<T> = Pick<DataTableProps<T>, "data" | "pageCount" | "state" | "onStateChange" | "isLoading" | "errorText">;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key's exact tuple type does not matter here
type ListQueryOptions<T> = UseQueryOptions<ListResponse<T>, Error, ListResponse<T>, any>;

export function useTableQuery<T, P>(
  search: TableSearch,
  navigate: (options: { search: TableSearch }) => unknown,
  toParams: (search: TableSearch) => P,
  listQuery: (api: ApiClient, params: P) => ListQueryOptions<T>,
) {
  const { api } = useDashboardServices();
  const query = useQuery(listQuery(api, toParams(search)));
  const table: ServerTableProps<T> = {
    data: query.data?.docs,
    pageCount: query.data?.totalPages ?? 1,
    state: search,
    onStateChange: (next) => void navigate({ search: next }),
    isLoading: query.isFetching,
    errorText: query.isError ? createElement(LazyFailureExplanation, { error: query.error }) : undefined,
  };
  return { query, table };
}
