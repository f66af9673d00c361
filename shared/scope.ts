// The scope rule of decisions.md: a non-super-admin sees the units of their grants in force and
// every descendant, matched by path prefix. Pure functions, shared by the API and the UI.
import type { AccessType } from "./enums.ts";

export interface GrantWindow {
  type: AccessType;
  start_date: string | null;
  end_date: string | null;
}

// Building an Intl formatter costs far more than using one, and every scoped request asks for today.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Calendar date (YYYY-MM-DD) of `instant` in the IANA time zone `timeZone`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const parts = dateFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** Permanent, or temporary with start_date <= today <= end_date (inclusive on both days). */
export function isGrantInForce(grant: GrantWindow, today: string): boolean {
  if (grant.type === "permanent") return true;
  if (!grant.start_date || !grant.end_date) return false;
  return grant.start_date <= today && today <= grant.end_date;
}

/** Paths are ids from the root down, with slashes on both ends: `/1/4/9/`. */
export function unitPath(parentPath: string | null, id: number): string {
  return `${parentPath ?? "/"}${id}/`;
}

/**
 * True when `path` is `ancestorPath` or lies below it. Because both end in a slash, `/1/2/` never
 * matches `/1/23/`.
 */
export function isWithinPath(path: string, ancestorPath: string): boolean {
  return path.startsWith(ancestorPath);
}

/** The smallest set of paths covering the same subtrees (drops paths inside another one). */
export function scopeRoots(paths: readonly string[]): string[] {
  const sorted = [...new Set(paths)].sort();
  const roots: string[] = [];
  for (const p of sorted) {
    if (!roots.some((r) => isWithinPath(p, r))) roots.push(p);
  }
  return roots;
}

/**
 * The half-open range [low, high) of strings that start with `prefix`, so that an index on `path`
 * answers "is within" with a range scan instead of LIKE. `0` follows `/` in byte order.
 */
export function pathRange(prefix: string): { low: string; high: string } {
  if (!prefix.endsWith("/")) throw new Error(`unit path must end with '/': ${prefix}`);
  return { low: prefix, high: `${prefix.slice(0, -1)}0` };
}
