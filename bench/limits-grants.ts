// The bulk grant's real limit (issue 21), in one Deno process: the real app's bulk grant measured
// server-side (`app.request` with the CLI's body, no network, no CLI start-up) on one copy of the
// bench's database, then a plain insert of the same grants with their audit entries (one per
// changed user, hash-chained with the product's hash, links to their units) on another copy:
// multi-row INSERTs in one transaction, nothing read, nothing validated. Run by bench/run.ts.
//
//   deno run --allow-all bench/limits-grants.ts <input.json>
//   input: {"bulkDb","plainDb","dataDir","token","actor":{id,name,role},"rows":[{email,unit,type,userId}]}
// Prints one JSON line: {bulkSeconds, plainSeconds, status, usersChanged}.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createApp } from "../api/src/app.ts";
import { hashAuditEntryNow } from "../api/src/audit/hash-entry.ts";
import { createPasswordHasher } from "../api/src/auth/password.ts";
import { createTokenService } from "../api/src/auth/tokens.ts";
import { openDatabase } from "../api/src/db/connection.ts";
import { createLogger } from "../api/src/logger.ts";
import { createServices } from "../api/src/services/services.ts";
import { loadSettings } from "../api/src/settings.ts";

interface Input {
  bulkDb: string;
  plainDb: string;
  dataDir: string;
  token: string;
  actor: { id: number; name: string; role: "super_admin" };
  rows: { email: string; unit: number; type: "permanent"; userId: number }[];
}

const input = JSON.parse(readFileSync(process.argv[2] ?? process.argv.at(-1)!, "utf8")) as Input;

// The product's bulk grant, server-side.
const settings = loadSettings({ ...process.env, DATABASE_URL: `file:${input.bulkDb}`, STEWARD_DATA_DIR: input.dataDir, LOG_LEVEL: "silent" } as Record<string, string>);
const database = await openDatabase(settings.DATABASE_URL);
const secret = readFileSync(join(input.dataDir, "auth-secret"), "utf8").trim();
const services = createServices({ database, settings, hasher: createPasswordHasher(), tokens: createTokenService(secret), now: () => new Date() });
const app = createApp({ services, settings, logger: createLogger("silent"), ping: async () => void (await database.client.execute("SELECT 1")) });
const body = JSON.stringify({ dryRun: false, rows: input.rows.map((r) => ({ email: r.email, unit: String(r.unit), type: r.type })) });
const bulkStarted = performance.now();
const res = await app.request("/api/users/access/bulk", { method: "POST", headers: { authorization: `Bearer ${input.token}`, "content-type": "application/json" }, body });
const answer = (await res.json()) as { usersChanged?: number };
const bulkSeconds = (performance.now() - bulkStarted) / 1000;
database.close();

// The plain insert of the same rows and entries.
const plain = await openDatabase(`file:${input.plainDb}`);
const plainStarted = performance.now();
const tx = await plain.client.transaction("write");
{
  const now = new Date().toISOString();
  for (let i = 0; i < input.rows.length; i += 500) {
    const batch = input.rows.slice(i, i + 500);
    await tx.execute({
      sql: `INSERT INTO access_grants (user_id, unit_id, type, created_at) VALUES ${batch.map(() => "(?, ?, 'permanent', ?)").join(",")}`,
      args: batch.flatMap((r) => [r.userId, r.unit, now]),
    });
  }
  const head = (await tx.execute("SELECT id, hash FROM audit_logs ORDER BY id DESC LIMIT 1")).rows[0];
  let id = Number(head?.["id"] ?? 0);
  let prevHash = String(head?.["hash"] ?? "0".repeat(64));
  const byUser = new Map<number, number[]>();
  for (const r of input.rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.unit]);
  const entries: unknown[][] = [];
  const links: number[][] = [];
  for (const [userId, units] of byUser) {
    id += 1;
    const organizations = [...units].sort((a, b) => a - b);
    const user = { id: input.actor.id, name: input.actor.name, role: input.actor.role };
    const current = { user: userId, access: organizations.map((unit) => ({ organization: unit, type: "permanent", start_date: null, end_date: null })) };
    const hash = hashAuditEntryNow({ id, action: "update", entity: "access", documentId: userId, user, prev: null, current, organizations, createdAt: now, prevHash });
    entries.push([id, "update", "access", userId, user.id, user.name, user.role, null, JSON.stringify(current), JSON.stringify(organizations), now, prevHash, hash]);
    for (const unit of organizations) links.push([id, unit]);
    prevHash = hash;
  }
  for (let i = 0; i < entries.length; i += 500) {
    const batch = entries.slice(i, i + 500);
    await tx.execute({
      sql: `INSERT INTO audit_logs (id, action, entity, document_id, user_id, user_name, user_role, prev, current, organizations, created_at, prev_hash, hash) VALUES ${batch.map(() => "(?,?,?,?,?,?,?,?,?,?,?,?,?)").join(",")}`,
      args: batch.flat() as never,
    });
  }
  for (let i = 0; i < links.length; i += 1000) {
    const batch = links.slice(i, i + 1000);
    await tx.execute({ sql: `INSERT INTO audit_log_units (audit_log_id, unit_id) VALUES ${batch.map(() => "(?, ?)").join(",")}`, args: batch.flat() });
  }
  await tx.commit();
}
const plainSeconds = (performance.now() - plainStarted) / 1000;
plain.close();
process.stdout.write(`${JSON.stringify({ bulkSeconds, plainSeconds, status: res.status, usersChanged: answer.usersChanged ?? 0 })}\n`);
process.exit(0);
