// The contract's list envelope, computed the same way for every resource.
import type { ListResponse } from "@steward/shared";

export function listPage<T>(docs: T[], totalDocs: number, page: number, limit: number): ListResponse<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}

/** `LIKE` pattern matching `term` literally anywhere: `%` and `_` in the term are not wildcards. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
