import { describe, expect, it } from "vitest";
import { defineCatalogue, translator } from "./catalogue.ts";
import { formatMessage } from "./format-message.ts";
import { closestLocale, intlLocaleOf, localeFromAcceptLanguage } from "./locales.ts";
import { localizeWith, sentenceIndex } from "./sentences.ts";
import type { Translate } from "./catalogue.ts";

describe("choosing a language", () => {
  it("takes the best supported language of Accept-Language by weight, then order", () => {
    expect(localeFromAcceptLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es-CO");
    expect(localeFromAcceptLanguage("fr-FR,en-GB;q=0.7,es;q=0.8")).toBe("es-CO");
    expect(localeFromAcceptLanguage("en-US,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("fr, de;q=0.5")).toBeUndefined();
    expect(localeFromAcceptLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("")).toBeUndefined();
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
  });

  it("maps a tag to the closest language, case-insensitively", () => {
    expect(closestLocale("ES-co")).toBe("es-CO");
    expect(closestLocale("es_AR")).toBe("es-CO");
    expect(closestLocale("pt-BR")).toBeUndefined();
  });
});

describe("formatting messages", () => {
  it("writes plurals and numbers by the language's rules", () => {
    const message = "{count, plural, one {# cuenta} other {# cuentas}}";
    expect(formatMessage("es-CO", message, { count: 1 })).toBe("1 cuenta");
    expect(formatMessage("es-CO", message, { count: 16227 })).toBe("16.227 cuentas");
    expect(formatMessage("en", "{count, plural, one {# account} other {# accounts}}", { count: 16227 })).toBe("16,227 accounts");
  });

  it("groups a number put in plainly, as tables write it, but not an identifier", () => {
    expect(formatMessage("en", "Of {users} active users", { users: 17007 })).toBe("Of 17,007 active users");
    expect(formatMessage("es-CO", "De {users} usuarios activos", { users: 17007 })).toBe("De 17.007 usuarios activos");
    expect(formatMessage("en", "{count, plural, one {# row of {total}} other {# rows of {total}}}", { count: 2, total: 16253 })).toBe("2 rows of 16,253");
    expect(formatMessage("en", "Case #{id}, version {version}, row {row}", { id: 12345, version: 1203, row: 10001 })).toBe("Case #12345, version 1203, row 10001");
    // Text stays text, and a number already written by the caller is left as it came.
    expect(formatMessage("en", "Unit {name}: {count}", { name: "1234", count: "1,234" })).toBe("Unit 1234: 1,234");
  });

  it("returns plain text untouched, apostrophes included", () => {
    expect(formatMessage("en", "Password can't exceed 256 characters")).toBe("Password can't exceed 256 characters");
  });

  it("writes English dates day first, as Colombian institutions do", () => {
    const day = new Intl.DateTimeFormat(intlLocaleOf("en"), { day: "2-digit", month: "2-digit", year: "numeric" }).format(new Date(2026, 2, 15));
    expect(day).toBe("15/03/2026");
  });

  it("shows a missing key as itself rather than nothing", () => {
    const t = translator("en", defineCatalogue({ a: { b: "B" } }) as Record<string, string>);
    expect(t("a.b")).toBe("B");
    expect(t("a.c")).toBe("a.c");
  });
});

describe("sentences that travel as English text", () => {
  it("are said in the reader's language when the catalogue knows them, else as they came", () => {
    const keyOf = sentenceIndex({ validation: { nameRequired: "Name is required" } });
    const t = translator("es-CO", { "validation.nameRequired": "El nombre es obligatorio" });
    const localize = localizeWith(t as Translate, keyOf);
    expect(localize("Name is required")).toBe("El nombre es obligatorio");
    expect(localize("Something else")).toBe("Something else");
  });
});
