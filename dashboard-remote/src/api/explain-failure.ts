// Any failure the dashboard meets, in words from the one catalogue (shared/error-catalogue.ts):
// what happened and what to do, with the code kept for support. Pages show this instead of a code.
// The first download reaches it only through LazyFailureExplanation (components/failure/).
import { explainError, type ErrorExplanation, type Locale } from "@steward/shared";
import { useCallback } from "react";
import { useI18n, type T } from "../i18n/i18n-context.ts";
import type { DashboardKey } from "../i18n/load-catalogue.ts";
import { failedAnswerOf } from "./failure-code.ts";

export function explainFailure(error: unknown): ErrorExplanation {
  return explainError(failedAnswerOf(error));
}

/** Says one failure in one string (a toast, a form's summary): the sentence, then the code. */
export type FailureText = (error: unknown) => string;

/**
 * The failure's sentence and code in the reader's language (the errorSentences namespace, in the
 * `pages` bundle). Where that bundle is not here, an English reader gets the English sentence the
 * code came with; any other reader gets no sentence (only the code) rather than English.
 */
export function explainFailureIn(t: T, locale: Locale, error: unknown): { sentence: string; code: string; codeLabel: string } {
  const { sentence, code } = explainFailure(error);
  const key = `errorSentences.${code}` as DashboardKey;
  const said = t(key);
  const fallback = locale === "en" ? sentence : "";
  return { sentence: said === key ? fallback : said, code, codeLabel: t("shell.codeLabel", { code }) };
}

/** A failure in one string, in the reader's language: the sentence, then the code. */
export function failureTextIn(t: T, locale: Locale, error: unknown): string {
  const { sentence, codeLabel: label } = explainFailureIn(t, locale, error);
  return sentence === "" ? label : `${sentence} ${label}`;
}

/** failureTextIn for the reader, to hand to the helpers that word a refusal. */
export function useFailureText(): FailureText {
  const { t, locale } = useI18n();
  return useCallback((error: unknown) => failureTextIn(t, locale, error), [t, locale]);
}
