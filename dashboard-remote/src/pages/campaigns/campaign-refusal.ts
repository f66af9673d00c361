// A refused campaign change in words: the API's validation messages, the only-unit-admin warning
// with its units, or the code said by the error catalogue (with the code, for support).
import { ERROR_CODES } from "@steward/shared";
import { ApiError, isValidationErrorBody, NetworkError } from "../../api/api-error.ts";
import { failureText } from "../../api/explain-failure.ts";

export function campaignRefusal(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return failureText(error);
  if (!(error instanceof ApiError) || !error.body) return fallback;
  if (isValidationErrorBody(error.body)) return error.body.errors.map((e) => e.message).join("\n");
  const body = error.body as { message: string; organizations?: { name: string }[] };
  if (body.message === ERROR_CODES.lastUnitAdmin && body.organizations) {
    return `This is the only unit admin of ${body.organizations.map((o) => o.name).join(", ")}: revoking would leave it without one. Assign another unit admin first.`;
  }
  return failureText(error);
}
