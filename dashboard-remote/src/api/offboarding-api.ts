// Offboarding, handover tasks and dormancy (issue 19) as the dashboard calls them.
import {
  offboardingEndpoints,
  type AccountActivityDoc,
  type DormancySummary,
  type HandoverTaskDoc,
  type HandoverTaskUpdateInput,
  type ListResponse,
  type OffboardInput,
  type OffboardResult,
  type OffboardingContracts,
  type OffboardingImpact,
  type handoverTaskListQuerySchema,
} from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type HandoverTaskListParams = ListParams<typeof handoverTaskListQuerySchema>;

const offboarding = contractCalls<OffboardingContracts>(offboardingEndpoints);

export function getOffboardingImpact(api: ApiClient, userId: number, signal?: AbortSignal): Promise<{ doc: OffboardingImpact }> {
  return offboarding.impact(api, { params: { id: userId } }, signal);
}

export function offboardUser(api: ApiClient, userId: number, input: OffboardInput): Promise<{ doc: OffboardResult }> {
  return offboarding.offboard(api, { params: { id: userId }, body: input });
}

export function listHandoverTasks(api: ApiClient, params: HandoverTaskListParams, signal?: AbortSignal): Promise<ListResponse<HandoverTaskDoc>> {
  return offboarding.listHandoverTasks(api, { query: params }, signal);
}

export function closeHandoverTask(api: ApiClient, id: number, input: HandoverTaskUpdateInput): Promise<{ doc: HandoverTaskDoc }> {
  return offboarding.closeHandoverTask(api, { params: { id }, body: input });
}

export function getAccountActivity(api: ApiClient, accountId: number, signal?: AbortSignal): Promise<{ doc: AccountActivityDoc }> {
  return offboarding.activity(api, { params: { id: accountId } }, signal);
}

export function recordAccountActivity(api: ApiClient, accountId: number, lastActivityOn: string): Promise<{ doc: AccountActivityDoc; flags: { opened: number; closed: number } }> {
  return offboarding.recordActivity(api, { params: { id: accountId }, body: { lastActivityOn } });
}

export function getDormancySummary(api: ApiClient, signal?: AbortSignal): Promise<DormancySummary> {
  return offboarding.dormancySummary(api, {}, signal);
}
