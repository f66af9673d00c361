// Enumerations are snake_case in data. Every label a person reads comes from the catalogue
// (dashboard-remote/src/i18n); humanize is only the fallback for a value the catalogue does not
// name yet (one added later), so it still reads as words.

/** "pending_review" -> "Pending Review". */
export function humanize(value: string): string {
  return value
    .split("_")
    .filter((word) => word !== "")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
