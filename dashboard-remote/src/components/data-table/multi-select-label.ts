import type { T } from "../../i18n/i18n-context.ts";

/**
 * product-spec.md: at most two names, then the first plus 'N more' (N counts the others). `t` says
 * 'N more' in the reader's language; without it (pure tests) English.
 */
export function multiSelectLabel(selectedNames: readonly string[], t?: T): string {
  const [first, second] = selectedNames;
  if (first === undefined) return "";
  if (selectedNames.length === 1) return first;
  if (selectedNames.length === 2) return `${first}, ${second}`;
  const more = t ? t("shell.more", { count: selectedNames.length - 1 }) : `${selectedNames.length - 1} more`;
  return `${first}, ${more}`;
}

/** Accessible name of a filter button: its visible text as one phrase (WCAG 2.5.3), then its kind. */
export function filterName(t: T, title: string, summary: string): string {
  return summary ? t("shell.filterWithSummary", { title, summary }) : t("shell.filter", { title });
}
