// The English sentences of some namespaces that a Spanish screen must not show (issue 31: a Spanish
// reader sees no English sentence). Only sentences of two words or more without placeholders: a
// single word may be a proper name or the same in both languages.
import pagesEn from "../i18n/catalogues/pages.en.ts";
import coreEn from "../i18n/catalogues/core.en.ts";
import coreEs from "../i18n/catalogues/core.es-CO.ts";
import pagesEs from "../i18n/catalogues/pages.es-CO.ts";
import { provideBundle } from "../i18n/load-catalogue.ts";

const english: Readonly<Record<string, unknown>> = { ...coreEn, ...pagesEn };

export function englishSentencesOf(namespaces: readonly string[], skip: (key: string) => boolean = () => false): string[] {
  return Object.entries(english)
    .filter(([key, message]) => namespaces.some((ns) => key.startsWith(`${ns}.`)) && !skip(key) && typeof message === "string")
    .map(([, message]) => message as string)
    .filter((message) => !message.includes("{") && message.trim().split(/\s+/).length >= 2);
}

/** The English sentences of those namespaces that `text` still shows. */
export function englishLeftIn(text: string, namespaces: readonly string[], skip?: (key: string) => boolean): string[] {
  return englishSentencesOf(namespaces, skip).filter((sentence) => text.includes(sentence));
}

/** Hands the Spanish bundles in, so a test does not wait for the language's chunks. */
export function provideSpanish(): void {
  provideBundle("es-CO", "core", coreEs);
  provideBundle("es-CO", "pages", pagesEs);
}
