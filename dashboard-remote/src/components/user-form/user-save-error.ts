import { ERROR_CODES, type LocalizeSentence, type OffboardingBlocker, type Ref } from "@steward/shared";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";
import { failureText } from "../../api/explain-failure.ts";
import { isNoAnswer } from "../../api/failure-code.ts";
import type { T } from "../../i18n/i18n-context.ts";
import { blockerPhrase } from "../offboarding/blocker-text.ts";

export type SaveFailure =
  | { kind: "exists"; existingId: number }
  | { kind: "lastUnitAdmin"; text: string }
  /** A deactivation refused by the offboarding impact check (issue 19): offboard instead. */
  | { kind: "offboardingRequired"; text: string }
  | { kind: "api"; text: string }
  | { kind: "unknown" };

function isRefList(value: unknown): value is Ref[] {
  return Array.isArray(value) && value.every((v) => typeof v === "object" && v !== null && typeof (v as Ref).name === "string");
}

/**
 * product-spec.md section 8, user create and update failures, in the reader's language (`t`; the
 * shared schemas' English sentences through `localize`).
 */
export function classifySaveError(error: unknown, failedText: string, t: T, localize: LocalizeSentence): SaveFailure {
  // No answer at all is said in words too; only a fault of the page itself is "unknown".
  if (isNoAnswer(error)) return { kind: "api", text: `${failedText}: ${failureText(error)}` };
  if (!(error instanceof ApiError)) return { kind: "unknown" };
  const body = error.body;
  const extra = (key: string): unknown => (body && key in body ? (body as unknown as Record<string, unknown>)[key] : undefined);
  const existingId = extra("details");
  if (error.status === 409 && body?.message === "USER_ALREADY_EXISTS" && typeof existingId === "number") {
    return { kind: "exists", existingId };
  }
  if (error.status === 409 && body?.message === ERROR_CODES.offboardingRequired) {
    const blockers = (extra("blockers") ?? []) as OffboardingBlocker[];
    return {
      kind: "offboardingRequired",
      text: t("userSave.offboardingRequired", { blockers: blockers.map((b) => blockerPhrase(b, t)).join("; ") }),
    };
  }
  if (error.status === 409 && body?.message === "LAST_UNIT_ADMIN") {
    const units = extra("organizations");
    const warning = t("unitAdminRule.onlyUnitAdmin", { units: isRefList(units) ? units.map((u) => u.name).join(", ") : "" });
    // A deactivation's refusal says where its impact is read: offboarding hands the units over (issue 30 point 8).
    return { kind: "lastUnitAdmin", text: extra("offboarding") === undefined ? warning : `${warning} ${t("userSave.offboardInstead")}` };
  }
  if (error.status === 400 && isValidationErrorBody(body)) return { kind: "api", text: body.errors.map((e) => `${e.path}: ${localize(e.message)}`).join("\n") };
  const details = existingId !== undefined ? ` (${String(existingId)})` : "";
  return { kind: "api", text: `${failedText}: ${failureText(error)}${details}` };
}

