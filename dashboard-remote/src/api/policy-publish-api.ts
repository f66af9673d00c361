import { policyEndpoints, type PolicyContracts, type PolicyDoc, type PolicyDocument } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";

const policies = contractCalls<PolicyContracts>(policyEndpoints);

/** Each save is a new version that everyone, its author included, must accept again. */
export async function publishPolicy(api: ApiClient, text: PolicyDocument): Promise<PolicyDoc> {
  return (await policies.publish(api, { body: { text } })).doc;
}
