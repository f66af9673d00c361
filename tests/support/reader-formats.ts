// The dates and numbers a reader of each language sees (issue 31): the dashboard's own rule
// (formats.ts) for the Intl locale of that language. Tests compute what a screen should show with
// it instead of writing one locale's format by hand, so an English user's expectations follow
// English (en-001: 15/03/2026, 03:05:09 pm; 16,227) and a Spanish user's follow es-CO.
import { intlLocaleOf, type Locale } from "@steward/shared";
import { formatsFor, type Formats } from "../../dashboard-remote/src/components/format/formats.ts";

export function readerFormats(locale: Locale): Formats {
  return formatsFor(intlLocaleOf(locale));
}
