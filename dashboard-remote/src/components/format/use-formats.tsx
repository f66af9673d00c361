// Dates and numbers are written in the reader's language (issue 31): the locale is the one the
// I18nProvider holds, so switching language rewrites every table, text and date field at once. A
// date field's pattern letters come from the catalogue ("dd/mm/yyyy", "dd/mm/aaaa").
import { intlLocaleOf } from "@steward/shared";
import { useI18n } from "../../i18n/i18n-context.ts";
import { formatsFor, type Formats } from "./formats.ts";

/** The dates and numbers of the reader's locale. */
export function useFormats(): Formats {
  const { locale, t } = useI18n();
  return formatsFor(intlLocaleOf(locale), { day: t("shell.patternDay"), month: t("shell.patternMonth"), year: t("shell.patternYear") });
}
