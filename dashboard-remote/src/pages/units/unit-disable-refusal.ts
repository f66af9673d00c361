import { ERROR_CODES } from "@steward/shared";
import { ApiError } from "../../api/api-error.ts";
import type { T } from "../../i18n/i18n-context.ts";

/** Why disabling a unit was refused, in words: by its code (the API answers 409; it answered 403 before issue 15). */
export function unitDisableRefusal(error: unknown, t: T): string {
  if (!(error instanceof ApiError)) return t("errors.unitDisableFailed");
  if (error.code === ERROR_CODES.unitHasActiveChildren) return t("confirm.hasActiveChildren");
  if (error.status === 404) return t("confirm.unitMissing");
  if (error.status === 403) return t("confirm.notAllowed");
  return t("errors.unitDisableFailed");
}
