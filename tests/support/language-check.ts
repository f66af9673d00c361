// Decides whether a text on screen is in the wrong language (issue 31, "nothing is missed"). The
// walk (tests/e2e/languages.test.ts) collects what a person reads; this module knows the
// catalogues and says which texts offend, and why:
// - a raw catalogue key ("units.createTitle"): a message no loaded bundle held;
// - a catalogue message of the other language (two words or more, and not the same in both
//   languages), matched by its literal fragments once its placeholders are taken out;
// - several common function words of the other language (a sentence never put in a catalogue).
// Data and proper names are allowed: the caller names them (`allowed`) and they are cut out first.
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_NAMES, type Locale } from "@steward/shared";
import { REPO_ROOT } from "./server.ts";

/** Every folder holding catalogues, one subfolder per language, one JSON file per namespace. */
const CATALOGUE_FOLDERS = ["shared/i18n/messages", "dashboard-remote/src/i18n/messages", "api/src/i18n/messages"];

type Messages = Map<string, string>;

const read = new Map<Locale, Messages>();

function readLanguage(locale: Locale): Messages {
  const kept = read.get(locale);
  if (kept) return kept;
  const messages: Messages = new Map();
  read.set(locale, messages);
  for (const folder of CATALOGUE_FOLDERS) {
    const dir = join(REPO_ROOT, folder, locale);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith(".json")) continue;
      const namespace = file.slice(0, -".json".length);
      const entries = JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, string>;
      // The API's own catalogue may repeat a shared namespace: same key, same message.
      for (const [key, message] of Object.entries(entries)) messages.set(`${namespace}.${key}`, message);
    }
  }
  return messages;
}

/**
 * The literal parts of an ICU message: every {placeholder}, {n, plural, ...} or {d, date} taken
 * out (nested braces included), '#' too; what stays between them is what a screen shows verbatim.
 */
export function literalFragments(message: string): string[] {
  const fragments: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of message) {
    if (char === "{") {
      if (depth === 0) {
        fragments.push(current);
        current = "";
      }
      depth++;
    } else if (char === "}") {
      depth = Math.max(0, depth - 1);
    } else if (depth === 0) {
      current += char;
    }
  }
  fragments.push(current);
  return fragments.map((fragment) => fragment.replace(/#/g, " ").replace(/\s+/g, " ").trim()).filter((fragment) => wordsOf(fragment).length >= 2);
}

const wordsOf = (text: string) => text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];

// Words that carry no content and say which language a sentence is in. Words both languages spell
// alike ("a", "no", "me") are left out of both lists.
const FUNCTION_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    "the and of to is are was were be been you your not with for this that these those it its on at by from or has have had will would can could should may must an into their there which who what when all any been yet".split(" "),
  ),
  "es-CO": new Set("el la los las de del que y en un una unos unas para por con su sus es son se al lo le les usted este esta estos estas sin sobre pero como más ya".split(" ")),
};

export type Reason = "raw key" | "catalogue message" | "function words";

export interface Offence {
  text: string;
  reason: Reason;
  /** The key or the fragment matched, or the function words found. */
  detail: string;
}

export interface LanguageCheck {
  /** Why `text`, shown to a reader of the checker's language, is in the wrong language; null if it is not. */
  offenceOf(text: string): Offence | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A checker for screens in `locale`. `allowed` are data and proper names (the seeded records' names,
 * e-mails): cut out of a text before it is judged.
 */
export function languageCheck(locale: Locale, allowed: readonly string[] = []): LanguageCheck {
  const other: Locale = locale === "en" ? "es-CO" : "en";
  const mine = readLanguage(locale);
  const theirs = readLanguage(other);
  const keys = new Set([...mine.keys(), ...theirs.keys()]);
  const namespaces = new Set([...keys].map((key) => key.slice(0, key.indexOf("."))));
  // This language's own sentences: its messages that were written for it (a copy of the other
  // language's message, as an unwritten translation starts, does not count).
  const myTexts = [...mine].filter(([key, message]) => theirs.get(key) !== message).map(([, message]) => message).join("\n");
  // The other language's fragments that never occur in this language's own sentences: those are
  // texts only the other language says.
  const foreign = new Map<string, string>();
  for (const [key, message] of theirs) {
    if (mine.get(key) === message) continue;
    for (const fragment of literalFragments(message)) if (!myTexts.includes(fragment) && !foreign.has(fragment)) foreign.set(fragment, key);
  }
  const foreignPatterns = [...foreign].map(([fragment, key]) => ({ fragment, key, pattern: new RegExp(`(^|[^\\p{L}])${escape(fragment)}($|[^\\p{L}])`, "u") }));
  const names = [...allowed, ...Object.values(LOCALE_NAMES)].filter((name) => name.trim() !== "").sort((a, b) => b.length - a.length);
  const words = FUNCTION_WORDS[other];

  const withoutData = (text: string) => {
    let rest = text;
    for (const name of names) rest = rest.split(name).join(" ");
    // Addresses and e-mails are data whatever they spell.
    return rest.replace(/\S+@\S+/g, " ").replace(/\bhttps?:\/\/\S+/g, " ");
  };

  return {
    offenceOf(text) {
      const shown = text.replace(/\s+/g, " ").trim();
      if (!shown) return null;
      for (const token of shown.split(/[\s,;:()"“”]+/)) {
        const candidate = token.replace(/[.!?]+$/, "");
        const namespace = candidate.slice(0, candidate.indexOf("."));
        if (keys.has(candidate) || (/^[a-z][A-Za-z0-9]*\.[a-zA-Z][\w.]*$/.test(candidate) && namespaces.has(namespace))) {
          return { text: shown, reason: "raw key", detail: candidate };
        }
      }
      const rest = withoutData(shown);
      // A plain substring test first: most texts hold none of the fragments, and it is far cheaper.
      for (const { fragment, key, pattern } of foreignPatterns) if (rest.includes(fragment) && pattern.test(rest)) return { text: shown, reason: "catalogue message", detail: `${key}: "${fragment}"` };
      const found = wordsOf(rest).filter((word) => words.has(word.toLowerCase()));
      if (found.length >= 2) return { text: shown, reason: "function words", detail: found.join(" ") };
      return null;
    },
  };
}

/**
 * A control's name as either language says `key` (placeholders match anything): the walk finds a
 * button whether or not its page has been translated yet, and the checker then judges its text.
 */
export function eitherLanguage(key: string): RegExp {
  const messages = [readLanguage("en").get(key), readLanguage("es-CO").get(key)];
  if (messages.some((message) => message === undefined)) throw new Error(`no catalogue message ${key}`);
  const patterns = [...new Set(messages as string[])].map((message) => {
    let pattern = "";
    let depth = 0;
    for (const char of message) {
      if (char === "{") {
        if (depth === 0) pattern += ".+";
        depth++;
      } else if (char === "}") depth = Math.max(0, depth - 1);
      else if (depth === 0) pattern += escape(char);
    }
    return pattern;
  });
  return new RegExp(`^(?:${patterns.join("|")})$`);
}

/** The message of `key` in `locale`, placeholders left as they are (for texts without any). */
export function messageIn(locale: Locale, key: string): string {
  const message = readLanguage(locale).get(key);
  if (message === undefined) throw new Error(`no catalogue message ${key} in ${locale}`);
  return message;
}
