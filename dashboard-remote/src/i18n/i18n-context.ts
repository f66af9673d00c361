// What every component reads to speak the person's language: `useT()` for texts, `useLocale()` for
// the language itself (dates and numbers follow it through useFormats).
import { formatMessage, localizeWith, sentenceIndex, VALIDATION, type LocalizeSentence, type Locale, type MessageValues, type Translate } from "@steward/shared";
import { createContext, useContext, useMemo } from "react";
// The JSON itself, not the schema module that also declares it (zod stays out of the first download).
import notificationMessages from "@steward/shared/i18n/messages/en/notificationMessages.json" with { type: "json" };
import accountRejection from "@steward/shared/i18n/messages/en/accountRejection.json" with { type: "json" };
import { messageOf, type DashboardKey } from "./load-catalogue.ts";

export type T = Translate<DashboardKey>;

export interface I18n {
  locale: Locale;
  t: T;
}

/**
 * Looks each message up when called, so texts of a bundle that arrived after the component first
 * rendered are found. A key no loaded bundle holds shows as itself: a test sees it, a person never
 * sees a blank.
 */
export function translatorFor(locale: Locale): T {
  return (key: DashboardKey, values?: MessageValues) => {
    const message = messageOf(locale, key);
    return message === undefined ? key : formatMessage(locale, message, values);
  };
}

export const I18nContext = createContext<I18n | null>(null);

// Outside a provider (a component rendered alone in a unit test) English is used; the test setup
// hands the English bundles in. In the dashboard a provider is always above.
const outside: I18n = { locale: "en", t: translatorFor("en") };

export function useI18n(): I18n {
  return useContext(I18nContext) ?? outside;
}

export function useT(): T {
  return useI18n().t;
}

export function useLocale(): Locale {
  return useI18n().locale;
}

// zod's messages come from the shared schemas in English; a form shows them in the reader's language.
const validationSentence = sentenceIndex({ validation: VALIDATION, notificationMessages, accountRejection });

/** A sentence from the shared schemas or an answer, in the reader's language when the catalogue has it. */
export function useLocalizeSentence(): LocalizeSentence {
  const t = useT();
  return useMemo(() => localizeWith(t as Translate, validationSentence), [t]);
}
