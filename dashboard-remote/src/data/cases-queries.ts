// The cases' queries (issue 34). Their keys live here, not in query-keys.ts, so nothing of cases
// joins the first download; a state change makes every cases query stale.
import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getCase, listCases, listOpenClocks, type CaseListParams } from "../api/cases-api.ts";

export const caseKeys = {
  all: ["cases"] as const,
  list: (params: CaseListParams) => ["cases", "list", params] as const,
  one: (id: number) => ["cases", "one", id] as const,
  clocks: ["cases", "clocks"] as const,
};

export const caseListQuery = (api: ApiClient, params: CaseListParams) =>
  queryOptions({ queryKey: caseKeys.list(params), queryFn: ({ signal }) => listCases(api, params, signal), placeholderData: keepPreviousData });

export const caseQuery = (api: ApiClient, id: number) => queryOptions({ queryKey: caseKeys.one(id), queryFn: ({ signal }) => getCase(api, id, signal) });

export const openClocksQuery = (api: ApiClient) => queryOptions({ queryKey: caseKeys.clocks, queryFn: ({ signal }) => listOpenClocks(api, signal) });

/** After a case moved: its page, the lists, the home page's clocks, the inbox and the audit log. */
export function invalidateCases(queryClient: QueryClient): Promise<void> {
  return Promise.all([caseKeys.all, ["inbox"], ["audit-logs"], ["dashboard"]].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
