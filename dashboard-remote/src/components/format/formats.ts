// The one rule for writing dates and numbers (issue 30): every date, moment and number a person
// reads, in a table, a text or a date field, is written by the formats of one locale. The locale
// comes from one place (use-formats.tsx); this module only turns a locale into its formats.
// Fields show and accept what the text shows, so "01/11" cannot mean two days on one screen.

/** The institution's default locale (decisions: audit times in Colombian Spanish). */
export const INSTITUTION_LOCALE = "es-CO";

/** How a date field says what it expects, part by part; the reader's catalogue gives its own (dd/mm/aaaa). */
export interface PatternLetters {
  day: string;
  month: string;
  year: string;
}
const PATTERN_LETTERS: PatternLetters = { day: "dd", month: "mm", year: "yyyy" };
type DatePart = keyof PatternLetters;

export interface Formats {
  readonly locale: string;
  /** A calendar date ("15/03/2026" in es-CO); empty for no value, as it came when unreadable. */
  date(value: string | null | undefined): string;
  /** A moment on the 12-hour clock with seconds ("15/03/2026, 3:05:09 p. m."); as it came when unreadable. */
  dateTime(value: string): string;
  /** A count with the locale's grouping ("16.227" in es-CO). */
  number(value: number): string;
  /** What a date field expects, written in letters ("dd/mm/yyyy"). */
  readonly datePattern: string;
  /** A date as a person typed it in the field's pattern, as YYYY-MM-DD; null when it is no real day. */
  parseDate(text: string): string | null;
}

/** A date-only value (YYYY-MM-DD) is that calendar day wherever the reader is, not UTC midnight. */
function parse(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

function buildFormats(locale: string, letters: PatternLetters): Formats {
  const dateTime = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: true,
  });
  const date = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  // The order of day, month and year and the marks between them, as this locale writes a date.
  const parts = date.formatToParts(new Date(2026, 10, 22));
  const order = parts.filter((p): p is Intl.DateTimeFormatPart & { type: DatePart } => p.type in PATTERN_LETTERS).map((p) => p.type);
  const datePattern = parts.map((p) => (p.type in PATTERN_LETTERS ? letters[p.type as DatePart] : p.value)).join("");

  return {
    locale,
    date: (value) => {
      if (!value) return "";
      const d = parse(value);
      return Number.isNaN(d.getTime()) ? value : date.format(d);
    },
    dateTime: (value) => {
      const d = parse(value);
      return Number.isNaN(d.getTime()) ? value : dateTime.format(d);
    },
    number: (value) => number.format(value),
    datePattern,
    parseDate: (text) => {
      const trimmed = text.trim();
      // YYYY-MM-DD cannot be misread in any locale (a pasted value, the URL's form): taken as it is.
      const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
      let parts: { year: string; month: string; day: string };
      if (iso) parts = { year: iso[1]!, month: iso[2]!, day: iso[3]! };
      else {
        const numbers = trimmed.match(/\d+/g);
        if (!numbers || numbers.length !== 3 || order.length !== 3) return null;
        const at = (part: DatePart) => numbers[order.indexOf(part)]!;
        parts = { year: at("year"), month: at("month"), day: at("day") };
      }
      if (parts.year.length !== 4 || parts.day.length > 2 || parts.month.length > 2) return null;
      const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
      return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
    },
  };
}

const built = new Map<string, Formats>();

/** The formats of `locale`, built once per locale and pattern letters (Intl formatters are costly to make). */
export function formatsFor(locale: string, letters: PatternLetters = PATTERN_LETTERS): Formats {
  const key = `${locale}|${letters.day}|${letters.month}|${letters.year}`;
  let formats = built.get(key);
  if (!formats) {
    formats = buildFormats(locale, letters);
    built.set(key, formats);
  }
  return formats;
}
