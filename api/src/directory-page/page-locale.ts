// The language of a public page (the directory, the verify answers' sentences). Public pages have
// no session, so no profile to ask: `?lang=` first (a link someone chose or shared), then the
// browser's Accept-Language, then the institution's STEWARD_DEFAULT_LOCALE.
import { closestLocale, localeFromAcceptLanguage, type Locale } from "@steward/shared";

export interface PageLocale {
  locale: Locale;
  /** The language `?lang` asked for, when it named one Steward speaks; the page's links carry it on. */
  lang: Locale | undefined;
}

export function pageLocale(lang: string | undefined, acceptLanguage: string | undefined, institutionDefault: Locale): PageLocale {
  const asked = lang ? closestLocale(lang.slice(0, 35)) : undefined;
  return { locale: asked ?? localeFromAcceptLanguage(acceptLanguage?.slice(0, 1000)) ?? institutionDefault, lang: asked };
}

/** The same address with `lang` set to each language, every other parameter kept as it was. */
export function languageLinks(path: string, search: URLSearchParams, locales: readonly Locale[]): Record<Locale, string> {
  const out = {} as Record<Locale, string>;
  for (const locale of locales) {
    const params = new URLSearchParams(search);
    params.set("lang", locale);
    out[locale] = `${path}?${params.toString()}`;
  }
  return out;
}
