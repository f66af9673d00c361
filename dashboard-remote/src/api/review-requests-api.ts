import type { ListResponse, ReviewRequestDoc, reviewRequestListQuerySchema } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";
import type { ListParams } from "./list-params.ts";

export type ReviewRequestListParams = ListParams<typeof reviewRequestListQuerySchema>;

export function listReviewRequests(api: ApiClient, params: ReviewRequestListParams, signal?: AbortSignal): Promise<ListResponse<ReviewRequestDoc>> {
  return api.request<ListResponse<ReviewRequestDoc>>(`/api/review-requests${toQueryString(params)}`, signal ? { signal } : {});
}

export interface ReviewDecision {
  id: number;
  approved: boolean;
  reason?: string;
}

export function decideReviewRequest(api: ApiClient, decision: ReviewDecision): Promise<{ doc: ReviewRequestDoc }> {
  return api.request<{ doc: ReviewRequestDoc }>("/api/review-requests", { method: "PATCH", body: decision });
}
