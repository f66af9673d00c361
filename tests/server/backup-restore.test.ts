// Issue 29, point 3: a backup taken while 50 writers run against the real server on a real file,
// restored into a new server and verified; the audit chain's signed heads catching a rewrite with
// every hash recomputed by hand; a sanctioned restore passing `steward audit verify` on machines
// that verified the longer chain before (a checkpoint file and an HTTP checkpoint store), while
// an unsanctioned truncation, or a restore entry nobody signed, still fails.
import { createServer, type Server } from "node:http";
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashAuditEntry, RESTORE_ACTION } from "@steward/shared";
import { runSteward } from "../../cli/test/run-cli.ts";
import { auditKeyFiles, runDbCommand } from "../support/db-command.ts";
import { query, verifyAuditChain } from "../support/database-checks.ts";
import { seedDataDir, signInSeeded, startOn } from "../support/seeded-server.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const keys = auditKeyFiles();
const signing = { STEWARD_AUDIT_SIGNING_KEY_FILE: keys.privateKeyFile, STEWARD_AUDIT_SIGN_INTERVAL_MS: "200" };
const work = mkdtempSync(join(tmpdir(), "steward-backups-"));
const servers: RunningServer[] = [];

const dbEnv = (dataDir: string) => ({ DATABASE_URL: `file:${join(dataDir, "steward.db")}`, STEWARD_DATA_DIR: dataDir, STEWARD_AUDIT_SIGNING_KEY_FILE: keys.privateKeyFile });
const count = async (url: string, sql: string, args: (string | number)[] = []) => Number((await query(url, sql, args))[0]?.["n"]);
const head = async (url: string) => (await query(url, "SELECT id, action FROM audit_logs ORDER BY id DESC LIMIT 1"))[0]!;

/** Waits (by polling, no deadline in the assertion) until the signing job has signed the current head. */
async function untilSigned(url: string): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const h = await head(url);
    if (h["action"] === "audit_head_signed") return Number(h["id"]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the head was never signed");
}

/**
 * The same through the API: a process that has opened a database file with @libsql/client keeps
 * it open (its close leaves the native handle to the collector), and the restore rightly refuses
 * a file open elsewhere, so the test stays out of a file it is going to restore over.
 */
async function untilSignedVia(server: RunningServer, token: string): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const [newest] = (await http(server.url, "GET", "/api/audit-logs?limit=1", { token })).body.docs as { id: number; action: string }[];
    if (newest?.action === "audit_head_signed") return newest.id;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the head was never signed");
}

/** `steward audit verify` as one machine: its own configuration folder, the given checkpoints. */
function machine(server: () => RunningServer, token: () => string, env: Record<string, string> = {}) {
  const configHome = mkdtempSync(join(tmpdir(), "steward-verifier-"));
  return (extra: string[] = []) => runSteward(["audit", "verify", ...extra], { XDG_CONFIG_HOME: configHome, STEWARD_API_URL: server().url, STEWARD_TOKEN: token(), ...env });
}

async function start(dataDir: string, port?: number): Promise<RunningServer> {
  const s = port === undefined ? await startOn(dataDir, signing) : await startServer({ dataDir, env: signing, port });
  servers.push(s);
  return s;
}

afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
});

