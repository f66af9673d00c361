// The audit log's head and its links into the unit tree: what both the list (audit-repo.ts) and
// the kept counts per scope (audit-scope-counts.ts) are built on.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { auditLogs, auditLogUnits, units } from "../db/schema.ts";
import { withinScope, type Scope } from "./scope-repo.ts";
import { builtOncePer } from "./prepared.ts";

/** Links (audit_log_units rows) whose unit lies within the scope: the units index answers it. */
export function linkInScope(scope: Scope & { kind: "paths" }): SQL {
  return sql`${auditLogUnits.unitId} IN (SELECT ${units.id} FROM ${units} WHERE ${withinScope(units.path, scope) ?? sql`1`})`;
}

const headLookup = builtOncePer((ex) => ex.select({ max: sql<number | null>`max(${auditLogs.id})` }).from(auditLogs).prepare());

/** The newest entry's id: the log's size (ids are contiguous) and the version of all audited data. */
export async function auditHeadId(ex: Executor): Promise<number> {
  const head = await headLookup(ex).get();
  return Number(head?.max ?? 0);
}


/** One entry's chain hash, or undefined when there is no such entry. */
export async function auditEntryHash(ex: Executor, id: number): Promise<string | undefined> {
  const [row] = await ex.select({ hash: auditLogs.hash }).from(auditLogs).where(sql`${auditLogs.id} = ${id}`).limit(1);
  return row?.hash;
}
