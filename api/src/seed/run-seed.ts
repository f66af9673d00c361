// The demo-data task: refuses a database that has users, then writes a whole institution and a
// hash-chained audit history straight into it, one write transaction per table batch.
import type { Client } from "@libsql/client";
import { GENESIS_HASH } from "@steward/shared";
import { hashAuditEntryNow } from "../audit/hash-entry.ts";
import { auditHistory } from "./audit-history.ts";
import { generateInstitution, type Row } from "./institution.ts";
import { createRng } from "./prng.ts";
import { SEED_BASE_DATE, type SeedPlan } from "./sizes.ts";
import { insertRows } from "./write-rows.ts";

export class SeedRefused extends Error {}

export interface SeedReport {
  counts: Record<string, number>;
  demo: { superAdmin: string; unitAdmin: string; manager: string };
  lastHash: string;
  seconds: number;
}

/** Tables in foreign-key order. */
const TABLES = [
  "users", "units", "unit_backup_admins", "access_grants", "review_requests", "social_medias", "social_media_units",
  "social_media_managers", "flags", "policies", "policy_acknowledgments",
] as const;

const AUDIT_BATCH = 20_000;

export async function runSeed(
  client: Client,
  opts: { plan: SeedPlan; seed: number; passwordHash: string; progress?: (message: string) => void },
): Promise<SeedReport> {
  const started = performance.now();
  const existing = await client.execute("SELECT count(*) AS n FROM users");
  if (Number(existing.rows[0]?.["n"] ?? 0) > 0) throw new SeedRefused("refused: the database already has users (the seed only fills an empty database)");

  const rng = createRng(opts.seed);
  const inst = generateInstitution(rng, opts.plan, SEED_BASE_DATE, opts.passwordHash);
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = inst.rows[table];
    const tx = await client.transaction("write");
    try {
      await insertRows(tx, table, rows);
      await tx.commit();
    } finally {
      tx.close();
    }
    counts[table] = rows.length;
    opts.progress?.(`${table}: ${rows.length}`);
  }

  // The audit chain is computed here exactly as write-audit.ts computes it, so `audit verify` holds.
  let prevHash = GENESIS_HASH;
  let entries = 0;
  let links = 0;
  let logRows: Row[] = [];
  let unitRows: Row[] = [];
  const flush = async () => {
    const tx = await client.transaction("write");
    try {
      await insertRows(tx, "audit_logs", logRows);
      await insertRows(tx, "audit_log_units", unitRows);
      await tx.commit();
    } finally {
      tx.close();
    }
    logRows = [];
    unitRows = [];
    opts.progress?.(`audit_logs: ${entries}`);
  };
  for (const e of auditHistory(rng, inst, opts.plan.auditEntries, SEED_BASE_DATE)) {
    const organizations = [...new Set(e.organizations)].sort((a, b) => a - b);
    const hash = hashAuditEntryNow({ ...e, organizations, prevHash });
    logRows.push({
      id: e.id, action: e.action, entity: e.entity, document_id: e.documentId, user_id: e.user?.id ?? null, user_name: e.user?.name ?? null,
      user_role: e.user?.role ?? null, prev: e.prev === null ? null : JSON.stringify(e.prev), current: e.current === null ? null : JSON.stringify(e.current),
      organizations: JSON.stringify(organizations), created_at: e.createdAt, prev_hash: prevHash, hash,
    });
    for (const unitId of organizations) unitRows.push({ audit_log_id: e.id, unit_id: unitId });
    links += organizations.length;
    prevHash = hash;
    entries += 1;
    if (logRows.length >= AUDIT_BATCH) await flush();
  }
  if (logRows.length > 0) await flush();
  counts["audit_logs"] = entries;
  counts["audit_log_units"] = links;
  return { counts, demo: inst.demo, lastHash: prevHash, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
