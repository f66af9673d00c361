// Every answer the API keeps between requests is declared here, and made here: its name, what its
// key means, what retires it and how many entries it may hold. Nothing is kept by the text of its
// SQL. The one change signal is `Database.changeVersion` (SQLite's data_version on a file, the
// change_version row on a libSQL server): any commit anywhere retires every answer kept under it.
// kept-answers.test.ts walks this table, and scans api/src for caches made anywhere else.
import { createVersionedCache, type VersionedCache } from "./versioned-cache.ts";

export interface KeptAnswersDeclaration {
  /** What one key stands for. */
  key: string;
  /** What makes a kept entry stand no longer. */
  retiredBy: "change" | "change or time" | "appended entries" | "never: holds no data";
  /** Why `retiredBy` is enough, where it is not the change version alone. */
  why?: string;
  /** The most entries kept (the oldest leave first). */
  bound: number;
}

export const KEPT_ANSWERS = {
  "session actors": {
    key: "a session token",
    retiredBy: "change or time",
    why: "a session also ends when it expires, without a commit",
    bound: 10_000,
  },
  "account list orders": { key: "a unit admin's scope, filters and sort", retiredBy: "change", bound: 256 },
  "institution list orders": { key: "a super admin's filters, search and sort", retiredBy: "change", bound: 32 },
  "campaign item pages": { key: "a campaign, the caller's scope and the query", retiredBy: "change", bound: 256 },
  "dashboard figures": { key: "the caller's role, the day and the scopes in use", retiredBy: "change", bound: 256 },
  "public answers": {
    key: "a public directory or verify request",
    retiredBy: "change or time",
    why: "attested status ends with time alone: a kept body is retired after a minute",
    bound: 10_000,
  },
  "audit scope counts": {
    key: "a unit admin's scope roots",
    retiredBy: "appended entries",
    why: "the audit log is append-only and ids grow in commit order: a count up to entry N stays true and is extended with the entries after it",
    bound: 512,
  },
  "audit scope entry ids": {
    key: "a unit admin's scope roots",
    retiredBy: "appended entries",
    why: "as the counts; a scope of more than 100,000 entries is not kept",
    bound: 32,
  },
  "prepared keyed queries": {
    key: "a query's shape (scope paths, filters) per executor",
    retiredBy: "never: holds no data",
    why: "a drizzle prepared query holds SQL, not answers; its rows are read anew on every call",
    bound: 256,
  },
} as const satisfies Record<string, KeptAnswersDeclaration>;

export type KeptAnswersName = keyof typeof KEPT_ANSWERS;
type VersionedName = { [N in KeptAnswersName]: (typeof KEPT_ANSWERS)[N]["retiredBy"] extends "change" | "change or time" ? N : never }[KeptAnswersName];

/**
 * The cache declared as `name`, versioned by `versionOfData`, the database's change version.
 * Without one (an embedded replica, whose reads are local) it reads afresh every time.
 */
export function keptAnswers<K, V>(name: VersionedName, versionOfData: (() => number | Promise<number>) | undefined): VersionedCache<K, V> {
  return createVersionedCache<K, V>(versionOfData, KEPT_ANSWERS[name].bound);
}

export type { VersionedCache };
