// Why the product refuses something, in its own words. Services and repositories throw these; the
// app's error handler alone turns a kind into an HTTP status (http/errors.ts STATUS_OF).
import { ERROR_CODES, type ApiErrorBody, type ValidationErrorBody, type ValidationIssue } from "@steward/shared";

export type RefusalKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported_media"
  | "locked"
  | "too_many"
  | "provider_failed"
  | "unavailable";

export class Refusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly body: ApiErrorBody | ValidationErrorBody,
  ) {
    super(body.message);
    this.name = "Refusal";
  }
}

export const badRequest = (issues: ValidationIssue[], message = "Validation failed") =>
  new Refusal("invalid", { name: "ValidationError", message, errors: issues });
export const unauthorized = () => new Refusal("unauthenticated", { message: ERROR_CODES.unauthorized });
export const forbidden = (message: string = ERROR_CODES.forbidden) => new Refusal("forbidden", { message });
/** Missing and out-of-scope documents answer the same, so scope never leaks existence. */
export const notFound = () => new Refusal("not_found", { message: ERROR_CODES.notFound });
export const conflict = (message: string, details: Record<string, unknown> = {}) => new Refusal("conflict", { ...details, message });

/** Zod-like issue lists to the contract's `errors: [{path, message}]`. */
export function toValidationIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ValidationIssue[] {
  return issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}
