// What people read when something fails (issue 29 point 6): one sentence per code an answer to the
// dashboard may carry, saying what happened and what to do. The code itself stays on screen, small,
// for support ("Code: DATABASE_UNAVAILABLE").
//
// One module, keyed by code, plain strings: a later move to an ICU message library (Spanish) is a
// change of this file's format, not a hunt through the pages. Where product-spec.md has words for a
// refusal they are kept verbatim (ERRORS, from messages.ts) and the advice follows them.
// tests: shared/test/error-catalogue.test.ts walks every code.
import { ERROR_CODES, ERRORS } from "./messages.ts";
import { IDENTITY_ERROR_CODES, type IdentityErrorCode } from "./identity-texts.ts";

/** Codes the dashboard gives an error it made up itself, where no answer carried one. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer: the network, a proxy, or the server is down. */
  networkFailure: "NETWORK_FAILURE",
  /** Anything else that went wrong in the page itself. */
  unexpected: "UNEXPECTED_ERROR",
} as const;

/**
 * An answer without a code of ours (a proxy's error page, a body that was not JSON) is named by its
 * status: one per status http/errors.ts answers, and the gateway errors a proxy in front may give.
 */
export const STATUS_CODES = {
  400: "HTTP_400",
  401: "HTTP_401",
  403: "HTTP_403",
  404: "HTTP_404",
  409: "HTTP_409",
  413: "HTTP_413",
  415: "HTTP_415",
  423: "HTTP_423",
  429: "HTTP_429",
  500: "HTTP_500",
  502: "HTTP_502",
  503: "HTTP_503",
  504: "HTTP_504",
} as const;

/** A 400 whose body is the contract's ValidationError: its issues say what to fix; this says the rest. */
export const VALIDATION_ERROR_CODE = "VALIDATION_ERROR";

type ApiCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
type ClientCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];
type StatusCode = (typeof STATUS_CODES)[keyof typeof STATUS_CODES];
export type CatalogueCode = ApiCode | IdentityErrorCode | ClientCode | StatusCode | typeof VALIDATION_ERROR_CODE;

const TRY_AGAIN = "Try again in a moment; if it keeps happening, tell your Steward administrator and give them the code below.";
const ASK_ADMIN = "If you need it, ask your Steward administrator.";

