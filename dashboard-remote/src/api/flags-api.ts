import type { FlagCreateInput, FlagDoc, FlagScanResult, FlagUpdateInput, ListResponse, flagListQuerySchema } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import type { ListParams } from "./list-params.ts";

export type FlagListParams = ListParams<typeof flagListQuerySchema>;

export function listFlags(api: ApiClient, params: FlagListParams, signal?: AbortSignal): Promise<ListResponse<FlagDoc>> {
  return api.request<ListResponse<FlagDoc>>(`/api/flags${toQueryString(params)}`, signal ? { signal } : {});
}

export async function createFlag(api: ApiClient, body: FlagCreateInput): Promise<FlagDoc> {
  return (await api.request<{ doc: FlagDoc }>("/api/flags", { method: "POST", body })).doc;
}

export async function updateFlag(api: ApiClient, id: number, body: FlagUpdateInput): Promise<FlagDoc> {
  return (await api.request<{ doc: FlagDoc }>(`/api/flags/${id}`, { method: "PATCH", body })).doc;
}

export function runRiskScan(api: ApiClient): Promise<FlagScanResult> {
  return api.request<FlagScanResult>("/api/flags/scan", { method: "POST" });
}
