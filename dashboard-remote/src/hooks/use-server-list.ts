// What every server-side list page shares: the table's state lives in the URL, the API is asked
// for the page that state describes, and the table is given the answer, its loading state and its
// error. Pages add their columns, filters and dialogs.
import type { ListResponse } from "@steward/shared";
import type { ApiClient } from "../api/api-client.ts";
import type { DataTableProps } from "../components/data-table/data-table.tsx";
import type { TableSearch } from "../components/data-table/table-search.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { LABELS } from "../texts.ts";
import { useApiQuery, type ApiQueryState } from "./use-api-query.ts";

export type ServerTableProps<T> = Pick<DataTableProps<T>, "data" | "pageCount" | "state" | "onStateChange" | "isLoading" | "errorText">;

export interface ServerList<T> {
  query: ApiQueryState<ListResponse<T>>;
  /** Spread into DataTable. */
  table: ServerTableProps<T>;
}

export function useServerList<T, P>(
  search: TableSearch,
  navigate: (options: { search: TableSearch }) => unknown,
  toParams: (search: TableSearch) => P,
  load: (api: ApiClient, params: P, signal: AbortSignal) => Promise<ListResponse<T>>,
): ServerList<T> {
  const { api } = useDashboardServices();
  const params = toParams(search);
  const query = useApiQuery(JSON.stringify(params), (signal) => load(api, params, signal));
  return {
    query,
    table: {
      data: query.data?.docs,
      pageCount: query.data?.totalPages ?? 1,
      state: search,
      onStateChange: (next) => void navigate({ search: next }),
      isLoading: query.isLoading,
      errorText: query.error ? LABELS.loadFailed : undefined,
    },
  };
}
