import type { LocalizeSentence } from "@steward/shared";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { failureText } from "../../api/explain-failure.ts";

/**
 * product-spec.md section 8: a 400 ValidationError shows its 'path: message' lines (each message,
 * an English sentence of the shared schemas, in the reader's language); anything else `fallback`.
 */
export function saveErrorText(error: unknown, fallback: string, localize: LocalizeSentence): string {
  if (error instanceof ApiError && error.status === 400 && isValidationErrorBody(error.body)) {
    return error.body.errors.map((e) => `${e.path}: ${localize(e.message)}`).join("\n");
  }
  return fallback;
}

/** The toast: the spec's sentence plus the error, said by the catalogue when it was not the form's. */
export function errorToastText(sentence: string, text: string, error?: unknown): string {
  const validation = error instanceof ApiError && error.status === 400 && isValidationErrorBody(error.body);
  return `${sentence}: ${error === undefined || validation ? text : `${text}. ${failureText(error)}`}`;
}
