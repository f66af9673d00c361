import { ERROR_CODES, ERRORS } from "@steward/shared";
import { ApiError } from "../../api/api-error.ts";
import { CONFIRM_TEXTS } from "../../components/confirm-dialog/confirm-texts.ts";

/** Why disabling a unit was refused, in words (the code, not the status: it has been 403 and 409). */
export function unitDisableRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return ERRORS.unitDisableFailed;
  if (error.code === ERROR_CODES.unitHasActiveChildren) return CONFIRM_TEXTS.hasActiveChildren;
  if (error.status === 404) return CONFIRM_TEXTS.unitMissing;
  if (error.status === 403) return CONFIRM_TEXTS.notAllowed;
  return ERRORS.unitDisableFailed;
}
