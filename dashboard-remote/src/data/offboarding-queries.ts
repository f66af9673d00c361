// Offboarding, handover tasks and dormancy (issue 19): the dashboard's queries.
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client.ts";
import { getAccountActivity, getDormancySummary, getOffboardingImpact, listHandoverTasks, type HandoverTaskListParams } from "../api/offboarding-api.ts";
import { queryKeys } from "./query-keys.ts";

export const offboardingImpactQuery = (api: ApiClient, userId: number) =>
  queryOptions({ queryKey: queryKeys.offboarding.impact(userId), queryFn: async ({ signal }) => (await getOffboardingImpact(api, userId, signal)).doc, retry: false });

export const handoverTaskListQuery = (api: ApiClient, params: HandoverTaskListParams) =>
  queryOptions({ queryKey: queryKeys.handoverTasks.list(params), queryFn: ({ signal }) => listHandoverTasks(api, params, signal), placeholderData: keepPreviousData });

export const accountActivityQuery = (api: ApiClient, accountId: number) =>
  queryOptions({ queryKey: queryKeys.dormancy.activity(accountId), queryFn: async ({ signal }) => (await getAccountActivity(api, accountId, signal)).doc });

export const dormancySummaryQuery = (api: ApiClient) => queryOptions({ queryKey: queryKeys.dormancy.summary(), queryFn: ({ signal }) => getDormancySummary(api, signal) });
