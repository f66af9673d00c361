// Any failure the dashboard meets, in words from the one catalogue (shared/error-catalogue.ts):
// what happened and what to do, with the code kept for support. Pages show this instead of a code.
import { CLIENT_ERROR_CODES, explainError, VALIDATION_ERROR_CODE, type ErrorExplanation } from "@steward/shared";
import { ApiError, isValidationErrorBody, NetworkError } from "./api-error.ts";

/** A code as the API writes them; a body whose message is a sentence has no code to show. */
const LOOKS_LIKE_A_CODE = /^[A-Z][A-Z0-9_]{2,}$/;

export function explainFailure(error: unknown): ErrorExplanation {
  if (error instanceof NetworkError) return explainError({ code: CLIENT_ERROR_CODES.networkFailure });
  if (error instanceof ApiError) {
    if (error.status === 400 && isValidationErrorBody(error.body)) return explainError({ code: VALIDATION_ERROR_CODE });
    const code = error.code !== undefined && LOOKS_LIKE_A_CODE.test(error.code) ? error.code : undefined;
    return explainError({ status: error.status, code });
  }
  return explainError({ code: CLIENT_ERROR_CODES.unexpected });
}

/** For places that take one string (a toast, a form's summary): the sentence, then the code. */
export function failureText(error: unknown): string {
  const { sentence, code } = explainFailure(error);
  return `${sentence} ${codeLabel(code)}`;
}

export const codeLabel = (code: string) => `Code: ${code}`;
