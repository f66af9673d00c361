import { flagEndpoints, type FlagContracts, type FlagCreateInput, type FlagDoc, type FlagScanResult, type FlagUpdateInput, type ListResponse, type flagListQuerySchema } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type FlagListParams = ListParams<typeof flagListQuerySchema>;

const flags = contractCalls<FlagContracts>(flagEndpoints);

export function listFlags(api: ApiClient, params: FlagListParams, signal?: AbortSignal): Promise<ListResponse<FlagDoc>> {
  return flags.list(api, { query: params }, signal);
}

export async function createFlag(api: ApiClient, body: FlagCreateInput): Promise<FlagDoc> {
  return (await flags.create(api, { body })).doc;
}

export async function updateFlag(api: ApiClient, id: number, body: FlagUpdateInput): Promise<FlagDoc> {
  return (await flags.update(api, { params: { id }, body })).doc;
}

export function runRiskScan(api: ApiClient): Promise<FlagScanResult> {
  return flags.scan(api, {});
}
