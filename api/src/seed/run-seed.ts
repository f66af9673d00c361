// The demo-data task: refuses a database that has users, then writes a whole institution straight
// into it, one write transaction per table, and its audit history through the audit writer.
import { desc } from "drizzle-orm";
import { GENESIS_HASH } from "@steward/shared";
import { writeAudits, type AuditInput } from "../audit/write-audit.ts";
import type { Database } from "../db/connection.ts";
import { auditLogs } from "../db/schema.ts";
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
  "social_media_managers", "flags", "policies", "policy_acknowledgments", "public_listings", "directory_keys", "account_attestations",
] as const;

const AUDIT_BATCH = 20_000;

export async function runSeed(
  database: Database,
  opts: { plan: SeedPlan; seed: number; passwordHash: string; progress?: (message: string) => void },
): Promise<SeedReport> {
  const started = performance.now();
  const client = database.client;
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

  // The history goes through the one audit writer, in batches, each entry stamped with its own time.
  let entries = 0;
  let links = 0;
  let batch: AuditInput[] = [];
  const flush = async () => {
    const written = batch;
    batch = [];
    await database.write((tx) => writeAudits(tx, written, SEED_BASE_DATE));
    opts.progress?.(`audit_logs: ${entries}`);
  };
  for (const e of auditHistory(rng, inst, opts.plan.auditEntries, SEED_BASE_DATE)) {
    batch.push({ action: e.action, entity: e.entity, documentId: e.documentId, actor: e.user, prev: e.prev ?? undefined, current: e.current ?? undefined, organizations: e.organizations, at: e.createdAt });
    links += new Set(e.organizations).size;
    entries += 1;
    if (batch.length >= AUDIT_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  const [head] = await database.db.select({ hash: auditLogs.hash }).from(auditLogs).orderBy(desc(auditLogs.id)).limit(1);
  counts["audit_logs"] = entries;
  counts["audit_log_units"] = links;
  return { counts, demo: inst.demo, lastHash: head?.hash ?? GENESIS_HASH, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
