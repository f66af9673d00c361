// Dates inside texts the API writes (e-mails, the public directory page), in the reader's
// language: the same Intl locales the dashboard uses (intlLocaleOf), so a day reads the same in an
// e-mail as on the screen.
import { intlLocaleOf, type Locale } from "@steward/shared";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = formatters.get(key);
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** A calendar day (`2026-03-23`) as the reader writes it (`23/03/2026`); anything else as it is. */
export function formatDay(day: string, locale: Locale): string {
  if (!DAY.test(day)) return day;
  const f = formatter(`day|${locale}`, () => new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone: "UTC", day: "2-digit", month: "2-digit", year: "numeric" }));
  return f.format(new Date(`${day}T00:00:00Z`));
}

/** A moment in the institution's zone, to the minute, as the reader writes it. */
export function formatMoment(iso: string, timeZone: string, locale: Locale): string {
  const f = formatter(`moment|${locale}|${timeZone}`, () =>
    new Intl.DateTimeFormat(intlLocaleOf(locale), { timeZone, day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: true }),
  );
  return f.format(new Date(iso));
}
