// Nothing is missed between the languages (issue 31, point 5): every catalogue folder's Spanish has
// the same namespaces and keys as its English, every message is valid ICU MessageFormat, and each
// message takes the same placeholders in both, so a value passed in English is
// never missing in Spanish. (Untranslated English on screen is the Chromium walk's to find.)
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/i18n/locales.ts";

const root = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", "dist", ".git", "data", "test-results"]);

/** Every `messages` folder holding one folder per language. */
function catalogueFolders(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (!statSync(full).isDirectory()) continue;
    if (name === "messages" && readdirSync(full).includes("en")) found.push(full);
    else catalogueFolders(full, found);
  }
  return found;
}

function readNamespace(folder: string, locale: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(folder, locale, file), "utf8")) as Record<string, string>;
}

/** The name of every placeholder a message takes, nested ones included. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(element.value);
        break;
      case TYPE.plural:
      case TYPE.select:
        // A language may need a plural where another says the number plainly: names must agree.
        into.add(element.value);
        for (const option of Object.values(element.options)) placeholders(option.value, into);
        break;
      case TYPE.tag:
        placeholders(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

const folders = catalogueFolders(root);

describe("message catalogues", () => {
  it("are found where the dashboard, the API and the shared vocabulary keep them", () => {
    const relative = folders.map((f) => path.relative(root, f));
    expect(relative).toContain(path.join("dashboard-remote", "src", "i18n", "messages"));
  });

  for (const folder of folders) {
    const name = path.relative(root, folder);
    const namespaces = readdirSync(path.join(folder, "en")).filter((f) => f.endsWith(".json")).sort();

    it(`${name}: every language has the same namespaces`, () => {
      for (const locale of LOCALES) {
        const files = readdirSync(path.join(folder, locale)).filter((f) => f.endsWith(".json")).sort();
        expect(files, `${name}/${locale}`).toEqual(namespaces);
      }
    });

    for (const file of namespaces) {
      it(`${name}/${file}: same keys, valid ICU and the same placeholders in every language`, () => {
        const english = readNamespace(folder, "en", file);
        const untranslated: string[] = [];
        for (const locale of LOCALES) {
          const other = readNamespace(folder, locale, file);
          expect(Object.keys(other).sort(), `${locale}/${file} keys`).toEqual(Object.keys(english).sort());
          for (const [key, message] of Object.entries(other)) {
            expect(typeof message, `${locale}/${file}: ${key}`).toBe("string");
            const mine = placeholders(parse(message, { ignoreTag: true }));
            const theirs = placeholders(parse(english[key]!, { ignoreTag: true }));
            expect([...mine].sort(), `${locale}/${file}: ${key} placeholders`).toEqual([...theirs].sort());
            if (locale !== "en" && words(english[key]!) >= 2) untranslated.push(...(message === english[key] ? [`${locale}/${file}: ${key}`] : []));
          }
        }
        // A sentence of two words or more that reads the same in Spanish was left in English.
        expect(untranslated).toEqual([]);
      });
    }
  }
});

/** Words of a message outside its placeholders. */
function words(message: string): number {
  return (message.replace(/\{[^{}]*\}/g, " ").match(/\p{L}{2,}/gu) ?? []).length;
}
