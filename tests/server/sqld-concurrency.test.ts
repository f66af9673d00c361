// 50 concurrent writers spread over two instances on one libSQL server (one speaking http, the
// other ws) and a CLI bulk grant at the same time: every acknowledged write is there, the bulk
// grant is all or nothing, one audit entry per change, and `steward audit verify` holds.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Client } from "@libsql/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runSteward } from "../../cli/test/run-cli.ts";
import { verifyAuditChain } from "../support/database-checks.ts";
import { signInSeeded } from "../support/seeded-server.ts";
import { http, type RunningServer } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";
import { rows, seedAndStartPair, sqldClient, stopAll } from "../support/sqld-instances.ts";

let sqld: Sqld;
let client: Client;
let a: RunningServer;
let b: RunningServer;
beforeAll(async () => {
  sqld = await startSqld();
  client = sqldClient(sqld.url);
  [a, b] = await seedAndStartPair(sqld);
});
afterAll(async () => {
  await stopAll([a, b]);
  client?.close();
  await sqld?.stop();
});

const count = async (sql: string, args: Array<string | number> = []) => Number((await rows(client, sql, args))[0]?.["n"]);

it("50 writers over two instances and a CLI bulk grant at once", async () => {
  const token = await signInSeeded(a);
  const unit = Number((await rows(client, "SELECT id FROM units WHERE depth = 0 LIMIT 1"))[0]?.["id"]);
  for (let i = 0; i < 50; i++) {
    const res = await http(i % 2 ? b.url : a.url, "POST", "/api/users", { token, body: { name: `Writer ${i}`, email: `writer${i}@uni.edu`, role: "social_media_manager", organizations: [unit] } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const users = await rows(client, "SELECT id, email FROM users WHERE email LIKE 'writer%@uni.edu' ORDER BY id");
  expect(users).toHaveLength(50);
  const auditBefore = await count("SELECT count(*) AS n FROM audit_logs");
  const csv = ["email,unit,type,start_date,end_date", ...users.map((u) => `${u["email"]},${unit},temporary,2031-01-01,2031-12-31`)].join("\r\n");
  const file = join(a.dataDir, "grants.csv");
  writeFileSync(file, csv);

  const writers = users.map((u, i) => http(i % 2 ? b.url : a.url, "PATCH", "/api/users/", { token, body: { id: Number(u["id"]), name: `Concurrent ${i}` } }));
  const cliRun = runSteward(["access", "grant", "--file", file], { STEWARD_TOKEN: token, STEWARD_API_URL: b.url });
  const [results, cli] = await Promise.all([Promise.all(writers), cliRun]);

  expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
  expect(cli.code, cli.stderr).toBe(0);
  for (const [i, u] of users.entries()) {
    expect((await rows(client, "SELECT name FROM users WHERE id = ?", [Number(u["id"])]))[0]?.["name"]).toBe(`Concurrent ${i}`);
  }
  expect(await count("SELECT count(*) AS n FROM access_grants WHERE unit_id = ? AND start_date = '2031-01-01'", [unit])).toBe(50);
  // 50 user updates plus one entry per user whose grants changed.
  expect((await count("SELECT count(*) AS n FROM audit_logs")) - auditBefore).toBe(100);

  const verify = await runSteward(["audit", "verify"], { STEWARD_TOKEN: token, STEWARD_API_URL: a.url });
  expect(verify.code, verify.stderr).toBe(0);
  expect(verify.stdout).toMatch(/^Audit chain intact: /);
  expect((await verifyAuditChain(sqld.url)).problem).toBeNull();
  // No stuck lock on either instance.
  for (const server of [a, b]) expect((await http(server.url, "PATCH", "/api/users/", { token, body: { id: Number(users[0]?.["id"]), name: "After" } })).status).toBe(200);
});

it("a bulk grant with one bad row changes nothing, whichever instance takes it", async () => {
  const token = await signInSeeded(b);
  const unit = Number((await rows(client, "SELECT id FROM units WHERE depth = 1 LIMIT 1"))[0]?.["id"]);
  const users = await rows(client, "SELECT email FROM users WHERE email LIKE 'writer%@uni.edu' ORDER BY id LIMIT 10");
  const before = await count("SELECT count(*) AS n FROM access_grants");
  const auditBefore = await count("SELECT count(*) AS n FROM audit_logs");
  const bulkRows = [...users.map((u) => ({ email: String(u["email"]), unit: String(unit), type: "temporary", start_date: "2032-01-01", end_date: "2032-02-01" })), { email: "nobody@uni.edu", unit: String(unit), type: "temporary", start_date: "2032-01-01", end_date: "2032-02-01" }];
  const res = await http(a.url, "POST", "/api/users/access/bulk", { token, body: { rows: bulkRows, dryRun: false } });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(await count("SELECT count(*) AS n FROM access_grants")).toBe(before);
  expect(await count("SELECT count(*) AS n FROM audit_logs")).toBe(auditBefore);
});
