import type { DashboardSummary } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";

export function getDashboardSummary(api: ApiClient, signal?: AbortSignal): Promise<DashboardSummary> {
  return api.request<DashboardSummary>("/api/dashboard", signal ? { signal } : {});
}
