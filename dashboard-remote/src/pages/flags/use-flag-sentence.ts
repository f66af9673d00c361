// The flag schemas' sentences (shared FLAG_MESSAGES: zod's messages and the API's refusals) travel
// as English text; the flag dialogs show them in the reader's language, as the shared validation
// sentences are shown.
import { FLAG_MESSAGES, sentenceIndex, type LocalizeSentence } from "@steward/shared";
import { useMemo } from "react";
import type { DashboardKey } from "../../i18n/load-catalogue.ts";
import { useLocalizeSentence, useT } from "../../i18n/i18n-context.ts";

const flagSentence = sentenceIndex({ flagMessages: FLAG_MESSAGES });

export function useFlagSentence(): LocalizeSentence {
  const t = useT();
  const validation = useLocalizeSentence();
  return useMemo(
    () => (sentence: string) => {
      const key = flagSentence(sentence);
      return key ? t(key as DashboardKey) : validation(sentence);
    },
    [t, validation],
  );
}

/** A field's message in the reader's language; no message stays none (the field shows no error). */
export function localizeOrNone(localize: LocalizeSentence, message: string | undefined): string | undefined {
  return message === undefined ? undefined : localize(message);
}
