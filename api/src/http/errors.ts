// One error type for every refusal; `onError` turns it into the contract's JSON body.
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERROR_CODES, type ApiErrorBody, type ValidationErrorBody, type ValidationIssue } from "@steward/shared";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody | ValidationErrorBody,
  ) {
    super(body.message);
    this.name = "HttpError";
  }
}

export const badRequest = (issues: ValidationIssue[], message = "Validation failed") =>
  new HttpError(400, { name: "ValidationError", message, errors: issues });
export const unauthorized = () => new HttpError(401, { message: ERROR_CODES.unauthorized });
export const forbidden = (message: string = ERROR_CODES.forbidden) => new HttpError(403, { message });
/** Missing and out-of-scope documents answer the same, so scope never leaks existence. */
export const notFound = () => new HttpError(404, { message: ERROR_CODES.notFound });
export const conflict = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(409, { ...details, message });

/** Zod-like issue lists to the contract's `errors: [{path, message}]`. */
export function toValidationIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ValidationIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}
