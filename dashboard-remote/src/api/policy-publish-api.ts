import type { PolicyDoc, PolicyDocument } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";

/** Each save is a new version that everyone, its author included, must accept again. */
export async function publishPolicy(api: ApiClient, text: PolicyDocument): Promise<PolicyDoc> {
  return (await api.request<{ doc: PolicyDoc }>("/api/policies", { method: "POST", body: { text } })).doc;
}
