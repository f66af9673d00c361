// ICU MessageFormat through FormatJS's intl-messageformat. Messages arrive either as ICU text (on the
// server and in unit tests) or already parsed (the dashboard's build parses its catalogues, so the
// browser ships intl-messageformat without its parser: see tools/icu-catalogue-loader.cjs).
import { IntlMessageFormat } from "intl-messageformat";
import { intlLocaleOf, type Locale } from "./locales.ts";

/** One catalogue entry: ICU text, or the parsed form the dashboard's build makes of it. */
export type Message = string | readonly unknown[];
export type MessageValues = Record<string, string | number | Date | boolean | null | undefined>;

// Keyed by the message itself (its text, or its parsed array by identity): catalogues are loaded
// once, so this holds at most one formatter per message and language.
interface Compiled {
  formatter: IntlMessageFormat;
  /** The placeholders written plainly (`{count}`), where a number would otherwise come out as bare digits. */
  plain: ReadonlySet<string>;
}
const compiled = new Map<Locale, Map<Message, Compiled>>();

/**
 * A number put in a message is a quantity, written with the language's grouping ("16,227 users",
 * "16.227 usuarios"), as tables and charts write it: one rule for numbers in text and in cells
 * (issue 30). Except where the placeholder names an identifier, read as written: "case 12345",
 * "version 4", "row 10001". Placeholders that already say how (`{n, number}`, plurals' `#`) are
 * intl-messageformat's own.
 */
const IDENTIFIERS: ReadonlySet<string> = new Set(["id", "code", "version", "row"]);

// intl-messageformat's element kinds (its parser's TYPE): a plain argument, and the kinds whose
// options hold more elements.
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;
interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
}

function plainArguments(elements: readonly Element[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === ARGUMENT && el.value !== undefined && !IDENTIFIERS.has(el.value)) into.add(el.value);
    else if (el.type === SELECT || el.type === PLURAL) for (const option of Object.values(el.options ?? {})) plainArguments(option.value, into);
    else if (el.type === TAG) plainArguments(el.children ?? [], into);
  }
  return into;
}

function compiledFor(locale: Locale, message: Message): Compiled {
  let cache = compiled.get(locale);
  if (!cache) {
    cache = new Map();
    compiled.set(locale, cache);
  }
  let entry = cache.get(message);
  if (!entry) {
    const formatter = new IntlMessageFormat(message as never, locale);
    // The AST's types belong to intl-messageformat's parser, not a dependency of ours; Element is the
    // part of their shape read here.
    entry = { formatter, plain: plainArguments(formatter.getAst() as unknown as Element[]) };
    cache.set(message, entry);
  }
  return entry;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
function grouped(locale: Locale, value: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale));
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** The message in `locale` with `values` put in; a message without placeholders is returned as is. */
export function formatMessage(locale: Locale, message: Message, values?: MessageValues): string {
  // Plain text needs no formatter (most messages); ICU text without braces has no syntax left but
  // doubled apostrophes, which catalogues do not use.
  if (typeof message === "string" && !message.includes("{")) return message;
  const { formatter, plain } = compiledFor(locale, message);
  // Copied once, and only when a number is to be grouped (most calls have none): the caller's values stay as they came.
  let grouping: MessageValues | undefined;
  for (const name of plain) {
    const value = values?.[name];
    if (typeof value === "number" && Number.isFinite(value)) (grouping ??= { ...values })[name] = grouped(locale, value);
  }
  const out = formatter.format((grouping ?? values) as never);
  return Array.isArray(out) ? out.join("") : String(out);
}
