// One instance reading through a sqld replica while another writes to the primary. What the
// reader may see: the primary's state as of a moment ago, whole transactions at a time, never
// going back; a change (a logout included) reaches it once the replica has applied it. A write
// made through the reader is forwarded and is on the primary when the reader answers, and the
// reader's next request reads it (it waits for the replica to show its own last change).
import type { Client } from "@libsql/client";
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signInSeeded } from "../support/seeded-server.ts";
import { http, type RunningServer } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";
import { rows, seedSqld, sqldClient, startInstance, stopAll } from "../support/sqld-instances.ts";

let primary: Sqld;
let replica: Sqld;
let client: Client;
let writer: RunningServer;
let reader: RunningServer;
let token: string;

/** Polls until `done` holds; the limit only stops a broken run, it is not a speed requirement. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  primary = await startSqld();
  replica = await startSqld({ primary });
  client = sqldClient(primary.url);
  seedSqld(primary.url);
  [writer, reader] = await Promise.all([startInstance({ databaseUrl: primary.url }), startInstance({ databaseUrl: replica.url })]);
  // Signed in on the primary's instance; the reader knows the session once it has replicated.
  token = await signInSeeded(writer);
  await until("the session reaches the replica", async () => (await http(reader.url, "GET", "/api/users/me", { token })).status === 200);
});
afterAll(async () => {
  await stopAll([writer, reader]);
  client?.close();
  await replica?.stop();
  await primary?.stop();
});

it("the reader sees the writer's changes whole and in order, never going back", async () => {
  const [target] = await rows(client, "SELECT id FROM users WHERE role = 'social_media_manager' ORDER BY id LIMIT 1");
  const users = await rows(client, "SELECT email FROM users WHERE role = 'social_media_manager' AND status = 'active' ORDER BY id LIMIT 12");
  const unit = String((await rows(client, "SELECT id FROM units WHERE depth = 1 ORDER BY id LIMIT 1"))[0]?.["id"]);
  const auditBefore = (await http(writer.url, "GET", "/api/audit-logs?limit=1", { token })).body.totalDocs as number;

  const seenNames: number[] = [];
  const seenCounts = new Set<number>();
  let writing = true;
  let auditAfter = 0;
  const watching = (async () => {
    while (writing) {
      const name = (await http(reader.url, "GET", `/api/users/${target?.["id"]}`, { token })).body.doc.name as string;
      if (name.startsWith("Replicated ")) seenNames.push(Number(name.slice("Replicated ".length)));
      seenCounts.add((await http(reader.url, "GET", "/api/audit-logs?limit=1", { token })).body.totalDocs as number);
    }
  })();
  try {
    for (let n = 1; n <= 20; n++) {
      expect((await http(writer.url, "PATCH", "/api/users/", { token, body: { id: target?.["id"], name: `Replicated ${n}` } })).status).toBe(200);
    }
    // One transaction writing an entry per user: the reader's count never stops half-way through it.
    const bulk = await http(writer.url, "POST", "/api/users/access/bulk", {
      token,
      body: { rows: users.map((u) => ({ email: String(u["email"]), unit, type: "temporary", start_date: "2033-01-01", end_date: "2033-06-30" })), dryRun: false },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    auditAfter = (await http(writer.url, "GET", "/api/audit-logs?limit=1", { token })).body.totalDocs as number;
    expect(auditAfter).toBe(auditBefore + 20 + users.length);
    await until("the reader reaches the writer's last change", async () => seenCounts.has(auditAfter) && seenNames.at(-1) === 20);
  } finally {
    writing = false;
    await watching;
  }

  expect(seenNames).toEqual([...seenNames].sort((x, y) => x - y));
  const bulkStart = auditBefore + 20;
  for (const count of seenCounts) expect(count <= bulkStart || count === auditAfter, `count ${count} is half of a transaction`).toBe(true);
});

it("a write through the reader is on the primary when the reader answers", async () => {
  const [target] = await rows(client, "SELECT id FROM users WHERE role = 'unit_admin' ORDER BY id LIMIT 1");
  for (let n = 1; n <= 5; n++) {
    expect((await http(reader.url, "PATCH", "/api/users/", { token, body: { id: target?.["id"], name: `Through the replica ${n}` } })).status).toBe(200);
    expect((await http(writer.url, "GET", `/api/users/${target?.["id"]}`, { token })).body.doc.name).toBe(`Through the replica ${n}`);
  }
  await until("the reader reads it too", async () => (await http(reader.url, "GET", `/api/users/${target?.["id"]}`, { token })).body.doc.name === "Through the replica 5");
});

it("an instance on the replica reads its own writes on its very next request", async () => {
  const [target] = await rows(client, "SELECT id FROM users WHERE role = 'social_media_manager' ORDER BY id DESC LIMIT 1");
  for (let n = 1; n <= 10; n++) {
    // A sign-in written through the replica: the session is known to the next request at once.
    const login = await http(reader.url, "POST", "/api/users/login", { body: { email: "admin@northbridge.edu", password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    expect((await http(reader.url, "GET", "/api/users/me", { token: login.body.token })).status).toBe(200);
    // A change, then the very next read of it.
    expect((await http(reader.url, "PATCH", "/api/users/", { token: login.body.token, body: { id: target?.["id"], name: `Own write ${n}` } })).status).toBe(200);
    expect((await http(reader.url, "GET", `/api/users/${target?.["id"]}`, { token: login.body.token })).body.doc.name).toBe(`Own write ${n}`);
    // Its own logout: refused at once.
    expect((await http(reader.url, "POST", "/api/users/logout", { token: login.body.token })).status).toBe(200);
    expect((await http(reader.url, "GET", "/api/users/me", { token: login.body.token })).status).toBe(401);
  }
});

it("a logout on the writer is refused by the reader once it has replicated", async () => {
  const session = await signInSeeded(writer, "manager@northbridge.edu");
  await until("the session reaches the replica", async () => (await http(reader.url, "GET", "/api/users/me", { token: session })).status === 200);
  expect((await http(writer.url, "POST", "/api/users/logout", { token: session })).status).toBe(200);
  expect((await http(writer.url, "GET", "/api/users/me", { token: session })).status).toBe(401);
  await until("the logout reaches the replica", async () => (await http(reader.url, "GET", "/api/users/me", { token: session })).status === 401);
});
