// A refused campaign change in words: the API's validation messages, the only-unit-admin warning
// with its units, or the code said by the error catalogue (with the code, for support).
import { ERROR_CODES } from "@steward/shared";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { failureText } from "../../api/explain-failure.ts";
import { isNoAnswer } from "../../api/failure-code.ts";

export function campaignRefusal(error: unknown, fallback: string): string {
  if (isNoAnswer(error)) return failureText(error);
  if (!(error instanceof ApiError)) return fallback;
  // No answer, or one without a body of ours (a proxy's page): said by its status.
  if (!error.body) return failureText(error);
  if (isValidationErrorBody(error.body)) return error.body.errors.map((e) => e.message).join("\n");
  const body = error.body as { message: string; organizations?: { name: string }[] };
  if (body.message === ERROR_CODES.lastUnitAdmin && body.organizations) {
    return `This is the only unit admin of ${body.organizations.map((o) => o.name).join(", ")}: revoking would leave it without one. Assign another unit admin first.`;
  }
  return failureText(error);
}
