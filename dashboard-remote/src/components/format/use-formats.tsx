// Dates and numbers are written in the reader's language (issue 31): the locale is the one the
// I18nProvider holds, so switching language rewrites every table, text and date field at once.
import { intlLocaleOf } from "@steward/shared";
import { useLocale } from "../../i18n/i18n-context.ts";
import { formatsFor, type Formats } from "./formats.ts";

/** The dates and numbers of the reader's locale. */
export function useFormats(): Formats {
  return formatsFor(intlLocaleOf(useLocale()));
}
