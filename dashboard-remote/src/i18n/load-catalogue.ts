// Each language's catalogue is its own chunk, fetched when that language is first needed: a person
// downloads the texts of the language they read, not both (the first download's budget).
import type { Catalogue, Locale } from "@steward/shared";
import type { DashboardKey } from "./catalogues/en.ts";

export type DashboardCatalogue = Catalogue<DashboardKey>;

const loaders: Record<Locale, () => Promise<{ default: DashboardCatalogue }>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ "./catalogues/en.ts"),
  "es-CO": () => import(/* webpackChunkName: "texts-es-CO" */ "./catalogues/es-CO.ts"),
};

const loaded = new Map<Locale, DashboardCatalogue>();
const loading = new Map<Locale, Promise<DashboardCatalogue>>();

/** The catalogue if it is already here (no waiting, no flash of another language). */
export function loadedCatalogue(locale: Locale): DashboardCatalogue | undefined {
  return loaded.get(locale);
}

export function loadCatalogue(locale: Locale): Promise<DashboardCatalogue> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        loading.delete(locale);
        return module.default;
      },
      (error: unknown) => {
        // A failed chunk (a deploy in between, a dropped connection) may be asked for again.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** For tests and the standalone directory: a catalogue handed in, so nothing is fetched. */
export function provideCatalogue(locale: Locale, catalogue: DashboardCatalogue): void {
  loaded.set(locale, catalogue);
}
