import type { ListResponse, ReviewRequestDoc } from "@steward/shared";
import { toQueryString, type ApiClient } from "./api-client.ts";

export function listReviewRequests(
  api: ApiClient,
  params: { status?: readonly ("open" | "approved" | "rejected")[]; page?: number; limit?: number },
  signal?: AbortSignal,
): Promise<ListResponse<ReviewRequestDoc>> {
  const query = toQueryString({ page: params.page ?? 1, limit: params.limit ?? 100, status: params.status });
  return api.request<ListResponse<ReviewRequestDoc>>(`/api/review-requests${query}`, signal ? { signal } : {});
}

export interface ReviewDecision {
  id: number;
  approved: boolean;
  reason?: string;
}

export function decideReviewRequest(api: ApiClient, decision: ReviewDecision): Promise<{ doc: ReviewRequestDoc }> {
  return api.request<{ doc: ReviewRequestDoc }>("/api/review-requests", { method: "PATCH", body: decision });
}
