// Issue 29, point 3, for a libSQL server: sqld 0.24 has no online backup command of its own (its
// snapshots feed replication and bottomless replication needs S3), so the documented way is to
// stop it and copy its data folder (--db-path). The copy, served by a new sqld, answers a new
// Steward instance with the same rows and an audit chain whose signed heads verify.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { runSteward } from "../../cli/test/run-cli.ts";
import { auditKeyFiles, runDbCommand } from "../support/db-command.ts";
import { seedDataDir, signInSeeded } from "../support/seeded-server.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";

const keys = auditKeyFiles();
const started: { sqld: Sqld[]; servers: RunningServer[] } = { sqld: [], servers: [] };
afterAll(async () => {
  for (const s of started.servers) await s.stop().catch(() => {});
  for (const s of started.sqld) await s.stop().catch(() => {});
});

const AUTH_SECRET = "a-shared-secret-of-at-least-32-characters";

async function steward(sqld: Sqld, port?: number): Promise<RunningServer> {
  const server = await startServer({
    port,
    dataDir: mkdtempSync(join(tmpdir(), "steward-sqld-backup-")),
    env: { DATABASE_URL: sqld.url, AUTH_SECRET, STEWARD_AUDIT_SIGNING_KEY_FILE: keys.privateKeyFile, STEWARD_AUDIT_SIGN_INTERVAL_MS: "200" },
  });
  started.servers.push(server);
  return server;
}

async function stopSqld(sqld: Sqld): Promise<void> {
  const exited = new Promise<void>((r) => sqld.process().once("exit", () => r()));
  sqld.process().kill("SIGTERM");
  await exited;
}

async function untilSigned(server: RunningServer, token: string): Promise<number> {
  for (;;) {
    const head = await newestEntry(server, token);
    if (head.action === "audit_head_signed") return head.id;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function newestEntry(server: RunningServer, token: string): Promise<{ id: number; action: string }> {
  return ((await http(server.url, "GET", "/api/audit-logs?limit=1", { token })).body.docs as { id: number; action: string }[])[0]!;
}

it("a stopped sqld's data folder, copied and served by a new sqld, holds the same rows and a chain whose signed heads verify", async () => {
  const { dataDir, databaseUrl } = seedDataDir();
  const sqld = await startSqld({ fromFile: databaseUrl.slice("file:".length) });
  started.sqld.push(sqld);
  rmSync(dataDir, { recursive: true, force: true });
  const server = await steward(sqld);
  const token = await signInSeeded(server);
  const me = (await http(server.url, "GET", "/api/users/me", { token })).body.user as { id: number };
  for (let i = 0; i < 5; i++) expect((await http(server.url, "PATCH", "/api/users/", { token, body: { id: me.id, name: `Before the copy ${i}` } })).status).toBe(200);
  let head = await newestEntry(server, token);
  while (head.action !== "audit_head_signed") {
    await new Promise((r) => setTimeout(r, 100));
    head = await newestEntry(server, token);
  }
  const users = (await http(server.url, "GET", "/api/users?limit=1", { token })).body.totalDocs as number;

  // Stop the instances, then sqld (SIGTERM, its own shutdown), then copy the folder.
  await server.stop();
  const exited = new Promise<void>((r) => sqld.process().once("exit", () => r()));
  sqld.process().kill("SIGTERM");
  await exited;
  const copy = await startSqld({ fromFolder: join(sqld.dir, "data.sqld") });
  started.sqld.push(copy);

  const restored = await steward(copy);
  const restoredToken = await signInSeeded(restored);
  expect((await http(restored.url, "GET", "/api/users/me", { token: restoredToken })).body.user.name).toBe("Before the copy 4");
  expect((await http(restored.url, "GET", "/api/users?limit=1", { token: restoredToken })).body.totalDocs).toBe(users);
  expect((await newestEntry(restored, restoredToken)).id).toBeGreaterThanOrEqual(head.id);
  const verify = await runSteward(["audit", "verify", "--public-key", keys.publicKeyFile], {
    XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "steward-verifier-")), STEWARD_API_URL: restored.url, STEWARD_TOKEN: restoredToken,
  });
  expect(verify.stderr).toBe("");
  expect(verify.code).toBe(0);
  expect(verify.stdout).toMatch(new RegExp(`Signed by key [0-9a-f]{16} up to entry (${head.id - 1}|\\d+)`));
}, 240_000);

