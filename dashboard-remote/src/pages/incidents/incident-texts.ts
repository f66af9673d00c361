// Small helpers of the incident pages: a step's title in the reader's language, and the API's
// incident sentences (shared incidentMessages, English on the wire) said in the reader's language,
// looked up here so that nothing of incidents joins the first download's sentence index.
import { stepTitleIn, type StepTitle } from "@steward/shared";
import incidentMessages from "@steward/shared/i18n/messages/en/incidentMessages.json" with { type: "json" };
import { useCallback } from "react";
import { isValidationErrorBody, ApiError } from "../../api/api-error.ts";
import { useFailureText } from "../../api/explain-failure.ts";
import { useLocale, useT } from "../../i18n/i18n-context.ts";

const KEY_OF = new Map(Object.entries(incidentMessages).map(([key, sentence]) => [sentence, key]));

export function useStepTitle(): (title: StepTitle) => string {
  const locale = useLocale();
  return useCallback((title: StepTitle) => stepTitleIn(title, locale), [locale]);
}

/** A failed change in words: a field's sentence of ours in the reader's language, else the general explanation. */
export function useIncidentFailure(): (error: unknown) => string {
  const t = useT();
  const failure = useFailureText();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && isValidationErrorBody(error.body)) {
        const said = error.body.errors.map((issue) => {
          const key = KEY_OF.get(issue.message);
          return key ? t(`incidentMessages.${key}` as Parameters<typeof t>[0]) : issue.message;
        });
        if (said.length > 0) return said.join(" ");
      }
      return failure(error);
    },
    [failure, t],
  );
}
