// Refusals are the domain's (domain/errors.ts); this is the one place that gives each kind its
// HTTP status. HttpError lets the HTTP layer's own refusals (413, 415, 429) be written by status.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ValidationErrorBody } from "@steward/shared";
import { Refusal, type RefusalKind } from "../domain/errors.ts";

export { badRequest, conflict, forbidden, notFound, Refusal, toValidationIssues, unauthorized } from "../domain/errors.ts";

export const STATUS_OF: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  locked: 423,
  too_many: 429,
  provider_failed: 502,
  unavailable: 503,
};

const KIND_OF = Object.fromEntries(Object.entries(STATUS_OF).map(([kind, status]) => [status, kind])) as Record<number, RefusalKind>;

export class HttpError extends Refusal {
  constructor(status: ContentfulStatusCode, body: ApiErrorBody | ValidationErrorBody) {
    const kind = KIND_OF[status];
    if (kind === undefined) throw new Error(`no refusal kind answers HTTP ${status}`);
    super(kind, body);
  }

  get status(): ContentfulStatusCode {
    return STATUS_OF[this.kind];
  }
}
