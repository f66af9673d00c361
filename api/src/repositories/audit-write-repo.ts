// The statements of the one audit writer (audit/write-audit.ts), which alone may call them
// (the import rule `one-audit-writer`): it reads the chain's head, hashes, and inserts here.
import { desc, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { auditLogs, auditLogUnits } from "../db/schema.ts";
import { jsonArrayChunks } from "../db/json-parameters.ts";

export type AuditEntryRow = typeof auditLogs.$inferInsert;
export type AuditLinkRow = typeof auditLogUnits.$inferInsert;

/** The newest entry's id, hash and action: what the next entry chains to. */
export async function auditChainHead(ex: Executor): Promise<{ id: number; hash: string; action: string } | undefined> {
  const [last] = await ex.select({ id: auditLogs.id, hash: auditLogs.hash, action: auditLogs.action }).from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  return last;
}

/** Inserts the entries (already hashed and chained, in order) and their links to units. */
export async function insertAuditEntries(ex: Executor, entries: readonly AuditEntryRow[], links: readonly AuditLinkRow[]): Promise<void> {
  // Each chunk travels as one JSON parameter that SQLite unpacks (json_each): binding 13 values per
  // entry through the query builder cost more than the inserts themselves. Chunks are cut by size,
  // since a libSQL server refuses a parameter over 5 MB.
  const entryRows = entries.map((e) => [e.id, e.action, e.entity, e.documentId, e.userId, e.userName, e.userRole, e.prev, e.current, e.organizations, e.createdAt, e.prevHash, e.hash]);
  for (const rows of jsonArrayChunks(entryRows)) {
    await ex.run(
      sql`INSERT INTO audit_logs (id, action, entity, document_id, user_id, user_name, user_role, prev, current, organizations, created_at, prev_hash, hash)
          SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9, value ->> 10, value ->> 11, value ->> 12
          FROM json_each(${rows})`,
    );
  }
  for (const rows of jsonArrayChunks(links.map((l) => [l.auditLogId, l.unitId]))) {
    await ex.run(sql`INSERT INTO audit_log_units (audit_log_id, unit_id) SELECT value ->> 0, value ->> 1 FROM json_each(${rows})`);
  }
}
