// 50 concurrent writers through the API and the CLI at once: no 5xx, no lost update, no stuck lock,
// one audit entry per change and a chain that verifies.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { runSteward } from "../../cli/test/run-cli.ts";
import { http, type RunningServer } from "../support/server.ts";
import { query, verifyAuditChain } from "../support/database-checks.ts";
import { seedDataDir, signInSeeded, startOn } from "../support/seeded-server.ts";

let dataDir: string;
let databaseUrl: string;
let server: RunningServer;
beforeAll(async () => {
  ({ dataDir, databaseUrl } = seedDataDir());
  server = await startOn(dataDir);
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

it("50 API writers and a CLI bulk grant at once", async () => {
  const token = await signInSeeded(server);
  const unit = Number((await query(databaseUrl, "SELECT id FROM units WHERE depth = 0 LIMIT 1"))[0]?.["id"]);
  // Top the seeded institution up to 50 writers' targets.
  for (let i = 0; i < 50; i++) {
    const res = await http(server.url, "POST", "/api/users", { token, body: { name: `Writer ${i}`, email: `writer${i}@uni.edu`, role: "social_media_manager", organizations: [unit] } });
    expect(res.status).toBe(201);
  }
  const users = await query(databaseUrl, "SELECT id, email FROM users WHERE email LIKE 'writer%@uni.edu' ORDER BY id");
  expect(users.length).toBe(50);
  const auditBefore = Number((await query(databaseUrl, "SELECT count(*) AS n FROM audit_logs"))[0]?.["n"]);
  const csv = ["email,unit,type,start_date,end_date", ...users.map((u) => `${u["email"]},${unit},temporary,2031-01-01,2031-12-31`)].join("\r\n");
  writeFileSync(join(dataDir, "grants.csv"), csv);

  const writers = users.map((u, i) => http(server.url, "PATCH", "/api/users/", { token, body: { id: Number(u["id"]), name: `Concurrent ${i}` } }));
  const cliRun = runSteward(["access", "grant", "--file", join(dataDir, "grants.csv")], { STEWARD_TOKEN: token, STEWARD_API_URL: server.url });
  const [results, cli] = await Promise.all([Promise.all(writers), cliRun]);

  expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
  expect(results.every((r) => r.status === 200)).toBe(true);
  expect(cli.code, cli.stderr).toBe(0);
  for (const [i, u] of users.entries()) {
    const [row] = await query(databaseUrl, "SELECT name FROM users WHERE id = ?", [Number(u["id"])]);
    expect(row?.["name"]).toBe(`Concurrent ${i}`);
  }
  const grants = await query(databaseUrl, "SELECT count(*) AS n FROM access_grants WHERE unit_id = ? AND start_date = '2031-01-01'", [unit]);
  expect(Number(grants[0]?.["n"])).toBe(50);
  // 50 user updates plus one entry per user whose grants changed.
  const auditAfter = Number((await query(databaseUrl, "SELECT count(*) AS n FROM audit_logs"))[0]?.["n"]);
  expect(auditAfter - auditBefore).toBe(100);
  expect((await verifyAuditChain(databaseUrl)).problem).toBeNull();
  // No stuck lock: the next write goes straight through.
  expect((await http(server.url, "PATCH", "/api/users/", { token, body: { id: Number(users[0]?.["id"]), name: "After" } })).status).toBe(200);
});
