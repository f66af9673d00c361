// Where the dashboard takes its locale: one context. Today every person reads the institution's
// default; a per-user locale is one provider (`LocaleProvider locale={me.locale}`) around the
// dashboard, and every table, text and date field follows it.
import { createContext, useContext, type ReactNode } from "react";
import { INSTITUTION_LOCALE, formatsFor, type Formats } from "./formats.ts";

const LocaleContext = createContext<string>(INSTITUTION_LOCALE);

export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The dates and numbers of the reader's locale. */
export function useFormats(): Formats {
  return formatsFor(useContext(LocaleContext));
}