it("a sqld folder copied back is recorded with `npm run db -- record-restore`, signed: then a machine that verified the longer chain accepts it", async () => {
  const { dataDir, databaseUrl } = seedDataDir();
  const sqld = await startSqld({ fromFile: databaseUrl.slice("file:".length) });
  started.sqld.push(sqld);
  rmSync(dataDir, { recursive: true, force: true });
  let server = await steward(sqld);
  const port = server.port;
  let token = await signInSeeded(server);
  await untilSigned(server, token);
  const verifier = { XDG_CONFIG_HOME: mkdtempSync(join(tmpdir(), "steward-verifier-")) };
  const verify = () => runSteward(["audit", "verify", "--public-key", keys.publicKeyFile], { ...verifier, STEWARD_API_URL: server.url, STEWARD_TOKEN: token });
  expect((await verify()).code).toBe(0);

  // The backup: sqld stopped, its folder copied.
  await server.stop();
  await stopSqld(sqld);
  const backup = join(mkdtempSync(join(tmpdir(), "steward-sqld-folder-")), "data.sqld");
  cpSync(join(sqld.dir, "data.sqld"), backup, { recursive: true });

  // More work, verified.
  await sqld.restart();
  server = await steward(sqld, port);
  token = await signInSeeded(server);
  const me = (await http(server.url, "GET", "/api/users/me", { token })).body.user as { id: number };
  for (let i = 0; i < 3; i++) expect((await http(server.url, "PATCH", "/api/users/", { token, body: { id: me.id, name: `After the copy ${i}` } })).status).toBe(200);
  const longer = await untilSigned(server, token);
  expect((await verify()).code).toBe(0);

  // The folder copied back (served by a sqld on the copy): unrecorded, it is a truncation.
  await server.stop();
  await stopSqld(sqld);
  const restoredSqld = await startSqld({ fromFolder: backup });
  started.sqld.push(restoredSqld);
  server = await steward(restoredSqld, port);
  token = await signInSeeded(server);
  const unrecorded = await verify();
  expect(unrecorded.code).toBe(1);
  expect(unrecorded.stderr).toMatch(new RegExp(`but entry ${longer} was verified on .*\\(the tail was truncated\\)`));
  await server.stop();

  const recorded = await runDbCommand(["record-restore", "--backup", "data.sqld copied back"], {
    DATABASE_URL: restoredSqld.url, AUTH_SECRET, STEWARD_DATA_DIR: mkdtempSync(join(tmpdir(), "steward-db-")), STEWARD_AUDIT_SIGNING_KEY_FILE: keys.privateKeyFile,
  });
  expect(recorded.stderr).toBe("");
  expect(recorded.code).toBe(0);
  expect(recorded.stdout).toMatch(/^Recorded the restore of data\.sqld copied back in http:.* as audit entry \d+, signed by key [0-9a-f]{16} \(entry \d+\)\.\n$/);
  server = await steward(restoredSqld, port);
  token = await signInSeeded(server);
  expect((await http(server.url, "GET", "/api/users/me", { token })).body.user.name).not.toMatch(/After the copy/);
  const accepted = await verify();
  expect(accepted.stderr).toBe("");
  expect(accepted.code).toBe(0);
  expect(accepted.stdout).toMatch(new RegExp(`Restored from a backup on .*: it replaces the head verified on .* \\(entry ${longer}\\)\\.`));
}, 300_000);
