// The languages Steward speaks, and how one is picked from what a browser or a setting asks for.
// English is the specification's texts; Spanish is written for Colombian institutions (es-CO).

export const LOCALES = ["en", "es-CO"] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = "en";

/** Each language's own name, in that language (a language chooser lists them like this). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", "es-CO": "Español (Colombia)" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The supported language closest to a tag: an exact match, else the same language (any Spanish is
 * es-CO, any English is en), else undefined.
 */
export function closestLocale(tag: string): Locale | undefined {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === wanted);
  if (exact) return exact;
  const language = wanted.split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.toLowerCase().split("-")[0] === language);
}

/** The first supported language in an ordered list (a browser's `navigator.languages`). */
export function firstSupportedLocale(tags: readonly string[]): Locale | undefined {
  for (const tag of tags) {
    const locale = closestLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/** The best supported language of an `Accept-Language` header, by its q-values; undefined if none. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && entry.tag !== "*")
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return firstSupportedLocale(ranked.map((entry) => entry.tag));
}

/**
 * The Intl locale that writes a language's dates and numbers. English is international English
 * (en-001): day before month and the 12-hour clock, as Colombian institutions write dates, so the
 * same day never reads differently between two colleagues' screens.
 */
const INTL_TAGS: Record<Locale, string> = { en: "en-001", "es-CO": "es-CO" };
export function intlLocaleOf(locale: Locale): string {
  return INTL_TAGS[locale];
}
