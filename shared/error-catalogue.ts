// What people read when something fails (issue 29 point 6): one sentence per code an answer to the
// dashboard may carry, saying what happened and what to do. The code itself stays on screen, small,
// for support ("Code: DATABASE_UNAVAILABLE").
//
// The sentences are the errorSentences namespace of the catalogue (shared/i18n/messages/<locale>/):
// readers get them in their language from there; this module names the codes and picks the code an
// answer is explained by. Where product-spec.md has words for a refusal they are kept verbatim
// (ERRORS) and the advice follows them.
// tests: shared/test/error-catalogue.test.ts walks every code.
import errorSentences from "./i18n/messages/en/errorSentences.json" with { type: "json" };
import { ERROR_CODES } from "./messages.ts";
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

/**
 * What happened, then what to do, in English: the English catalogue itself (errorSentences.json,
 * beside its Spanish), so there is one home for every sentence. Record<CatalogueCode, ...>: a code
 * without a sentence there does not compile.
 */
export const ERROR_SENTENCES: Record<CatalogueCode, string> = errorSentences;

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
