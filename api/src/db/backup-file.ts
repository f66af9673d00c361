// Backups of a database file (issue 29, README "Backups and restore"): an online copy, the checks a
// copy must pass before it is put in place, and whether another process has the file open.
//
// The copy is SQLite's `VACUUM INTO`: one read transaction, so in WAL mode it sees one committed
// state while the server goes on reading and writing, and it writes a compact file of its own (no
// -wal to forget). It opens the file directly, as a second process: the command runs on the
// server's machine, beside the running server (api/db.ts says why it is a server command).
import { createClient, LibsqlError, type Client } from "@libsql/client";
import { AuditChainVerifier, type AuditChainFields } from "@steward/shared";

const fileUrl = (path: string) => `file:${path}`;

export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupRefused";
  }
}

export interface CopySummary {
  auditEntries: number;
  head: { id: number; digest: string } | null;
  users: number;
}

/** Writes a consistent copy of the database at `url` (a file) to `out`, which must not exist. */
export async function backupTo(url: string, out: string): Promise<void> {
  const client = createClient({ url });
  try {
    await client.execute({ sql: "VACUUM INTO ?", args: [out] });
  } catch (e) {
    if (e instanceof LibsqlError && /already exists/i.test(e.message)) throw new BackupRefused(`${out} already exists: name a new file`);
    if (e instanceof LibsqlError) throw new BackupRefused(`the copy could not be written to ${out}: ${e.message.replace(/^SQLITE_\w+: /, "")}`);
    throw e;
  } finally {
    client.close();
  }
}

async function one(client: Client, sql: string): Promise<unknown> {
  const rs = await client.execute(sql);
  return rs.rows[0]?.[0];
}

const PAGE = 5000;

/**
 * Proves a copy usable before anything relies on it: SQLite's integrity check, Steward's tables,
 * and the audit chain recomputed end to end. Throws BackupRefused with a sentence otherwise.
 */
export async function checkCopy(path: string): Promise<CopySummary> {
  const client = createClient({ url: fileUrl(path) });
  try {
    let integrity: unknown;
    try {
      integrity = await one(client, "PRAGMA integrity_check");
    } catch (e) {
      throw new BackupRefused(`${path} is not a database file SQLite can read (${e instanceof Error ? e.message.replace(/^SQLITE_\w+: /, "") : String(e)})`);
    }
    if (integrity !== "ok") throw new BackupRefused(`${path} fails SQLite's integrity check: ${String(integrity)}`);
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('audit_logs', 'users')");
    if (tables.rows.length !== 2) throw new BackupRefused(`${path} is not a Steward database (it has no audit log or no users table)`);
    const verifier = new AuditChainVerifier();
    let after = 0;
    for (;;) {
      const rs = await client.execute({
        sql: `SELECT id, action, entity, document_id, user_id, user_name, user_role, prev, current, organizations, created_at, prev_hash, hash
              FROM audit_logs WHERE id > ? ORDER BY id LIMIT ${PAGE}`,
        args: [after],
      });
      for (const r of rs.rows) {
        const entry: AuditChainFields & { hash: string } = {
          id: Number(r.id),
          action: String(r.action),
          entity: String(r.entity),
          documentId: r.document_id === null ? null : Number(r.document_id),
          user: r.user_id === null ? null : { id: Number(r.user_id), name: String(r.user_name ?? ""), role: String(r.user_role ?? "") },
          prev: r.prev === null ? null : JSON.parse(String(r.prev)),
          current: r.current === null ? null : JSON.parse(String(r.current)),
          organizations: JSON.parse(String(r.organizations)),
          createdAt: String(r.created_at),
          prevHash: String(r.prev_hash),
          hash: String(r.hash),
        };
        const problem = await verifier.check(entry);
        if (problem) throw new BackupRefused(`${path}: its audit chain is broken at entry ${problem.id} (${problem.kind.replace("_", " ")})`);
        after = entry.id;
      }
      if (rs.rows.length < PAGE) break;
    }
    return {
      auditEntries: verifier.count,
      head: verifier.count === 0 ? null : { id: after, digest: verifier.lastHash },
      users: Number(await one(client, "SELECT count(*) FROM users")),
    };
  } finally {
    client.close();
  }
}

/**
 * Whether another process has the file open, and if not the newest audit entry in it. A connection
 * that asks for SQLite's exclusive locking mode cannot start a transaction on a WAL database while
 * any other connection, in any process, has it open (they hold the shared-memory lock), so a
 * running server is seen even idle. One connection does both: a closed client's connection lives
 * on until its statements are collected, so a second one here would find this one in the way.
 */
export async function claimForRestore(path: string): Promise<{ openElsewhere: true } | { openElsewhere: false; head: { id: number; digest: string } | null }> {
  const client = createClient({ url: fileUrl(path) });
  try {
    await client.execute("PRAGMA locking_mode = EXCLUSIVE");
    await client.execute("BEGIN EXCLUSIVE");
    await client.execute("SELECT count(*) FROM sqlite_master");
  } catch (e) {
    client.close();
    if (e instanceof LibsqlError && /BUSY|LOCKED/.test(e.code)) return { openElsewhere: true };
    throw e;
  }
  try {
    const rs = await client.execute("SELECT id, hash FROM audit_logs ORDER BY id DESC LIMIT 1");
    const row = rs.rows[0];
    return { openElsewhere: false, head: row ? { id: Number(row.id), digest: String(row.hash) } : null };
  } catch {
    return { openElsewhere: false, head: null };
  } finally {
    client.close();
  }
}
