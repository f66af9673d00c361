import type { FlagCategory, FlagCreateInput, FlagDoc, FlagScanResult, FlagSeverity, FlagStatus, FlagUpdateInput, ListResponse } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";

export interface FlagListParams {
  page: number;
  limit: number;
  sort?: string;
  search?: string;
  status?: readonly FlagStatus[];
  severity?: readonly FlagSeverity[];
  category?: readonly FlagCategory[];
}

export function listFlags(api: ApiClient, params: FlagListParams, signal?: AbortSignal): Promise<ListResponse<FlagDoc>> {
  const query = toQueryString({ ...params });
  return api.request<ListResponse<FlagDoc>>(`/api/flags${query}`, signal ? { signal } : {});
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
