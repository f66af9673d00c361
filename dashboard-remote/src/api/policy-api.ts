import type { CurrentPolicyResponse } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";

export function getCurrentPolicy(api: ApiClient): Promise<CurrentPolicyResponse> {
  return api.request<CurrentPolicyResponse>("/api/policies/current");
}

export function acknowledgePolicy(api: ApiClient, policyId: number): Promise<unknown> {
  return api.request<unknown>("/api/acknowledgments", { method: "POST", body: { policy: policyId } });
}
