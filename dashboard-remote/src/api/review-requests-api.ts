import { reviewRequestEndpoints, type ListResponse, type ReviewRequestContracts, type ReviewRequestDoc, type reviewRequestListQuerySchema } from "@steward/shared";
import type { ApiClient } from "./api-client.ts";
import { contractCalls } from "./contract-calls.ts";
import type { ListParams } from "./list-params.ts";

export type ReviewRequestListParams = ListParams<typeof reviewRequestListQuerySchema>;

const reviewRequests = contractCalls<ReviewRequestContracts>(reviewRequestEndpoints);

export function listReviewRequests(api: ApiClient, params: ReviewRequestListParams, signal?: AbortSignal): Promise<ListResponse<ReviewRequestDoc>> {
  return reviewRequests.list(api, { query: params }, signal);
}

export interface ReviewDecision {
  id: number;
  approved: boolean;
  reason?: string;
}

export function decideReviewRequest(api: ApiClient, decision: ReviewDecision): Promise<{ doc: ReviewRequestDoc }> {
  return reviewRequests.decide(api, { body: decision });
}
