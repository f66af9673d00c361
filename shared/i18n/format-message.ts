// ICU MessageFormat through FormatJS's intl-messageformat. Messages arrive either as ICU text (on the
// server and in unit tests) or already parsed (the dashboard's build parses its catalogues, so the
// browser ships intl-messageformat without its parser: see tools/icu-catalogue-loader.cjs).
import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "./locales.ts";

/** One catalogue entry: ICU text, or the parsed form the dashboard's build makes of it. */
export type Message = string | readonly unknown[];
export type MessageValues = Record<string, string | number | Date | boolean | null | undefined>;

// Keyed by the message itself (its text, or its parsed array by identity): catalogues are loaded
// once, so this holds at most one formatter per message and language.
const compiled = new Map<Locale, Map<Message, IntlMessageFormat>>();

function formatterFor(locale: Locale, message: Message): IntlMessageFormat {
  let cache = compiled.get(locale);
  if (!cache) {
    cache = new Map();
    compiled.set(locale, cache);
  }
  let formatter = cache.get(message);
  if (!formatter) {
    formatter = new IntlMessageFormat(message as never, locale);
    cache.set(message, formatter);
  }
  return formatter;
}

/** The message in `locale` with `values` put in; a message without placeholders is returned as is. */
export function formatMessage(locale: Locale, message: Message, values?: MessageValues): string {
  // Plain text needs no formatter (most messages); ICU text without braces has no syntax left but
  // doubled apostrophes, which catalogues do not use.
  if (typeof message === "string" && !message.includes("{")) return message;
  const out = formatterFor(locale, message).format(values as never);
  return Array.isArray(out) ? out.join("") : String(out);
}
