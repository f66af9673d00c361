// How many audit entries touch a scope, and which, without reading the whole history on every
// request. The log is append-only and hash-chained, so entries are written one after another and
// ids grow in commit order: a count (or a list of ids) taken up to entry N stays true, and a later
// call only reads the entries appended since. Each process keeps its own, derived from the
// database alone, so several instances on one libSQL server stay exact.
import { and, asc, gt, lte, sql } from "drizzle-orm";
import { rememberWithin } from "../bounded-map.ts";
import { KEPT_ANSWERS } from "../kept-answers.ts";
import type { Executor } from "../db/connection.ts";
import { auditLogUnits } from "../db/schema.ts";
import type { Scope } from "./scope-repo.ts";
import { auditHeadId, linkInScope } from "./audit-head.ts";

export interface ScopedAuditCounts {
  /** Entries touching `scope` (a unit admin's subtree or several), exact as of this call. */
  count(ex: Executor, scope: Scope & { kind: "paths" }): Promise<number>;
  /**
   * The ids of those entries, oldest first, exact as of this call: a deep page is then a slice
   * instead of grouping every link of the scope again and skipping to it. Undefined for a scope of
   * more than MAX_KEPT_IDS entries, which pages in SQL as before.
   */
  ids(ex: Executor, scope: Scope & { kind: "paths" }): Promise<readonly number[] | undefined>;
}

/** The most ids kept for one scope (100,000 ids are about 0.4-0.8 MB). */
export const MAX_KEPT_IDS = 100_000;
const KEPT_ID_SCOPES = KEPT_ANSWERS["audit scope entry ids"].bound;

async function idsBetween(ex: Executor, scope: Scope & { kind: "paths" }, after: number, upTo: number): Promise<number[]> {
  const rows = await ex
    .select({ id: auditLogUnits.auditLogId })
    .from(auditLogUnits)
    .where(and(linkInScope(scope), gt(auditLogUnits.auditLogId, after), lte(auditLogUnits.auditLogId, upTo)))
    .groupBy(auditLogUnits.auditLogId)
    .orderBy(asc(auditLogUnits.auditLogId));
  return rows.map((r) => r.id);
}

async function countBetween(ex: Executor, scope: Scope & { kind: "paths" }, after: number, upTo: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(DISTINCT ${auditLogUnits.auditLogId})` })
    .from(auditLogUnits)
    .where(and(linkInScope(scope), gt(auditLogUnits.auditLogId, after), lte(auditLogUnits.auditLogId, upTo)));
  return Number(row?.n ?? 0);
}

const keyOf = (scope: Scope & { kind: "paths" }) => [...scope.roots].sort().join(" ");

export function createScopedAuditCounts(maxScopes: number = KEPT_ANSWERS["audit scope counts"].bound, maxKeptIds = MAX_KEPT_IDS): ScopedAuditCounts {
  const known = new Map<string, { upTo: number; count: number }>();
  const knownIds = new Map<string, { upTo: number; ids: readonly number[] }>();

  async function count(ex: Executor, scope: Scope & { kind: "paths" }): Promise<number> {
    return countUpTo(ex, scope, await auditHeadId(ex));
  }

  async function countUpTo(ex: Executor, scope: Scope & { kind: "paths" }, upTo: number): Promise<number> {
    const key = keyOf(scope);
    const before = known.get(key);
    // A head below what was counted means another database (tests reset theirs): count afresh.
    const n =
      before && before.upTo <= upTo
        ? before.count + (before.upTo === upTo ? 0 : await countBetween(ex, scope, before.upTo, upTo))
        : await countBetween(ex, scope, 0, upTo);
    rememberWithin(known, key, { upTo, count: n }, maxScopes);
    return n;
  }

  async function ids(ex: Executor, scope: Scope & { kind: "paths" }): Promise<readonly number[] | undefined> {
    const upTo = await auditHeadId(ex);
    if ((await countUpTo(ex, scope, upTo)) > maxKeptIds) return undefined;
    const key = keyOf(scope);
    const before = knownIds.get(key);
    let list: readonly number[];
    if (before && before.upTo === upTo) return before.ids;
    // Extended as a copy: a request still slicing the list it was given keeps it as it was.
    if (before && before.upTo < upTo) list = before.ids.concat(await idsBetween(ex, scope, before.upTo, upTo));
    else list = await idsBetween(ex, scope, 0, upTo);
    // Unless another request meanwhile kept a list read further along.
    const now = knownIds.get(key);
    if (now === undefined || now === before || now.upTo <= upTo) rememberWithin(knownIds, key, { upTo, ids: list }, KEPT_ID_SCOPES);
    return list;
  }

  return { count, ids };
}
