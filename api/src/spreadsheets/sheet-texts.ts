// The words of an export in the reader's language (the sheets namespace): its headers, and the
// enumerated values of the lists whose files are read by people rather than imported back.
import type { Locale } from "@steward/shared";
import { serverT, type ServerKey } from "../i18n/server-catalogue.ts";

export interface SheetTexts {
  locale: Locale;
  /** A header: `sheets.<list>.<column>`. */
  header(list: string, column: string): string;
  /** An enumerated value (`sheets.values.<kind>.<code>`); a code the catalogue lacks stays as it is. */
  value(kind: string, code: string | null): string | null;
}

export function sheetTexts(locale: Locale): SheetTexts {
  const t = serverT(locale) as (key: string) => string;
  return {
    locale,
    header: (list, column) => t(`sheets.${list}.${column}`),
    value(kind, code) {
      if (code === null) return null;
      const key = `sheets.values.${kind}.${code}`;
      const said = t(key);
      return said === key ? code : said;
    },
  };
}

export const sheetName = (locale: Locale, list: string): string => serverT(locale)(`sheets.sheet.${list}` as ServerKey);
