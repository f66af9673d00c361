// The remaining resources: one list each, or one document.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { listAuditLogs, type AuditListParams } from "../api/audit-logs-api.ts";
import { getDashboardSummary } from "../api/dashboard-api.ts";
import { listFlags, type FlagListParams } from "../api/flags-api.ts";
import { getCurrentPolicy } from "../api/policy-api.ts";
import { queryKeys } from "./query-keys.ts";

export const flagListQuery = (api: ApiClient, params: FlagListParams) =>
  queryOptions({
    queryKey: queryKeys.flags.list(params),
    queryFn: ({ signal }) => listFlags(api, params, signal),
    placeholderData: keepPreviousData,
  });

export const auditListQuery = (api: ApiClient, params: AuditListParams) =>
  queryOptions({
    queryKey: queryKeys.auditLogs.list(params),
    queryFn: ({ signal }) => listAuditLogs(api, params, signal),
    placeholderData: keepPreviousData,
  });

export const dashboardSummaryQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.dashboard.summary(), queryFn: ({ signal }) => getDashboardSummary(api, signal) });

export const currentPolicyQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.policies.current(), queryFn: () => getCurrentPolicy(api) });
