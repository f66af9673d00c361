// Holds the language the dashboard speaks and its catalogue. A change of language fetches the other
// catalogue (once) and swaps it in place: nothing reloads, nothing on screen is lost.
import { translator, type Locale } from "@steward/shared";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { I18nContext, type I18n } from "./i18n-context.ts";
import { loadCatalogue, loadedCatalogue, type DashboardCatalogue } from "./load-catalogue.ts";

interface Shown {
  locale: Locale;
  catalogue: DashboardCatalogue;
}

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(() => {
    const catalogue = loadedCatalogue(locale);
    return catalogue ? { locale, catalogue } : null;
  });
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (shown?.locale === locale) return;
    let current = true;
    loadCatalogue(locale).then(
      (catalogue) => {
        if (current) setShown({ locale, catalogue });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [locale, shown?.locale, attempt]);

  const value = useMemo<I18n | null>(() => (shown ? { locale: shown.locale, t: translator(shown.locale, shown.catalogue) } : null), [shown]);

  if (!value) {
    if (!failed) return null;
    // No catalogue, so no translated words yet: both languages, plainly.
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
