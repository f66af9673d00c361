// The export reads the audit log in keyset pages (id > last ORDER BY id LIMIT n): every page is an
// index range scan whatever its position, and nothing but one page is ever held.
import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { auditLogs, units } from "../db/schema.ts";
import { scopeAsList } from "./audit-repo.ts";

export type AuditRow = typeof auditLogs.$inferSelect;

export async function auditPageAfter(ex: Executor, where: SQL | undefined, afterId: number, limit: number): Promise<AuditRow[]> {
  return ex.select().from(auditLogs).where(and(where, gt(auditLogs.id, afterId))).orderBy(asc(auditLogs.id)).limit(limit);
}

/** Entries that concern a unit of the subtree at `path`. */
export function touchesSubtree(path: string): SQL {
  return scopeAsList({ kind: "paths", roots: [path] });
}

/** The path of a unit, or undefined when it does not exist or lies outside `scopeWhere`. */
export async function unitPathById(ex: Executor, id: number, scopeWhere: SQL | undefined): Promise<string | undefined> {
  const [row] = await ex.select({ path: units.path }).from(units).where(and(eq(units.id, id), scopeWhere)).limit(1);
  return row?.path;
}
