// Where the review request routes are (contracts/review-requests.ts says what they take and answer); zod-free.
export const reviewRequestEndpoints = {
  list: { method: "get", path: "/review-requests" },
  decide: { method: "patch", path: "/review-requests" },
} as const;
