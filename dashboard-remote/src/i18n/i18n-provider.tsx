// Holds the language the dashboard speaks. It renders once that language's core texts are here; the
// other pages' texts come when a route first needs them (its loader awaits ensurePageTexts), beside
// that page's own chunk, so the first screen does not pay for them. A change of language fetches the new language's
// bundles (the ones already used) and swaps them in place: nothing reloads, nothing on screen is lost.
import type { Locale } from "@steward/shared";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { I18nContext, translatorFor, type I18n } from "./i18n-context.ts";
import { isLoaded, loadBundle, pageTextsWanted, setCurrentLocale } from "./load-catalogue.ts";

/**
 * The bundles a language needs before it is shown: core, and pages once any page has asked for them.
 * Pages are decided after core has come: a route may have asked meanwhile, in the language being
 * left (a person whose language differs from the browser's signs in and lands on a page).
 */
async function loadLanguage(locale: Locale): Promise<void> {
  await Promise.all([loadBundle(locale, "core"), pageTextsWanted() ? loadBundle(locale, "pages") : undefined]);
  if (pageTextsWanted()) await loadBundle(locale, "pages");
}

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [shown, setShown] = useState<Locale | null>(() => (isLoaded(locale, "core") ? locale : null));
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    if (shown !== locale || !isLoaded(locale, "core")) {
      loadLanguage(locale).then(
        () => {
          if (!current) return;
          setCurrentLocale(locale);
          setShown(locale);
        },
        () => {
          if (current) setFailed(true);
        },
      );
    } else {
      setCurrentLocale(locale);
    }
    return () => {
      current = false;
    };
  }, [locale, shown, attempt]);

  const value = useMemo<I18n | null>(() => (shown ? { locale: shown, t: translatorFor(shown) } : null), [shown]);

  if (!value) {
    if (!failed) return null;
    // No texts yet, so no translated words: both languages, plainly.
    return (
      <div role="alert">
        <p>Steward could not load its texts. / Steward no pudo cargar sus textos.</p>
        <button
          type="button"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Retry / Reintentar
        </button>
      </div>
    );
  }
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
