import { UI } from "@steward/shared";

export const orNotSpecified = (value: string | null | undefined): string => (value ? value : UI.notSpecified);
export const orNotAssigned = (value: string | null | undefined): string => (value ? value : UI.notAssigned);

/** A date or time as a calendar date in the reader's locale; empty when unreadable. */
export function shortDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString();
}
