// A note on a row (why it is refused, or what needs attention) before it is said in a language:
// an imports-namespace message with its values, a sentence of the shared schemas (English, found in
// the catalogue by its text), or a refusal's code (the errorSentences namespace).
import type { Locale } from "@steward/shared";
import { sentencesIn } from "../../i18n/api-sentences.ts";
import { serverT } from "../../i18n/server-catalogue.ts";

export type Note =
  | { field: string; message: `imports.${string}`; values?: Record<string, string | number> }
  | { field: string; sentence: string }
  | { field: string; code: string };

export function sayNote(locale: Locale, note: Note): { field: string; message: string } {
  const t = serverT(locale) as (key: string, values?: Record<string, string | number>) => string;
  if ("message" in note) return { field: note.field, message: t(note.message, note.values) };
  if ("code" in note) {
    const said = t(`errorSentences.${note.code}`);
    return { field: note.field, message: said.startsWith("errorSentences.") ? note.code : said };
  }
  return { field: note.field, message: sentencesIn(locale)(note.sentence) };
}
