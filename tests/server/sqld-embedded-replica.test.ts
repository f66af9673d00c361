// Embedded replicas: an instance whose DATABASE_URL is a local file that the libSQL driver keeps in
// step with the server (DATABASE_SYNC_URL). It migrates an empty server through its replica, reads
// its own writes at once, its writes are on the server when it answers, and what another instance
// changes reaches it by the next sync; a logout, deactivation or role change made anywhere is acted
// on by its very next request, however long the sync interval (it asks the server's change
// version before deciding who is calling), and it answers 503 rather than guess when the server
// is out of reach.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import { http, type RunningServer } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";
import { startExpectingExit, startInstance, startInstances, stopAll } from "../support/sqld-instances.ts";
import { freePort } from "../support/server.ts";

const SYNC_INTERVAL_SECONDS = "0.2";
let sqld: Sqld;
let replicaDir: string;
let embedded: RunningServer[] = [];
let direct: RunningServer;

/** Polls until `done` holds; the limit only stops a broken run, it is not a speed requirement. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  sqld = await startSqld();
  replicaDir = mkdtempSync(join(tmpdir(), "steward-replicas-"));
  // Two embedded instances start together on the empty server: they migrate it through their files.
  const [e1, e2] = await Promise.all(
    ["one", "two"].map((name) =>
      startInstance({ databaseUrl: `file:${join(replicaDir, `${name}.db`)}`, env: { DATABASE_SYNC_URL: sqld.url, DATABASE_SYNC_INTERVAL: SYNC_INTERVAL_SECONDS } }),
    ),
  );
  embedded = [e1!, e2!];
  direct = (await startInstances(1, { databaseUrl: sqld.url }))[0]!;
});
afterAll(async () => {
  await stopAll([...embedded, direct]);
  await sqld?.stop();
  if (replicaDir) rmSync(replicaDir, { recursive: true, force: true });
});

it("an embedded replica instance reads its own writes at once, and they are on the server when it answers", async () => {
  const [e] = embedded;
  const created = await http(e!.url, "POST", "/api/create-first-user", { body: { name: "Ada", email: "ada@uni.edu", password: DEMO_PASSWORD } });
  expect(created.status).toBe(201);
  // The direct instance reads the server itself: the write is there, not only in e's file.
  expect((await http(direct.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: false, defaultLocale: "en" });
  for (let i = 0; i < 15; i++) {
    const login = await http(e!.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    // The session was written through the server a moment ago; the replica already has it.
    expect((await http(e!.url, "GET", "/api/users/me", { token: login.body.token })).status).toBe(200);
    const renamed = await http(e!.url, "PATCH", "/api/users/", { token: login.body.token, body: { id: created.body.user.id, name: `Ada ${i}` } });
    expect(renamed.status).toBe(200);
    expect((await http(e!.url, "GET", `/api/users/${created.body.user.id}`, { token: login.body.token })).body.doc.name).toBe(`Ada ${i}`);
  }
});

it("what another instance changes reaches an embedded replica by its next sync; a logout at its next request", async () => {
  const [e1, e2] = embedded;
  const token = (await http(direct.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: DEMO_PASSWORD } })).body.token as string;
  const me = (await http(direct.url, "GET", "/api/users/me", { token })).body.user;
  expect((await http(direct.url, "PATCH", "/api/users/", { token, body: { id: me.id, name: "Changed on the server" } })).status).toBe(200);
  for (const e of [e1!, e2!]) {
    await until("the rename reaches the replica", async () => (await http(e.url, "GET", `/api/users/${me.id}`, { token })).body?.doc?.name === "Changed on the server");
  }
  expect((await http(e2!.url, "POST", "/api/users/logout", { token })).status).toBe(200);
  // e2 wrote the logout; every instance refuses the session at its next request.
  expect((await http(e2!.url, "GET", "/api/users/me", { token })).status).toBe(401);
  expect((await http(direct.url, "GET", "/api/users/me", { token })).status).toBe(401);
  expect((await http(e1!.url, "GET", "/api/users/me", { token })).status).toBe(401);
});

it("a logout, deactivation or role change on another instance is acted on by an embedded instance's very next request", async () => {
  const dir = mkdtempSync(join(tmpdir(), "steward-replica-slow-"));
  // It syncs by itself only once an hour: whatever it sees sooner, it fetched before answering.
  const slow = await startInstance({ databaseUrl: `file:${join(dir, "slow.db")}`, env: { DATABASE_SYNC_URL: sqld.url, DATABASE_SYNC_INTERVAL: "3600" } });
  try {
    const admin = (await http(direct.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: DEMO_PASSWORD } })).body.token as string;
    const adaId = (await http(direct.url, "GET", "/api/users/me", { token: admin })).body.user.id as number;
    const unit = await http(direct.url, "POST", "/api/organization", { token: admin, body: { name: "Northbridge University", type: "higher_education_institution", admin: adaId } });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    let made = 0;
    const user = async (role: string) => {
      const email = `embedded-${role}-${++made}@uni.edu`;
      const created = await http(direct.url, "POST", "/api/users", { token: admin, body: { name: "Eve", email, role, organizations: role === "super_admin" ? [] : [unit.body.doc.id], password: DEMO_PASSWORD } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // Signed in on the server's instance: the embedded one has never seen this session.
      const token = (await http(direct.url, "POST", "/api/users/login", { body: { email, password: DEMO_PASSWORD } })).body.token as string;
      expect((await http(slow.url, "GET", "/api/users/me", { token })).status).toBe(200);
      return { id: Number(created.body.doc.id), email, token };
    };
    for (let round = 0; round < 3; round++) {
      const loggedOut = await user("social_media_manager");
      expect((await http(direct.url, "POST", "/api/users/logout", { token: loggedOut.token })).status).toBe(200);
      expect((await http(slow.url, "GET", "/api/users/me", { token: loggedOut.token })).status).toBe(401);

      const deactivated = await user("social_media_manager");
      expect((await http(direct.url, "PUT", "/api/users/status", { token: admin, body: { id: deactivated.id, status: "inactive" } })).status).toBe(200);
      expect((await http(slow.url, "GET", "/api/users/me", { token: deactivated.token })).status).toBe(401);
      expect((await http(slow.url, "POST", "/api/users/login", { body: { email: deactivated.email, password: DEMO_PASSWORD } })).status).not.toBe(200);

      const demoted = await user("super_admin");
      expect((await http(slow.url, "GET", "/api/audit-logs?limit=1", { token: demoted.token })).status).toBe(200);
      expect((await http(direct.url, "PATCH", "/api/users/", { token: admin, body: { id: demoted.id, role: "social_media_manager", organizations: [unit.body.doc.id] } })).status).toBe(200);
      expect((await http(slow.url, "GET", "/api/audit-logs?limit=1", { token: demoted.token })).status).toBe(403);
    }

    // With the server gone it cannot know whether a session was revoked: 503, never a guess.
    const token = (await user("social_media_manager")).token;
    await sqld.kill();
    try {
      const res = await http(slow.url, "GET", "/api/users/me", { token });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: "DATABASE_UNAVAILABLE" });
    } finally {
      await sqld.restart();
    }
    await until("the embedded instance serves again", async () => (await http(slow.url, "GET", "/api/users/me", { token })).status === 200);
  } finally {
    await slow.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

it("a new embedded instance on a server that has data starts from the server's state", async () => {
  const dir = mkdtempSync(join(tmpdir(), "steward-replica-late-"));
  const late = await startInstance({ databaseUrl: `file:${join(dir, "late.db")}`, env: { DATABASE_SYNC_URL: sqld.url, DATABASE_SYNC_INTERVAL: SYNC_INTERVAL_SECONDS } });
  try {
    expect((await http(late.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: false, defaultLocale: "en" });
    expect((await http(late.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: DEMO_PASSWORD } })).status).toBe(200);
  } finally {
    await late.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

it("refuses to start an embedded replica that cannot sync, or one whose DATABASE_URL is not a file, naming the setting", async () => {
  const dir = mkdtempSync(join(tmpdir(), "steward-replica-refused-"));
  try {
    const unreachable = await startExpectingExit({ DATABASE_URL: `file:${join(dir, "r.db")}`, DATABASE_SYNC_URL: `http://127.0.0.1:${await freePort()}` });
    expect(unreachable.code).toBe(1);
    expect(unreachable.output).toMatch(/DATABASE_SYNC_URL: the embedded replica cannot sync with the libSQL server at http:\/\/127\.0\.0\.1:\d+/);
    expect(unreachable.output).not.toMatch(/^\s+at /m);
    const notAFile = await startExpectingExit({ DATABASE_URL: sqld.url, DATABASE_SYNC_URL: sqld.url });
    expect(notAFile.code).toBe(1);
    expect(notAFile.output).toMatch(/DATABASE_SYNC_URL: needs DATABASE_URL to name the replica's local file/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
