// The dashboard's reading of a failure, against the catalogue: every code it makes up itself has a
// sentence, an answer's code is kept for support, and a body that says a sentence shows no code.
import { ERROR_SENTENCES } from "@steward/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-error.ts";
import { translatorFor } from "../i18n/i18n-context.ts";
import { provideBundle } from "../i18n/load-catalogue.ts";
import { explainFailure, failureTextIn } from "./explain-failure.ts";
import { failedAnswerOf } from "./failure-code.ts";

describe("explainFailure", () => {
  it("names the failures without an answer code with codes the catalogue has", () => {
    for (const error of [new TypeError("Failed to fetch"), new Error("a bug"), new ApiError(400, { name: "ValidationError", message: "x", errors: [] })]) {
      const { code } = failedAnswerOf(error);
      expect(ERROR_SENTENCES, code).toHaveProperty(code!);
    }
  });

  it("tells a request without any answer (each browser's words) from a fault of the page itself", () => {
    for (const message of ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"]) {
      expect(explainFailure(new TypeError(message)).code).toBe("NETWORK_FAILURE");
    }
    expect(explainFailure(new TypeError("Cannot read properties of undefined (reading 'name')")).code).toBe("UNEXPECTED_ERROR");
  });

  it("says an answer's code in words, keeping the code", () => {
    expect(explainFailure(new ApiError(503, { message: "DATABASE_UNAVAILABLE" }))).toEqual({ sentence: ERROR_SENTENCES.DATABASE_UNAVAILABLE, code: "DATABASE_UNAVAILABLE" });
    expect(failureTextIn(translatorFor("en"), "en", new ApiError(429, { message: "TOO_MANY_REQUESTS" }))).toBe(`${ERROR_SENTENCES.TOO_MANY_REQUESTS} Code: TOO_MANY_REQUESTS`);
  });

  it("an answer without a code of ours (a proxy's page) is said by its status", () => {
    expect(explainFailure(new ApiError(502, null))).toEqual({ sentence: ERROR_SENTENCES.HTTP_502, code: "HTTP_502" });
    expect(explainFailure(new ApiError(409, { message: "Something said in a sentence" }))).toEqual({ sentence: ERROR_SENTENCES.HTTP_409, code: "HTTP_409" });
  });
});

describe("failureTextIn", () => {
  it("says a failure in Spanish to a Spanish reader, and never the English sentence while the Spanish ones are not loaded", async () => {
    const { default: coreEs } = await import("../i18n/catalogues/core.es-CO.ts");
    const { default: pagesEs } = await import("../i18n/catalogues/pages.es-CO.ts");
    const sentencesEs = (await import("@steward/shared/i18n/messages/es-CO/errorSentences.json", { with: { type: "json" } })).default as Record<string, string>;
    const error = new ApiError(429, { message: "TOO_MANY_REQUESTS" });
    provideBundle("es-CO", "core", coreEs);
    // Only the first screen's texts are here: the code alone, not ERROR_SENTENCES' English.
    expect(failureTextIn(translatorFor("es-CO"), "es-CO", error)).toBe("Código: TOO_MANY_REQUESTS");
    provideBundle("es-CO", "pages", pagesEs);
    expect(failureTextIn(translatorFor("es-CO"), "es-CO", error)).toBe(`${sentencesEs["TOO_MANY_REQUESTS"]} Código: TOO_MANY_REQUESTS`);
    expect(sentencesEs["TOO_MANY_REQUESTS"]).not.toBe(ERROR_SENTENCES.TOO_MANY_REQUESTS);
  });
});
