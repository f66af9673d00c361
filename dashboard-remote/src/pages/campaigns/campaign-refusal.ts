// A refused campaign change in words: the API's validation messages, or its code said plainly.
import { ERROR_CODES } from "@steward/shared";
import { ApiError, isValidationErrorBody } from "../../api/api-error.ts";

const CODES: Record<string, string> = {
  [ERROR_CODES.campaignNotDraft]: "Only a draft campaign can be edited or opened.",
  [ERROR_CODES.campaignClosed]: "The campaign is closed: no more decisions can be made.",
  [ERROR_CODES.itemAlreadyDecided]: "Someone has already decided this item.",
  [ERROR_CODES.ownAccessNotDecidable]: "Nobody decides on their own access: a colleague or the unit above must.",
  [ERROR_CODES.forbidden]: "You may not do this.",
  [ERROR_CODES.notFound]: "This item no longer exists, or it is outside your units.",
};

export function campaignRefusal(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body) return fallback;
  if (isValidationErrorBody(error.body)) return error.body.errors.map((e) => e.message).join("\n");
  const body = error.body as { message: string; organizations?: { name: string }[] };
  if (body.message === ERROR_CODES.lastUnitAdmin && body.organizations) {
    return `This is the only unit admin of ${body.organizations.map((o) => o.name).join(", ")}: revoking would leave it without one. Assign another unit admin first.`;
  }
  return CODES[body.message] ?? fallback;
}
