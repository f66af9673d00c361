// Reads a database file directly, as an auditor would: integrity and the audit hash chain.
import { createClient } from "@libsql/client";
import { AuditChainVerifier, type ChainProblem } from "@steward/shared";

export async function integrityCheck(databaseUrl: string): Promise<string> {
  const db = createClient({ url: databaseUrl });
  try {
    return String((await db.execute("PRAGMA integrity_check")).rows[0]?.["integrity_check"]);
  } finally {
    db.close();
  }
}

export async function verifyAuditChain(databaseUrl: string): Promise<{ entries: number; problem: ChainProblem | null }> {
  const db = createClient({ url: databaseUrl });
  try {
    const verifier = new AuditChainVerifier();
    let last = 0;
    for (;;) {
      const page = await db.execute({ sql: "SELECT * FROM audit_logs WHERE id > ? ORDER BY id LIMIT 2000", args: [last] });
      if (page.rows.length === 0) return { entries: verifier.count, problem: null };
      for (const r of page.rows) {
        const problem = await verifier.check({
          id: Number(r["id"]),
          action: String(r["action"]),
          entity: String(r["entity"]),
          documentId: r["document_id"] === null ? null : Number(r["document_id"]),
          user: r["user_id"] === null ? null : { id: Number(r["user_id"]), name: String(r["user_name"] ?? ""), role: String(r["user_role"] ?? "") },
          prev: r["prev"] === null ? null : JSON.parse(String(r["prev"])),
          current: r["current"] === null ? null : JSON.parse(String(r["current"])),
          organizations: JSON.parse(String(r["organizations"])),
          createdAt: String(r["created_at"]),
          prevHash: String(r["prev_hash"]),
          hash: String(r["hash"]),
        });
        if (problem) return { entries: verifier.count, problem };
        last = Number(r["id"]);
      }
    }
  } finally {
    db.close();
  }
}

export async function query(databaseUrl: string, sql: string, args: (string | number)[] = []) {
  const db = createClient({ url: databaseUrl });
  try {
    return (await db.execute({ sql, args })).rows;
  } finally {
    db.close();
  }
}
