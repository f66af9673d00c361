import { searchEndpoints, type SearchAnswer, type SearchContracts } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const search = contractCalls<SearchContracts>(searchEndpoints);

/** GET /api/search: the caller's matches of every kind they may read, grouped. */
export function searchEverything(api: ApiClient, q: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return search.search(api, { query: { q } }, signal);
}
