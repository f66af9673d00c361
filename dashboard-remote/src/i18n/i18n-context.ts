// What every component reads to speak the person's language: `useT()` for texts, `useLocale()` for
// the language itself (dates and numbers follow it through useFormats).
import { localizeWith, sentenceIndex, translator, VALIDATION, type LocalizeSentence, type Locale, type Translate } from "@steward/shared";
import { createContext, useContext, useMemo } from "react";
import type { DashboardKey } from "./catalogues/en.ts";
import { loadedCatalogue } from "./load-catalogue.ts";

export type T = Translate<DashboardKey>;

export interface I18n {
  locale: Locale;
  t: T;
}

export const I18nContext = createContext<I18n | null>(null);

// Outside a provider (a component rendered alone in a unit test) the English catalogue that the test
// setup handed in is used; in the dashboard a provider is always above.
let outside: I18n | null = null;
function outsideProvider(): I18n {
  if (outside) return outside;
  const catalogue = loadedCatalogue("en");
  if (!catalogue) throw new Error("useT() outside I18nProvider and no English catalogue provided");
  outside = { locale: "en", t: translator("en", catalogue) };
  return outside;
}

export function useI18n(): I18n {
  return useContext(I18nContext) ?? outsideProvider();
}

export function useT(): T {
  return useI18n().t;
}

export function useLocale(): Locale {
  return useI18n().locale;
}

// zod's messages come from the shared schemas in English; a form shows them in the reader's language.
const validationSentence = sentenceIndex({ validation: VALIDATION });

/** A sentence from the shared schemas or an answer, in the reader's language when the catalogue has it. */
export function useLocalizeSentence(): LocalizeSentence {
  const t = useT();
  return useMemo(() => localizeWith(t as Translate, validationSentence), [t]);
}
