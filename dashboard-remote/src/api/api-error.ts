import type { ApiErrorBody, ValidationErrorBody } from "@steward/shared";

export type ApiErrorPayload = ApiErrorBody | ValidationErrorBody | null;

/** A non-2xx answer from the API, with its status and parsed JSON body (null when it had none). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorPayload;

  constructor(status: number, body: ApiErrorPayload) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  get code(): string | undefined {
    return this.body?.message;
  }
}

export function isValidationErrorBody(body: unknown): body is ValidationErrorBody {
  if (typeof body !== "object" || body === null) return false;
  const candidate = body as Partial<ValidationErrorBody>;
  return candidate.name === "ValidationError" && Array.isArray(candidate.errors);
}

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string";
}