describe("backup and restore of a database file", () => {
  let source: { dataDir: string; databaseUrl: string };
  let server: RunningServer;
  let token: string;
  beforeAll(async () => {
    source = seedDataDir();
    server = await start(source.dataDir);
    token = await signInSeeded(server);
    await untilSigned(source.databaseUrl);
  }, 180_000);

  it("copies a serving database while 50 writers run; the copy restores into a new server whose counts and chain hold", async () => {
    const unit = Number((await query(source.databaseUrl, "SELECT id FROM units WHERE depth = 0 LIMIT 1"))[0]?.["id"]);
    const ids: number[] = [];
    for (let w = 0; w < 50; w++) {
      const res = await http(server.url, "POST", "/api/users", { token, body: { name: `Writer ${w} 0`, email: `bk-writer${w}@uni.edu`, role: "social_media_manager", organizations: [unit] } });
      expect(res.status).toBe(201);
      ids.push(Number(res.body.id ?? res.body.doc?.id));
    }
    const baseline = Number((await head(source.databaseUrl))["id"]);
    // Each writer renames its own user again and again until the backup is done, then once more:
    // so the copy is taken with writes before, during and after it.
    let backupDone = false;
    const statuses: number[] = [];
    const writers = ids.map(async (id, w) => {
      let k = 0;
      do {
        k += 1;
        statuses.push((await http(server.url, "PATCH", "/api/users/", { token, body: { id, name: `Writer ${w} ${k}` } })).status);
      } while (!backupDone);
      k += 1;
      statuses.push((await http(server.url, "PATCH", "/api/users/", { token, body: { id, name: `Writer ${w} ${k}` } })).status);
      return k;
    });
    while ((await count(source.databaseUrl, "SELECT count(*) AS n FROM audit_logs WHERE id > ?", [baseline])) < 50) await new Promise((r) => setTimeout(r, 20));
    const file = join(work, "during-writes.db");
    const backup = await runDbCommand(["backup", "--out", file], dbEnv(source.dataDir));
    backupDone = true;
    const finalCounts = await Promise.all(writers);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written to .*during-writes\.db: \d+ users, \d+ audit entries, head entry \d+ .*; integrity and audit chain checked\.\n$/);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // The copy is one committed state: each writer's name in it is the k-th, with exactly k update
    // entries for that user after the baseline, and fewer than the writers went on to make.
    const copy = `file:${file}`;
    expect((await verifyAuditChain(copy)).problem).toBeNull();
    let copied = 0;
    for (const [w, id] of ids.entries()) {
      const name = String((await query(copy, "SELECT name FROM users WHERE id = ?", [id]))[0]?.["name"]);
      const k = Number(name.split(" ")[2]);
      expect(name).toBe(`Writer ${w} ${k}`);
      expect(await count(copy, "SELECT count(*) AS n FROM audit_logs WHERE id > ? AND entity = 'users' AND action = 'update' AND document_id = ?", [baseline, id])).toBe(k);
      expect(k).toBeLessThan(finalCounts[w]!);
      copied += k;
    }
    expect(copied).toBeGreaterThan(0);

    // Restored into a new data folder and served by a new server: the same rows, the chain plus the
    // signed restore entry, verified by the CLI against the public key.
    const fresh = mkdtempSync(join(work, "restored-"));
    const restored = await runDbCommand(["restore", file], dbEnv(fresh));
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored .*during-writes\.db into .*: \d+ users, \d+ audit entries, head entry (\d+) .*Recorded as audit entry \d+, signed by key [0-9a-f]{16} \(entry \d+\)\.\n$/);
    const freshUrl = `file:${join(fresh, "steward.db")}`;
    for (const table of ["users", "units", "social_medias", "access_grants"]) {
      expect(await count(freshUrl, `SELECT count(*) AS n FROM ${table}`), table).toBe(await count(copy, `SELECT count(*) AS n FROM ${table}`));
    }
    expect(await count(freshUrl, "SELECT count(*) AS n FROM audit_logs")).toBe((await count(copy, "SELECT count(*) AS n FROM audit_logs")) + 2);
    const second = await start(fresh);
    const secondToken = await signInSeeded(second);
    const verify = machine(() => second, () => secondToken);
    const ok = await verify(["--public-key", keys.publicKeyFile]);
    expect(ok.stderr).toBe("");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/Audit chain intact: \d+ entries/);
    expect(ok.stdout).toMatch(/Signed by key [0-9a-f]{16} up to entry \d+/);
  }, 300_000);

  it("refuses to restore over a database a running server has open, and refuses a damaged copy, each with a sentence", async () => {
    const file = join(work, "idle.db");
    expect((await runDbCommand(["backup", "--out", file], dbEnv(source.dataDir))).code).toBe(0);
    const again = await runDbCommand(["backup", "--out", file], dbEnv(source.dataDir));
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(`db: ${file} already exists: name a new file`);

    const busy = await runDbCommand(["restore", file], dbEnv(source.dataDir));
    expect(busy.code).toBe(1);
    expect(busy.stderr.trim()).toMatch(/^db: the database .*steward\.db is open in another process \(a running Steward instance\?\): stop every instance that uses it, then restore$/);
    expect(await count(source.databaseUrl, "SELECT count(*) AS n FROM audit_logs WHERE action = ?", [RESTORE_ACTION])).toBe(0);

    // A copy whose chain was edited is refused before anything is moved.
    const db = createClient({ url: `file:${file}` });
    await db.execute("UPDATE audit_logs SET user_name = 'Mallory' WHERE id = 10");
    db.close();
    const elsewhere = mkdtempSync(join(work, "refused-"));
    const damaged = await runDbCommand(["restore", file], dbEnv(elsewhere));
    expect(damaged.code).toBe(1);
    expect(damaged.stderr.trim()).toMatch(/^db: .*idle\.db: its audit chain is broken at entry 10 \(altered\)$/);

    const sqld = await runDbCommand(["backup", "--out", join(work, "x.db")], { DATABASE_URL: "http://127.0.0.1:1", AUTH_SECRET: "x".repeat(40), STEWARD_DATA_DIR: elsewhere });
    expect(sqld.code).toBe(2);
    expect(sqld.stderr).toMatch(/is not a database file: a libSQL server \(sqld\) is backed up on its own side/);
  }, 120_000);

  it("catches a rewrite of an old entry with every hash recomputed by hand, at the first signed head after it", async () => {
    const signedAt = await untilSigned(source.databaseUrl);
    const verify = machine(() => server, () => token);
    expect((await verify(["--public-key", keys.publicKeyFile])).code).toBe(0);

    // Someone with the database file: entry 100 says another name, and every hash after it is
    // recomputed with the published algorithm, so the chain itself holds.
    const db = createClient({ url: source.databaseUrl });
    const rows = (await db.execute("SELECT * FROM audit_logs WHERE id >= 100 ORDER BY id")).rows;
    let prevHash = String((await db.execute("SELECT hash FROM audit_logs WHERE id = 99")).rows[0]!["hash"]);
    const updates = [];
    for (const r of rows) {
      const userName = Number(r["id"]) === 100 ? "Mallory" : (r["user_name"] as string | null);
      const fields = {
        id: Number(r["id"]), action: String(r["action"]), entity: String(r["entity"]), documentId: r["document_id"] === null ? null : Number(r["document_id"]),
        user: r["user_id"] === null ? null : { id: Number(r["user_id"]), name: userName ?? "", role: String(r["user_role"] ?? "") },
        prev: r["prev"] === null ? null : JSON.parse(String(r["prev"])), current: r["current"] === null ? null : JSON.parse(String(r["current"])),
        organizations: JSON.parse(String(r["organizations"])), createdAt: String(r["created_at"]), prevHash,
      };
      const hash = await hashAuditEntry(fields);
      updates.push({ sql: "UPDATE audit_logs SET user_name = ?, prev_hash = ?, hash = ? WHERE id = ?", args: [userName, prevHash, hash, fields.id] });
      prevHash = hash;
    }
    await db.batch(updates, "write");
    db.close();
    expect((await verifyAuditChain(source.databaseUrl)).problem).toBeNull();

    // The hash chain alone (a machine that never saw it, no key) is fooled; the signed heads are not.
    expect((await machine(() => server, () => token)()).code).toBe(0);
    const caught = await machine(() => server, () => token)(["--public-key", keys.publicKeyFile]);
    expect(caught.code).toBe(1);
    expect(caught.stderr.trim()).toMatch(/^steward: audit chain broken: the signed head at entry \d+ signed entry \d+ as it was then, and the chain before it is no longer that: entries up to \d+ were rewritten$/);
    expect(signedAt).toBeGreaterThan(100);
  }, 120_000);
});

