// Any failure the dashboard meets, in words from the one catalogue (shared/error-catalogue.ts):
// what happened and what to do, with the code kept for support. Pages show this instead of a code.
// The first download reaches it only through LazyFailureExplanation (components/failure/).
import { explainError, type ErrorExplanation } from "@steward/shared";
import { useCallback } from "react";
import { useT, type T } from "../i18n/i18n-context.ts";
import type { DashboardKey } from "../i18n/load-catalogue.ts";
import { failedAnswerOf } from "./failure-code.ts";

export function explainFailure(error: unknown): ErrorExplanation {
  return explainError(failedAnswerOf(error));
}

/** For places that take one string (a toast, a form's summary): the sentence, then the code. */
export function failureText(error: unknown): string {
  const { sentence, code } = explainFailure(error);
  return `${sentence} ${codeLabel(code)}`;
}

export const codeLabel = (code: string) => `Code: ${code}`;

/**
 * The failure's sentence and code in the reader's language (the errorSentences namespace); the
 * English sentence where the catalogue has none loaded.
 */
export function explainFailureIn(t: T, error: unknown): { sentence: string; code: string; codeLabel: string } {
  const { sentence, code } = explainFailure(error);
  const key = `errorSentences.${code}` as DashboardKey;
  const said = t(key);
  return { sentence: said === key ? sentence : said, code, codeLabel: t("shell.codeLabel", { code }) };
}

/** failureText in the reader's language, for a toast or a form's summary. */
export function useFailureText(): (error: unknown) => string {
  const t = useT();
  return useCallback((error: unknown) => {
    const { sentence, codeLabel: label } = explainFailureIn(t, error);
    return `${sentence} ${label}`;
  }, [t]);
}
