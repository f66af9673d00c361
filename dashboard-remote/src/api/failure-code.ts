// What a failure carries, read without the catalogue (a few hundred bytes, in the first download):
// the status and the code of an answer, or the dashboard's own code when there was no answer.
import { ApiError, isValidationErrorBody } from "./api-error.ts";

/** A code as the API writes them; a body whose message is a sentence has no code to show. */
const LOOKS_LIKE_A_CODE = /^[A-Z][A-Z0-9_]{2,}$/;

export interface FailedAnswer {
  status?: number;
  code?: string;
}

/**
 * A request that got no answer at all (the network, a proxy or the server is down): fetch rejects
 * with a TypeError whose words differ by browser (Chromium "Failed to fetch", Firefox "NetworkError
 * when attempting to fetch resource.", Safari "Load failed"). Told apart here, in the catalogue's
 * chunk, rather than by wrapping every call in the API client, which is in the first download.
 */
export function isNoAnswer(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

export function failedAnswerOf(error: unknown): FailedAnswer {
  // The same names as CLIENT_ERROR_CODES and VALIDATION_ERROR_CODE in shared/error-catalogue.ts
  // (error-catalogue.test.ts in the dashboard holds them together), written out so that reading a
  // failure does not bring the catalogue along.
  if (isNoAnswer(error)) return { code: "NETWORK_FAILURE" };
  if (error instanceof ApiError) {
    if (error.status === 400 && isValidationErrorBody(error.body)) return { code: "VALIDATION_ERROR" };
    return error.code !== undefined && LOOKS_LIKE_A_CODE.test(error.code) ? { status: error.status, code: error.code } : { status: error.status };
  }
  return { code: "UNEXPECTED_ERROR" };
}
