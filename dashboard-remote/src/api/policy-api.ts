import { policyEndpoints, type CurrentPolicyResponse, type PolicyContracts } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const policies = contractCalls<PolicyContracts>(policyEndpoints);

export function getCurrentPolicy(api: ApiClient): Promise<CurrentPolicyResponse> {
  return policies.current(api, {});
}

export function acknowledgePolicy(api: ApiClient, policyId: number): Promise<unknown> {
  return policies.acknowledge(api, { body: { policy: policyId } });
}
