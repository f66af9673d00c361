// The export reads the audit log in keyset pages (id > last ORDER BY id LIMIT n): every page is an
// index range scan whatever its position, and nothing but one page is ever held.
import { and, asc, eq, fillPlaceholders, gt, sql, type SQL } from "drizzle-orm";
import type { InValue, Row } from "@libsql/client";
import type { Database, Executor } from "../db/connection.ts";
import { auditLogs, units } from "../db/schema.ts";
import { scopeAsList } from "./audit-repo.ts";

export type AuditRow = typeof auditLogs.$inferSelect;

/**
 * Reads one export's keyset pages. The SQL is rendered once per export and each page binds only
 * where it starts; rows are read by column name straight from the client, since drizzle's
 * per-column result mapping cost as much as reading and formatting the row (4-5 µs a row).
 */
export function auditPageReader(database: Database, where: SQL | undefined): (afterId: number, limit: number) => Promise<AuditRow[]> {
  const query = database.db
    .select()
    .from(auditLogs)
    .where(and(where, gt(auditLogs.id, sql.placeholder("after"))))
    .orderBy(asc(auditLogs.id))
    .limit(sql.placeholder("limit"))
    .toSQL();
  return async (afterId, limit) => {
    const result = await database.client.execute({ sql: query.sql, args: fillPlaceholders(query.params, { after: afterId, limit }) as InValue[] });
    return result.rows.map(toAuditRow);
  };
}

function toAuditRow(r: Row): AuditRow {
  return {
    id: r["id"] as number,
    action: r["action"] as string,
    entity: r["entity"] as string,
    documentId: r["document_id"] as number | null,
    userId: r["user_id"] as number | null,
    userName: r["user_name"] as string | null,
    userRole: r["user_role"] as string | null,
    prev: r["prev"] as string | null,
    current: r["current"] as string | null,
    organizations: r["organizations"] as string,
    createdAt: r["created_at"] as string,
    prevHash: r["prev_hash"] as string,
    hash: r["hash"] as string,
  };
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
