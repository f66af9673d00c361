// docs/security.md "Data at rest": the database file and everything the server writes beside it
// (-wal, -shm, the generated signing secret, the folders it makes for them) are readable by their
// owner only, whatever umask the server was started with; files left wider by an older version
// are narrowed at start, with a warning. The CLI's exports, which carry people's names and
// e-mails, are owner-only too. Each case starts the real server (and the real CLI) on a temp folder.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { cliFor } from "../../cli/test/fixture.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

const PASSWORD = "a long enough password";

let umaskBefore: number;
beforeAll(() => {
  // The server must not count on a careful umask: it starts here with the usual permissive one.
  umaskBefore = process.umask(0o022);
});
afterAll(() => {
  process.umask(umaskBefore);
});

let server: RunningServer | undefined;
let root: string | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every path with a bit for group or others, with its mode: expected to be empty. */
function widerThanOwner(paths: string[]): string[] {
  return paths.filter((p) => (modeOf(p) & 0o077) !== 0).map((p) => `${p} ${modeOf(p).toString(8)}`);
}

async function start(databaseFolder: string, secretFolder: string) {
  server = await startServer({ dataDir: root!, env: { DATABASE_URL: `file:${join(databaseFolder, "steward.db")}`, STEWARD_DATA_DIR: secretFolder } });
  return server;
}

it("the database, its -wal and -shm, the generated secret and the folders made for them are owner-only", async () => {
  root = mkdtempSync(join(tmpdir(), "steward-modes-"));
  chmodSync(root, 0o755);
  const databaseFolder = join(root, "db");
  const secretFolder = join(root, "secrets");
  const s = await start(databaseFolder, secretFolder);
  // A write, so that the write-ahead log and its index exist and hold data.
  expect((await http(s.url, "POST", "/api/create-first-user", { body: { name: "Root", email: "root@uni.edu", password: PASSWORD } })).status).toBe(201);
  const beside = readdirSync(databaseFolder).map((f) => join(databaseFolder, f));
  expect(beside.map((p) => p.slice(databaseFolder.length + 1)).sort()).toEqual(expect.arrayContaining(["steward.db", "steward.db-shm", "steward.db-wal"]));
  expect(widerThanOwner([databaseFolder, secretFolder, join(secretFolder, "auth-secret"), ...beside])).toEqual([]);
});

it("a database and secret left readable by others are narrowed at start, with a warning naming them", async () => {
  root = mkdtempSync(join(tmpdir(), "steward-modes-"));
  const database = join(root, "steward.db");
  const secret = join(root, "auth-secret");
  // As an older version, or a copy made by hand, left them: an empty file is an empty database.
  writeFileSync(database, "");
  writeFileSync(secret, "x".repeat(48));
  chmodSync(root, 0o755);
  chmodSync(database, 0o644);
  chmodSync(secret, 0o644);
  const s = await start(root, root);
  expect((await http(s.url, "POST", "/api/create-first-user", { body: { name: "Root", email: "root@uni.edu", password: PASSWORD } })).status).toBe(201);
  const beside = readdirSync(root).filter((f) => f.startsWith("steward.db")).map((f) => join(root!, f));
  expect(widerThanOwner([database, secret, ...beside])).toEqual([]);
  expect(s.output()).toContain(database);
  expect(s.output()).toContain(secret);
  // A folder the server did not make is the operator's: its mode is left as it was.
  expect(modeOf(root)).toBe(0o755);
});

it("the CLI's audit export and its saved token and checkpoints are owner-only", async () => {
  root = mkdtempSync(join(tmpdir(), "steward-modes-"));
  const s = await start(root, root);
  const cli = cliFor(s, join(root, "config"));
  expect((await cli.run(["setup", "first-user", "--name", "Root", "--email", "root@uni.edu", "--password", PASSWORD])).code).toBe(0);
  await cli.login("root@uni.edu", PASSWORD);
  const out = join(root, "audit.jsonl");
  const exported = await cli.run(["audit", "export", "--format", "jsonl", "--out", out]);
  expect(exported.code, exported.stderr).toBe(0);
  const verified = await cli.run(["audit", "verify"]);
  expect(verified.code, verified.stderr).toBe(0);
  const config = join(root, "config", "steward");
  expect(readdirSync(config).sort()).toEqual(expect.arrayContaining(["credentials.json"]));
  expect(widerThanOwner([out, config, ...readdirSync(config).map((f) => join(config, f))])).toEqual([]);
});