/** What happened, then what to do. Record<CatalogueCode, ...>: a code without a sentence does not compile. */
export const ERROR_SENTENCES: Record<CatalogueCode, string> = {
  // The API's codes (ERROR_CODES).
  INVALID_CREDENTIALS: `${ERRORS.signInFailed}. Check both and try again.`,
  USER_LOCKED: `${ERRORS.userLocked} Wait, then try again, or ask a super admin to unlock it.`,
  USER_ALREADY_EXISTS: `${ERRORS.userAlreadyExistsToast}.`,
  POLICY_NOT_ACCEPTED: `${ERRORS.policyDeclined}. Accept the current policy to go on.`,
  INVALID_TRANSITION: "This account cannot move to that status from the one it has now. Reload the page to see its current status.",
  UNAUTHORIZED: "You are not signed in, or your session has ended. Sign in again.",
  FORBIDDEN: `Your role does not allow this. ${ASK_ADMIN}`,
  NOT_FOUND: "This record does not exist, or it is outside the units you may see. Check the address, or go back to the list.",
  FIRST_USER_ALREADY_EXISTS: "Steward already has its first user. Sign in instead.",
  ORIGIN_NOT_ALLOWED: "This page is not allowed to send changes to Steward. Open Steward from its own address, or ask your administrator to add this page's address to ALLOWED_ORIGINS.",
  PAYLOAD_TOO_LARGE: "What was sent is larger than Steward accepts. Shorten it (a long text, many rows at once) and try again.",
  UNSUPPORTED_MEDIA_TYPE: "Steward could not read what was sent. Reload the page and try again.",
  INTERNAL_ERROR: `${ERRORS.unexpectedSentence} ${TRY_AGAIN}`,
  PARENT_CHANGE_NOT_ALLOWED: "A unit's parent cannot be changed here. Create the unit under its new parent instead, or ask a super admin.",
  UNIT_HAS_ACTIVE_CHILDREN: "This unit still has active sub-units. Disable or move them first, then disable this one.",
  DATABASE_BUSY: "Steward is busy with other changes right now, and nothing was saved. Try again in a moment.",
  DATABASE_UNAVAILABLE: `Steward cannot reach its database right now, so nothing could be read or saved. ${TRY_AGAIN}`,
  TOO_MANY_REQUESTS: "Too many requests in a short time. Wait a minute, then try again.",
  OWN_ACCESS_NOT_CHANGEABLE: "You cannot change your own access. Ask another administrator to do it.",
  USER_OUTSIDE_SCOPE: "This person is outside the units you administer. Ask an administrator of their units, or a super admin.",
  LAST_UNIT_ADMIN: "This person is the only Unit Admin of a unit, so the change would leave it without one. Assign another Unit Admin first.",
  POLICY_NOT_CURRENT: "This is not the current policy: a newer one was published meanwhile. Reload the page and accept the current one.",
  REVIEW_ALREADY_DECIDED: "Someone has already decided this review request. Reload the page to see the decision.",
  FIELD_NOT_ALLOWED: "Your role may not change one of the fields sent. Leave it as it was, or ask a super admin.",
  INVALID_TOKEN: "This link is not valid any more: it has expired or was already used. Ask for a new one.",
  USER_NOT_ACTIVE: "Your Steward account is not active. Ask a super admin to reactivate it.",
  CAMPAIGN_NOT_DRAFT: "Only a draft campaign can be edited or opened.",
  CAMPAIGN_CLOSED: "The campaign is closed: no more decisions can be made.",
  ITEM_ALREADY_DECIDED: "Someone has already decided this item.",
  OWN_ACCESS_NOT_DECIDABLE: "Nobody decides on their own access: a colleague or the unit above must.",
  SCIM_TOKEN_NAME_TAKEN: "A SCIM token already has this name. Choose another name.",
  OFFBOARDING_REQUIRED: "This person still holds duties that must be handed over. Offboard them instead (Users, View details, Offboard this person).",
  OFFBOARDING_BLOCKED: "The offboarding cannot finish yet: some duties have no successor. Name a successor for each, then try again.",
  OWN_OFFBOARDING: "You cannot offboard yourself. Ask another administrator to do it.",
  TASK_ALREADY_DONE: "This task was already closed by someone else. Reload the page to see it.",

  // Signing in through an identity provider (IDENTITY_ERROR_CODES; USER_NOT_ACTIVE is above).
  EMAIL_NOT_VERIFIED: "Your identity provider has not verified your e-mail address, so Steward cannot tell who you are. Ask your IT service to verify it, then try again.",
  EMAIL_MISSING: "Your identity provider did not share your e-mail address, so Steward cannot tell who you are. Ask your IT service.",
  ACCESS_PENDING: "Your access to Steward is waiting for a super admin's review. You will be able to sign in once it is approved.",
  SIGN_IN_STATE_INVALID: "This sign-in link has expired or was already used. Start again from the sign-in page.",
  PROVIDER_RESPONSE_INVALID: "The identity provider's answer could not be trusted, so nobody was signed in. Try again; if it keeps happening, tell your IT service.",
  PROVIDER_DENIED: "The identity provider did not sign you in.",
  PROVIDER_UNAVAILABLE: "The identity provider could not be reached. Try again in a moment.",
  PROVIDER_NOT_CONFIGURED: "Signing in with an identity provider is not set up on this server.",
  PASSWORD_LOGIN_DISABLED: "Password sign-in is turned off: sign in with your institution's identity provider.",
  PROVIDER_TOKEN_INVALID: "The identity provider's token was refused.",
  ACCOUNT_LINK_REQUIRED:
    "This Steward account is not linked to your identity provider, and Steward does not link it by e-mail address alone. Sign in to Steward with your password, then link your identity provider account from there.",
  IDENTITY_LINKED_ELSEWHERE: "This identity provider account is already linked to another Steward account, so it was not linked to yours.",

  // Failures the dashboard names itself.
  NETWORK_FAILURE: "Steward could not be reached: the network or the server is down. Check your connection, then try again; if others cannot reach it either, tell your Steward administrator.",
  UNEXPECTED_ERROR: `${ERRORS.unexpectedSentence} Reload the page; if it keeps happening, tell your Steward administrator and give them the code below.`,
  VALIDATION_ERROR: "Some of what was entered was not accepted. Correct what is marked and try again.",

  // Answers without a code of ours, by status.
  HTTP_400: "Steward did not accept this request. Reload the page and try again.",
  HTTP_401: "You are not signed in, or your session has ended. Sign in again.",
  HTTP_403: `You may not do this. ${ASK_ADMIN}`,
  HTTP_404: "This was not found. It may have been removed, or the address is wrong.",
  HTTP_409: "This changed meanwhile, so your change was not saved. Reload the page and try again.",
  HTTP_413: "What was sent is larger than Steward accepts. Shorten it and try again.",
  HTTP_415: "Steward could not read what was sent. Reload the page and try again.",
  HTTP_423: "This account is locked for now. Wait, then try again.",
  HTTP_429: "Too many requests in a short time. Wait a minute, then try again.",
  HTTP_500: `${ERRORS.unexpectedSentence} ${TRY_AGAIN}`,
  HTTP_502: `Steward is not answering behind its proxy: it may be restarting. ${TRY_AGAIN}`,
  HTTP_503: `Steward cannot serve requests right now. ${TRY_AGAIN}`,
  HTTP_504: `Steward took too long to answer. ${TRY_AGAIN}`,
};

export interface ErrorExplanation {
  /** What happened and what to do. */
  sentence: string;
  /** For support: the answer's code, or one the catalogue gave it. */
  code: string;
}

const isCatalogued = (code: string): code is CatalogueCode => Object.hasOwn(ERROR_SENTENCES, code);

/**
 * The sentence for an answer: its code when the catalogue knows it; else its status (a code we do
 * not know yet, from a newer server, keeps being shown for support); else the unexpected one.
 */
export function explainError(answer: { status?: number | undefined; code?: string | undefined }): ErrorExplanation {
  const { status, code } = answer;
  if (code !== undefined && isCatalogued(code)) return { sentence: ERROR_SENTENCES[code], code };
  const byStatus = status === undefined ? undefined : (STATUS_CODES as Record<number, StatusCode>)[status];
  const fallback: CatalogueCode = byStatus ?? (status !== undefined && status >= 500 ? STATUS_CODES[500] : CLIENT_ERROR_CODES.unexpected);
  return { sentence: ERROR_SENTENCES[fallback], code: code ?? fallback };
}

/** Every code the catalogue must have a sentence for, for the test that walks them. */
export const EVERY_ERROR_CODE: readonly string[] = [
  ...Object.values(ERROR_CODES),
  ...Object.values(IDENTITY_ERROR_CODES),
  ...Object.values(CLIENT_ERROR_CODES),
  ...Object.values(STATUS_CODES),
  VALIDATION_ERROR_CODE,
];
