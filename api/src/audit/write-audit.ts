// The one function that writes audit entries. It runs inside the caller's transaction, so a
// change and its entry commit together or not at all; the IMMEDIATE transaction also serialises
// writers, which keeps the hash chain linear.
import { desc, sql } from "drizzle-orm";
import { GENESIS_HASH, redactSecrets, type AuditAction, type AuditEntity, type Role } from "@steward/shared";
import type { Tx } from "../db/connection.ts";
import { auditLogs, auditLogUnits } from "../db/schema.ts";
import { hashAuditEntryNow } from "./hash-entry.ts";
import { jsonArrayChunks } from "../db/json-parameters.ts";

/**
 * Who made a change: a user (their id, name and role at that time), or a SCIM provisioning token,
 * which is nobody's account: its negative id (minus the token's id), "SCIM: <token name>" and the
 * role "scim" (services/scim-user-service.ts).
 */
export interface AuditActor {
  id: number;
  name: string;
  role: Role | "scim";
}

export interface AuditInput {
  action: AuditAction;
  entity: AuditEntity;
  documentId: number | null;
  actor: AuditActor | null;
  prev?: unknown;
  current?: unknown;
  /** Unit ids the entry concerns: they decide which unit admins may read it. */
  organizations: readonly number[];
  /** When it happened, for entries that record the past (the demo data's history); else `now`. */
  at?: string;
}

/** One entry, chained after the newest; its id. */
export async function writeAudit(tx: Tx, input: AuditInput, now: Date): Promise<number> {
  return writeAudits(tx, [input], now);
}

/**
 * Entries in the order given, each chained to the one before (the bulk grant writes one per
 * changed user), with one read of the head and multi-row inserts. Returns the last entry's id,
 * or 0 when there was nothing to write.
 */
export async function writeAudits(tx: Tx, inputs: readonly AuditInput[], now: Date): Promise<number> {
  if (inputs.length === 0) return 0;
  const [last] = await tx.select({ id: auditLogs.id, hash: auditLogs.hash }).from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  let id = last?.id ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  const nowIso = now.toISOString();
  const entries: (typeof auditLogs.$inferInsert)[] = [];
  const links: (typeof auditLogUnits.$inferInsert)[] = [];
  for (const input of inputs) {
    id += 1;
    const organizations = [...new Set(input.organizations)].sort((a, b) => a - b);
    const prev = input.prev === undefined ? null : redactSecrets(input.prev);
    const current = input.current === undefined ? null : redactSecrets(input.current);
    const user = input.actor ? { id: input.actor.id, name: input.actor.name, role: input.actor.role } : null;
    const createdAt = input.at ?? nowIso;
    const hash = hashAuditEntryNow({ id, action: input.action, entity: input.entity, documentId: input.documentId, user, prev, current, organizations, createdAt, prevHash });
    entries.push({
      id, action: input.action, entity: input.entity, documentId: input.documentId, userId: user?.id ?? null, userName: user?.name ?? null,
      userRole: user?.role ?? null, prev: prev === null ? null : JSON.stringify(prev), current: current === null ? null : JSON.stringify(current),
      organizations: JSON.stringify(organizations), createdAt, prevHash, hash,
    });
    for (const unitId of organizations) links.push({ auditLogId: id, unitId });
    prevHash = hash;
  }
  // Each chunk travels as one JSON parameter that SQLite unpacks (json_each): binding 13 values per
  // entry through the query builder cost more than the inserts themselves. Chunks are cut by size,
  // since a libSQL server refuses a parameter over 5 MB.
  const entryRows = entries.map((e) => [e.id, e.action, e.entity, e.documentId, e.userId, e.userName, e.userRole, e.prev, e.current, e.organizations, e.createdAt, e.prevHash, e.hash]);
  for (const rows of jsonArrayChunks(entryRows)) {
    await tx.run(
      sql`INSERT INTO audit_logs (id, action, entity, document_id, user_id, user_name, user_role, prev, current, organizations, created_at, prev_hash, hash)
          SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6, value ->> 7, value ->> 8, value ->> 9, value ->> 10, value ->> 11, value ->> 12
          FROM json_each(${rows})`,
    );
  }
  for (const rows of jsonArrayChunks(links.map((l) => [l.auditLogId, l.unitId]))) {
    await tx.run(sql`INSERT INTO audit_log_units (audit_log_id, unit_id) SELECT value ->> 0, value ->> 1 FROM json_each(${rows})`);
  }
  return id;
}
