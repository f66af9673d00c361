// The product's two ways of writing time, both in the Colombian Spanish locale that
// product-spec.md gives for audit timestamps: a moment (12-hour clock with seconds) and, elsewhere,
// a calendar date. Nothing shows a raw ISO string.
const DATE_TIME = new Intl.DateTimeFormat("es-CO", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: true,
});
const DATE = new Intl.DateTimeFormat("es-CO", { year: "numeric", month: "2-digit", day: "2-digit" });

/** A date-only value (YYYY-MM-DD) is that calendar day wherever the reader is, not UTC midnight. */
function parse(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
}

/** A moment: "15/03/2026, 3:05:09 p. m."; an unreadable value is shown as it came. */
export function formatDateTime(value: string): string {
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}

/** A calendar date: "15/03/2026"; empty for no value, as it came when unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = parse(value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}
