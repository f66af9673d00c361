// A refused campaign change in words: the API's validation messages, the only-unit-admin warning
// with its units, or the code said by the error catalogue (with the code, for support).
import { ERROR_CODES } from "@steward/shared";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { failureText } from "../../api/explain-failure.ts";
import { isNoAnswer } from "../../api/failure-code.ts";
import type { T } from "../../i18n/i18n-context.ts";

/** `localize` says a sentence of the API (a validation message) in the reader's language. */
export function campaignRefusal(error: unknown, fallback: string, t: T, localize: (sentence: string) => string): string {
  if (isNoAnswer(error)) return failureText(error);
  if (!(error instanceof ApiError)) return fallback;
  // No answer, or one without a body of ours (a proxy's page): said by its status.
  if (!error.body) return failureText(error);
  if (isValidationErrorBody(error.body)) return error.body.errors.map((e) => localize(e.message)).join("\n");
  const body = error.body as { message: string; organizations?: { name: string }[] };
  if (body.message === ERROR_CODES.lastUnitAdmin && body.organizations) {
    return t("campaigns.onlyUnitAdmin", { units: body.organizations.map((o) => o.name).join(", ") });
  }
  return failureText(error);
}
