// The contract's list envelope and its sort, computed the same way for every resource.
import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ListResponse } from "@steward/shared";

export function listPage<T>(docs: T[], totalDocs: number, page: number, limit: number): ListResponse<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

/** `LIKE` pattern matching `term` literally anywhere: `%` and `_` in the term are not wildcards. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export interface SortColumns<K extends string> {
  /** What each sort key orders by: a column, or an expression (a severity's weight). */
  columns: Record<K, AnyColumn | SQL>;
  /** The key when the list query names none. */
  byDefault: K;
  /** Equal values keep a stable order by id: ascending always, or in the sort's direction. */
  id: AnyColumn;
  idFollowsDirection?: boolean;
}

/** The contract's `sort` (`name` or `-name`, already checked against the list's keys) as ORDER BY. */
export function orderBySort<K extends string>(sort: string | undefined, spec: SortColumns<K>): SQL[] {
  const descending = sort?.startsWith("-") ?? false;
  const key = (sort?.replace(/^-/, "") ?? spec.byDefault) as K;
  const column = spec.columns[key] ?? spec.columns[spec.byDefault];
  const idDescending = descending && spec.idFollowsDirection === true;
  return [descending ? sql`${column} DESC` : sql`${column} ASC`, idDescending ? desc(spec.id) : asc(spec.id)];
}
