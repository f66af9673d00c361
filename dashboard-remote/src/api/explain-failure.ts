// Any failure the dashboard meets, in words from the one catalogue (shared/error-catalogue.ts):
// what happened and what to do, with the code kept for support. Pages show this instead of a code.
// The first download reaches it only through LazyFailureExplanation (components/failure/).
import { explainError, type ErrorExplanation } from "@steward/shared";
import { failedAnswerOf } from "./failure-code.ts";

export function explainFailure(error: unknown): ErrorExplanation {
  return explainError(failedAnswerOf(error));
}

/** For places that take one string (a toast, a form's summary): the sentence, then the code. */
export function failureText(error: unknown): string {
  const { sentence, code } = explainFailure(error);
  return `${sentence} ${codeLabel(code)}`;
}

export const codeLabel = (code: string) => `Code: ${code}`;
