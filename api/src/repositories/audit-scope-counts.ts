// How many audit entries touch a scope, without recounting the whole history on every request.
// The log is append-only and hash-chained, so entries are written one after another and ids grow in
// commit order: a count taken up to entry N stays true, and a later call only counts the entries
// appended since. Each process keeps its own counts, derived from the database alone, so several
// instances on one libSQL server stay exact.
import { and, gt, lte, sql } from "drizzle-orm";
import { rememberWithin } from "../bounded-map.ts";
import type { Executor } from "../db/connection.ts";
import { auditLogUnits } from "../db/schema.ts";
import type { Scope } from "./scope-repo.ts";
import { auditHeadId, linkInScope } from "./audit-head.ts";

export interface ScopedAuditCounts {
  /** Entries touching `scope` (a unit admin's subtree or several), exact as of this call. */
  count(ex: Executor, scope: Scope & { kind: "paths" }): Promise<number>;
}

async function countBetween(ex: Executor, scope: Scope & { kind: "paths" }, after: number, upTo: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(DISTINCT ${auditLogUnits.auditLogId})` })
    .from(auditLogUnits)
    .where(and(linkInScope(scope), gt(auditLogUnits.auditLogId, after), lte(auditLogUnits.auditLogId, upTo)));
  return Number(row?.n ?? 0);
}

export function createScopedAuditCounts(maxScopes = 512): ScopedAuditCounts {
  const known = new Map<string, { upTo: number; count: number }>();
  return {
    async count(ex, scope) {
      const key = [...scope.roots].sort().join(" ");
      const upTo = await auditHeadId(ex);
      const before = known.get(key);
      // A head below what was counted means another database (tests reset theirs): count afresh.
      const count =
        before && before.upTo <= upTo
          ? before.count + (before.upTo === upTo ? 0 : await countBetween(ex, scope, before.upTo, upTo))
          : await countBetween(ex, scope, 0, upTo);
      rememberWithin(known, key, { upTo, count }, maxScopes);
      return count;
    },
  };
}
