// Texts of the host page. The host stays free of the dashboard's dependencies and of its catalogue
// (the first download's budget has nothing to spare for it), so it keeps its few sentences here, in
// both languages, and picks one from the browser's languages: what it says is shown before the
// dashboard (and its language) has loaded, or when it cannot load at all.
export type HostLanguage = "en" | "es-CO";

export interface HostTexts {
  loading: string;
  loadFailedTitle: string;
  loadFailedAdvice: string;
  retry: string;
  loadFailedSource(manifestUrl: string): string;
}

const TEXTS: Record<HostLanguage, HostTexts> = {
  en: {
    loading: "Loading Steward...",
    loadFailedTitle: "The dashboard could not be loaded",
    loadFailedAdvice:
      "Check that the Steward server is running and that the remote manifest URL setting points to it, then try again.",
    retry: "Try again",
    loadFailedSource: (manifestUrl) => `The dashboard could not be loaded from ${manifestUrl}.`,
  },
  "es-CO": {
    loading: "Cargando Steward...",
    loadFailedTitle: "No se pudo cargar el tablero",
    loadFailedAdvice:
      "Compruebe que el servidor de Steward esté en funcionamiento y que la dirección del manifiesto remoto apunte a él, y luego intente de nuevo.",
    retry: "Intentar de nuevo",
    loadFailedSource: (manifestUrl) => `No se pudo cargar el tablero desde ${manifestUrl}.`,
  },
};

/** The first of the browser's languages the host speaks (any Spanish is es-CO), else English. */
export function hostLanguage(languages: readonly string[]): HostLanguage {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (language === "es") return "es-CO";
    if (language === "en") return "en";
  }
  return "en";
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The host's texts in the browser's language. */
export function hostTexts(languages: readonly string[] = browserLanguages()): HostTexts & { lang: HostLanguage } {
  const lang = hostLanguage(languages);
  return { ...TEXTS[lang], lang };
}
