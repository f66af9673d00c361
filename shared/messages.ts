// Every text of product-spec.md that a user reads, verbatim. UI, API and CLI take them from here.
// The English texts live in the catalogue (i18n/messages/en), beside their Spanish; these names are
// the English catalogue itself, for the code that speaks English only (the CLI, the API's contract)
// and for zod's messages. They stay plain text (no placeholders): the dashboard's build parses only
// messages with placeholders, so a placeholder here would reach zod as a parsed message.
import errors from "./i18n/messages/en/errors.json" with { type: "json" };
import toasts from "./i18n/messages/en/toasts.json" with { type: "json" };
import ui from "./i18n/messages/en/ui.json" with { type: "json" };
import validation from "./i18n/messages/en/validation.json" with { type: "json" };
import unitAdminRule from "./i18n/messages/en/unitAdminRule.json" with { type: "json" };
import { formatMessage, type Message } from "./i18n/format-message.ts";
import type { Locale } from "./i18n/locales.ts";

export const PRODUCT_NAME = "Steward";

export const VALIDATION = validation;

/** Machine-readable codes carried in `{"message": CODE}` bodies (api-contract.md). */
export const ERROR_CODES = {
  invalidCredentials: "INVALID_CREDENTIALS",
  userLocked: "USER_LOCKED",
  userAlreadyExists: "USER_ALREADY_EXISTS",
  policyNotAccepted: "POLICY_NOT_ACCEPTED",
  invalidTransition: "INVALID_TRANSITION",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  notFound: "NOT_FOUND",
  firstUserExists: "FIRST_USER_ALREADY_EXISTS",
  originNotAllowed: "ORIGIN_NOT_ALLOWED",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
  internal: "INTERNAL_ERROR",
  unitParentChangeNotAllowed: "PARENT_CHANGE_NOT_ALLOWED",
  unitHasActiveChildren: "UNIT_HAS_ACTIVE_CHILDREN",
  databaseBusy: "DATABASE_BUSY",
  databaseUnavailable: "DATABASE_UNAVAILABLE",
  tooManyRequests: "TOO_MANY_REQUESTS",
  ownAccess: "OWN_ACCESS_NOT_CHANGEABLE",
  userOutsideScope: "USER_OUTSIDE_SCOPE",
  lastUnitAdmin: "LAST_UNIT_ADMIN",
  policyNotCurrent: "POLICY_NOT_CURRENT",
  reviewAlreadyDecided: "REVIEW_ALREADY_DECIDED",
  fieldNotAllowed: "FIELD_NOT_ALLOWED",
  invalidToken: "INVALID_TOKEN",
  userNotActive: "USER_NOT_ACTIVE",
  campaignNotDraft: "CAMPAIGN_NOT_DRAFT",
  campaignClosed: "CAMPAIGN_CLOSED",
  itemAlreadyDecided: "ITEM_ALREADY_DECIDED",
  ownAccessNotDecidable: "OWN_ACCESS_NOT_DECIDABLE",
  scimTokenNameTaken: "SCIM_TOKEN_NAME_TAKEN",
  offboardingRequired: "OFFBOARDING_REQUIRED",
  offboardingBlocked: "OFFBOARDING_BLOCKED",
  ownOffboarding: "OWN_OFFBOARDING",
  taskAlreadyDone: "TASK_ALREADY_DONE",
  importFileRefused: "IMPORT_FILE_REFUSED",
  importAlreadyCommitted: "IMPORT_ALREADY_COMMITTED",
  incidentAlreadyOpen: "INCIDENT_ALREADY_OPEN",
  incidentClosed: "INCIDENT_CLOSED",
  accountLocked: "ACCOUNT_LOCKED",
  importBusy: "IMPORT_BUSY",
  reportScheduleExists: "REPORT_SCHEDULE_EXISTS",
  reportSchedulesLimit: "REPORT_SCHEDULES_LIMIT",
  caseClosed: "CASE_CLOSED",
} as const;

export const UI = ui;

export const TOASTS = toasts;

export const ERRORS = errors;

/**
 * product-spec.md section 8: the 409 'only Unit Admin' warning, an ICU message with the units as
 * its placeholder (unitAdminRule.onlyUnitAdmin). English by default; a reader of another language
 * passes that language and its catalogue's message (the dashboard: `t("unitAdminRule.onlyUnitAdmin",
 * { units })` says the same).
 */
export function onlyUnitAdminWarning(unitNames: readonly string[], locale: Locale = "en", message: Message = unitAdminRule.onlyUnitAdmin): string {
  return formatMessage(locale, message, { units: unitNames.join(", ") });
}

/** product-spec.md section 8: a 400 ValidationError shows each 'path: message' joined by newlines. */
export function formatValidationErrors(errors: readonly { path: string; message: string }[]): string {
  return errors.map((e) => `${e.path}: ${e.message}`).join("\n");
}
