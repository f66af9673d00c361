// The export reads the audit log in keyset pages (id > last ORDER BY id LIMIT n) and nothing but one
// page is ever held.
import { and, eq, fillPlaceholders, gt, sql, type SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { InValue } from "@libsql/client";
import type { Database, Executor } from "../db/connection.ts";
import { auditLogs, units } from "../db/schema.ts";
import type { AuditExportQuery } from "@steward/shared";
import { auditFilters, auditRowFromColumns, entriesById, scopeAsList } from "./audit-repo.ts";
import { withinScope, type Scope } from "./scope-repo.ts";

export type AuditRow = typeof auditLogs.$inferSelect;

const dialect = new SQLiteAsyncDialect();

/**
 * Reads one export's keyset pages. The SQL is rendered once per export and each page binds only
 * where it starts; rows are read by column name straight from the client, since drizzle's
 * per-column result mapping cost as much as reading and formatting the row (4-5 µs a row).
 *
 * Pages walk the log in id order (`entriesById`): with an entity or action filter SQLite chose
 * that column's index instead, then sorted every matching entry by id for every page, and a
 * filtered export of a million entries took minutes. Walking by id reads each
 * entry once over the whole export, however selective the filters; the scope's and a unit's id
 * lists still drive their own lookups.
 */
export function auditPageReader(database: Database, where: SQL | undefined): (afterId: number, limit: number) => Promise<AuditRow[]> {
  const page = auditPageQuery(where);
  return async (afterId, limit) => {
    const result = await database.client.execute(page(afterId, limit));
    return result.rows.map((row) => auditRowFromColumns(row as Record<string, unknown>));
  };
}

/** The statement of one export page: the entries after `afterId` that pass `where`, in id order. */
export function auditPageQuery(where: SQL | undefined): (afterId: number, limit: number) => { sql: string; args: InValue[] } {
  const query = dialect.sqlToQuery(entriesById(and(where, gt(auditLogs.id, sql.placeholder("after"))), true, sql.placeholder("limit")));
  return (afterId, limit) => ({ sql: query.sql, args: fillPlaceholders(query.params, { after: afterId, limit }) as InValue[] });
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

/**
 * What an export of `query` reads within `scope`; null when its unit does not exist or lies outside
 * the scope (the two answer alike).
 */
export async function exportFilter(ex: Executor, query: AuditExportQuery, scope: Scope): Promise<{ where: SQL | undefined } | null> {
  const where = auditFilters({ entity: query.entity, action: query.action, from: query.from, to: query.to, user: query.user, search: query.search }, scope);
  if (query.unit === undefined) return { where };
  const path = await unitPathById(ex, query.unit, withinScope(units.path, scope));
  return path ? { where: and(where, touchesSubtree(path)) } : null;
}
