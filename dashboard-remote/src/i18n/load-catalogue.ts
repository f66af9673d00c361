// The dashboard's texts come in two bundles per language, each its own chunk: `core` (the shell, the
// sign-in pages, the Units page: the first screen) and `pages` (every other page). A person downloads
// the language they read, not both, and the first screen waits only for its own texts (the first
// download's budget). The provider loads `core` before it renders; a route whose page needs `pages`
// awaits ensurePageTexts() in its loader, and a lazily loaded part (a dialog) awaits it beside its
// own chunk.
import type { Catalogue, Locale, Message } from "@steward/shared";
import type { CoreKey } from "./catalogues/core.en.ts";
import type { PageKey } from "./catalogues/pages.en.ts";

export type DashboardKey = CoreKey | PageKey;
export type Bundle = "core" | "pages";
type Loaded = { default: Catalogue<string> };

const loaders: Record<Locale, Record<Bundle, () => Promise<Loaded>>> = {
  en: {
    core: () => import(/* webpackChunkName: "texts-core-en" */ "./catalogues/core.en.ts"),
    pages: () => import(/* webpackChunkName: "texts-pages-en" */ "./catalogues/pages.en.ts"),
  },
  "es-CO": {
    core: () => import(/* webpackChunkName: "texts-core-es-CO" */ "./catalogues/core.es-CO.ts"),
    pages: () => import(/* webpackChunkName: "texts-pages-es-CO" */ "./catalogues/pages.es-CO.ts"),
  },
};

const loaded = new Map<string, Catalogue<string>>();
const loading = new Map<string, Promise<void>>();
const slot = (locale: Locale, bundle: Bundle) => `${locale}:${bundle}`;

export function isLoaded(locale: Locale, bundle: Bundle): boolean {
  return loaded.has(slot(locale, bundle));
}

export function loadBundle(locale: Locale, bundle: Bundle): Promise<void> {
  const key = slot(locale, bundle);
  if (loaded.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[locale][bundle]().then(
      (module) => {
        loaded.set(key, module.default);
        loading.delete(key);
      },
      (error: unknown) => {
        // A failed chunk (a deploy in between, a dropped connection) may be asked for again.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** A message of whichever bundle of `locale` holds it, looked up when called. */
export function messageOf(locale: Locale, key: string): Message | undefined {
  return loaded.get(slot(locale, "core"))?.[key] ?? loaded.get(slot(locale, "pages"))?.[key];
}

// The language the dashboard speaks now, for route loaders (they run outside React).
let current: Locale = "en";
export function setCurrentLocale(locale: Locale): void {
  current = locale;
}

let pagesWanted = false;

/** Resolves once every page's texts are here in the current language. */
export function ensurePageTexts(): Promise<void> {
  pagesWanted = true;
  return loadBundle(current, "pages");
}

/** Whether any page has asked for the pages' texts: a change of language then brings them too. */
export function pageTextsWanted(): boolean {
  return pagesWanted;
}

/** For tests: texts handed in, so nothing is fetched. */
export function provideBundle(locale: Locale, bundle: Bundle, catalogue: Catalogue<string>): void {
  loaded.set(slot(locale, bundle), catalogue);
}

/** The language the dashboard speaks now, for texts made outside React (a route guard's notice). */
export function currentLocale(): Locale {
  return current;
}
