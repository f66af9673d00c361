// The dashboard's calls of a resource, derived from its routes' contracts in shared: the method,
// the path and what it takes and answers come from the declaration the API serves, so a call that
// no longer fits its route fails the typecheck. Only the endpoints (zod-free) are imported as
// values; the contracts are types, so no schema comes into the download with a call.
import { requestOf, type AnswerOf, type Contract, type InputOf } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";

export type ContractCall<C extends Contract> = (api: ApiClient, input: InputOf<C>, signal?: AbortSignal) => Promise<AnswerOf<C>>;

/** One call per route of `endpoints`, each typed by the contract of the same name. */
export function contractCalls<Cs extends Record<string, Contract>>(endpoints: { readonly [K in keyof Cs]: Pick<Cs[K], "method" | "path"> }): { [K in keyof Cs]: ContractCall<Cs[K]> } {
  const calls: Record<string, ContractCall<Contract>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Pick<Contract, "method" | "path">][]) {
    calls[name] = (api, input, signal) => {
      const { method, path, body } = requestOf(endpoint, input as { params?: unknown; query?: unknown; body?: unknown });
      return api.request(path, { method, ...(body === undefined ? {} : { body }), ...(signal ? { signal } : {}) });
    };
  }
  return calls as unknown as { [K in keyof Cs]: ContractCall<Cs[K]> };
}
