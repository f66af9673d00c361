import { ERROR_CODES, ERRORS } from "@steward/shared";
import { ApiError } from "../../api/api-error.ts";
import { CONFIRM_TEXTS } from "../../components/confirm-dialog/confirm-texts.ts";

/** Why disabling a unit was refused, in words: by its code (the API answers 409; it answered 403 before issue 15). */
export function unitDisableRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return ERRORS.unitDisableFailed;
  if (error.code === ERROR_CODES.unitHasActiveChildren) return CONFIRM_TEXTS.hasActiveChildren;
  if (error.status === 404) return CONFIRM_TEXTS.unitMissing;
  if (error.status === 403) return CONFIRM_TEXTS.notAllowed;
  return ERRORS.unitDisableFailed;
}
