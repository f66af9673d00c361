// What may be done to a review request. The route's declared rule is the role gate
// (REVIEW_REQUESTS:update, super admins); here is what depends on the request: it is decided once.
import { ERROR_CODES, type ReviewRequestDoc } from "@steward/shared";
import { conflict } from "../domain/errors.ts";

/** 409 REVIEW_ALREADY_DECIDED, with what it was decided as, for a request no longer open. */
export function assertStillOpen(request: Pick<ReviewRequestDoc, "status">): void {
  if (request.status !== "open") throw conflict(ERROR_CODES.reviewAlreadyDecided, { status: request.status });
}