it("a signing key that is not an Ed25519 private key stops the server with a sentence naming the setting", async () => {
  const dir = mkdtempSync(join(work, "rsa-"));
  const rsa = join(dir, "rsa.pem");
  writeFileSync(rsa, generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }));
  await expect(startServer({ dataDir: dir, env: { STEWARD_AUDIT_SIGNING_KEY_FILE: rsa } })).rejects.toThrow(
    /server exited with 1:\nInvalid settings:\n {2}- STEWARD_AUDIT_SIGNING_KEY_FILE \(.*rsa\.pem\) holds an RSA key; the audit signing key must be Ed25519\n$/,
  );
}, 60_000);

describe("a sanctioned restore, and a truncation nobody sanctioned", () => {
  let dataDir: string;
  let databaseUrl: string;
  let server: RunningServer;
  let token: string;
  let store: Server;
  let stored: string | undefined;
  let storeUrl: string;
  beforeAll(async () => {
    ({ dataDir, databaseUrl } = seedDataDir());
    server = await start(dataDir);
    token = await signInSeeded(server);
    await untilSignedVia(server, token);
    // A shared checkpoint store over HTTP (GET and PUT of one JSON document, behind a bearer token), on loopback.
    store = createServer((req, res) => {
      if (req.headers.authorization !== "Bearer store-token") {
        res.writeHead(401).end();
        return;
      }
      if (req.method === "GET") {
        res.writeHead(stored === undefined ? 404 : 200, { "content-type": "application/json" }).end(stored ?? "");
        return;
      }
      let body = "";
      req.on("data", (d) => (body += d));
      req.on("end", () => {
        stored = body;
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => store.listen(0, "127.0.0.1", r));
    const address = store.address();
    storeUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/checkpoints.json`;
  }, 180_000);
  afterAll(() => store?.close());

  const rename = async (name: string) => {
    const me = (await http(server.url, "GET", "/api/users/me", { token })).body.user as { id: number };
    expect((await http(server.url, "PATCH", "/api/users/", { token, body: { id: me.id, name } })).status).toBe(200);
  };

  it("passes on machines that verified the longer chain before, through a file and an HTTP store, once the restore is signed", async () => {
    const checkpointFile = join(work, "shared-mount", "checkpoints.json");
    rmSync(join(work, "shared-mount"), { recursive: true, force: true });
    mkdirSync(join(work, "shared-mount"));
    const laptop = machine(() => server, () => token);
    const job = machine(() => server, () => token, { STEWARD_AUDIT_CHECKPOINTS_TOKEN: "store-token" });
    const stranger = machine(() => server, () => token);
    const withKey = ["--public-key", keys.publicKeyFile];
    const onFile = [...withKey, "--checkpoints", checkpointFile];
    const onHttp = [...withKey, "--checkpoints", storeUrl];

    const file = join(work, "before-more-work.db");
    expect((await runDbCommand(["backup", "--out", file], dbEnv(dataDir))).code).toBe(0);
    for (let i = 0; i < 5; i++) await rename(`Admin ${i}`);
    const longer = await untilSignedVia(server, token);
    expect((await laptop(onFile)).code).toBe(0);
    expect((await job(onHttp)).code).toBe(0);
    expect(JSON.parse(stored!)[server.url].id).toBe(longer);
    const refused = await stranger(onHttp);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(`steward: the checkpoints at ${storeUrl} answered 401 to a read`);

    await server.stop();
    const restored = await runDbCommand(["restore", file], dbEnv(dataDir));
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/The database it replaced \(head entry \d+/);
    // The same address as before: checkpoints are kept per API address.
    server = await start(dataDir, server.port);
    token = await signInSeeded(server);

    for (const [verify, args] of [[laptop, onFile], [job, onHttp]] as const) {
      const r = await verify(args);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`Restored from a backup on .* to entry \\d+ \\(signed, entry \\d+\\): it replaces the head verified on .* \\(entry ${longer}\\)\\.`));
      // And again: the restore is now part of what this machine verified.
      const again = await verify(args);
      expect(again.code).toBe(0);
      expect(again.stdout).not.toMatch(/Restored from a backup/);
    }
    // The laptop's checkpoint is on the restored chain now: it holds without the key as well.
    expect((await laptop(["--checkpoints", checkpointFile])).code).toBe(0);

    // Someone with the database cuts the tail off: every machine that verified it says so, and a
    // restore entry made by hand (its hash recomputed, no signature) does not excuse it.
    for (let i = 0; i < 3; i++) await rename(`After ${i}`);
    const tail = await untilSignedVia(server, token);
    expect((await laptop(onFile)).code).toBe(0);
    expect((await job(onHttp)).code).toBe(0);
    const db = createClient({ url: databaseUrl });
    await db.batch([`DELETE FROM audit_log_units WHERE audit_log_id > ${tail - 4}`, `DELETE FROM audit_logs WHERE id > ${tail - 4}`], "write");
    for (const [verify, args] of [[laptop, onFile], [job, onHttp]] as const) {
      const r = await verify(args);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`the chain ends at entry ${tail - 4} but entry ${tail} was verified on .*\\(the tail was truncated\\)`));
    }
    // The running server notices that what it signed is gone, and signs nothing over it.
    while (!server.output().includes(`the audit chain changed under entry ${tail - 1}, which this instance signed`)) await new Promise((r) => setTimeout(r, 50));
    const last = (await db.execute(`SELECT id, hash FROM audit_logs WHERE id = ${tail - 4}`)).rows[0]!;
    const forged = {
      id: tail - 3, action: RESTORE_ACTION, entity: "audit-log", documentId: tail - 4, user: null, prev: null,
      current: { restoredHead: { id: tail - 4, digest: String(last["hash"]) }, backup: "forged.db", replacedHead: null },
      organizations: [], createdAt: new Date().toISOString(), prevHash: String(last["hash"]),
    };
    await db.execute({
      sql: "INSERT INTO audit_logs (id, action, entity, document_id, user_id, user_name, user_role, prev, current, organizations, created_at, prev_hash, hash) VALUES (?, ?, ?, ?, NULL, NULL, NULL, NULL, ?, '[]', ?, ?, ?)",
      args: [forged.id, forged.action, forged.entity, forged.documentId, JSON.stringify(forged.current), forged.createdAt, forged.prevHash, await hashAuditEntry(forged)],
    });
    db.close();
    expect((await verifyAuditChain(databaseUrl)).problem).toBeNull();
    const notSanctioned = await laptop(onFile);
    expect(notSanctioned.code).toBe(1);
    expect(notSanctioned.stderr).toMatch(new RegExp(`the chain ends at entry ${tail - 3} but entry ${tail} was verified on .*\\(the tail was truncated\\)`));
    expect(await count(databaseUrl, "SELECT count(*) AS n FROM audit_logs WHERE id > ?", [tail - 3])).toBe(0);
  }, 300_000);
});
