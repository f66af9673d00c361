import { dashboardEndpoints, type DashboardContracts, type DashboardSummary } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const dashboard = contractCalls<DashboardContracts>(dashboardEndpoints);

export function getDashboardSummary(api: ApiClient, signal?: AbortSignal): Promise<DashboardSummary> {
  return dashboard.summary(api, {}, signal);
}
