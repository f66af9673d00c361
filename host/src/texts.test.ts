import { describe, expect, it } from "vitest";
import { hostLanguage, hostTexts } from "./texts.ts";

describe("the host's language", () => {
  it("is the first of the browser's languages it speaks: any Spanish is es-CO, else English", () => {
    expect(hostLanguage(["es-CO", "en"])).toBe("es-CO");
    expect(hostLanguage(["es-MX"])).toBe("es-CO");
    expect(hostLanguage(["es"])).toBe("es-CO");
    expect(hostLanguage(["fr-FR", "es-ES", "en"])).toBe("es-CO");
    expect(hostLanguage(["en-GB", "es-CO"])).toBe("en");
    expect(hostLanguage(["de"])).toBe("en");
    expect(hostLanguage([])).toBe("en");
  });

  it("says its sentences in that language", () => {
    expect(hostTexts(["es-CO"]).loadFailedSource("https://x/mf.json")).toBe("No se pudo cargar el tablero desde https://x/mf.json.");
    expect(hostTexts(["en"]).loadFailedTitle).toBe("The dashboard could not be loaded");
    expect(hostTexts(["es"]).lang).toBe("es-CO");
  });
});
