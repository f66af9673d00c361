// Offboarding, handover tasks and dormancy (issue 19) as the dashboard calls them.
import type {
  AccountActivityDoc,
  DormancySummary,
  HandoverTaskDoc,
  HandoverTaskUpdateInput,
  ListResponse,
  OffboardInput,
  OffboardResult,
  OffboardingImpact,
  handoverTaskListQuerySchema,
} from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import type { ListParams } from "./list-params.ts";

export type HandoverTaskListParams = ListParams<typeof handoverTaskListQuerySchema>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function getOffboardingImpact(api: ApiClient, userId: number, signal?: AbortSignal): Promise<{ doc: OffboardingImpact }> {
  return api.request(`/api/users/${userId}/offboarding`, withSignal(signal));
}

export function offboardUser(api: ApiClient, userId: number, input: OffboardInput): Promise<{ doc: OffboardResult }> {
  return api.request(`/api/users/${userId}/offboard`, { method: "POST", body: input });
}

export function listHandoverTasks(api: ApiClient, params: HandoverTaskListParams, signal?: AbortSignal): Promise<ListResponse<HandoverTaskDoc>> {
  return api.request(`/api/handover-tasks${toQueryString(params)}`, withSignal(signal));
}

export function closeHandoverTask(api: ApiClient, id: number, input: HandoverTaskUpdateInput): Promise<{ doc: HandoverTaskDoc }> {
  return api.request(`/api/handover-tasks/${id}`, { method: "PATCH", body: input });
}

export function getAccountActivity(api: ApiClient, accountId: number, signal?: AbortSignal): Promise<{ doc: AccountActivityDoc }> {
  return api.request(`/api/social-medias/${accountId}/activity`, withSignal(signal));
}

export function recordAccountActivity(api: ApiClient, accountId: number, lastActivityOn: string): Promise<{ doc: AccountActivityDoc; flags: { opened: number; closed: number } }> {
  return api.request(`/api/social-medias/${accountId}/activity`, { method: "PUT", body: { lastActivityOn } });
}

export function getDormancySummary(api: ApiClient, signal?: AbortSignal): Promise<DormancySummary> {
  return api.request("/api/dormancy/summary", withSignal(signal));
}
