// The libSQL server killed (SIGKILL) in the middle of writes and started again: every write an
// instance acknowledged is still there, while it is down the instances answer 503 (never a 500,
// never a stack), and they serve again by themselves once it is back, without a restart.
import type { Client } from "@libsql/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { integrityCheck, verifyAuditChain } from "../support/database-checks.ts";
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
  [a, b] = await seedAndStartPair(sqld);
});
afterAll(async () => {
  await stopAll([a, b]);
  client?.close();
  await sqld?.stop();
});

/** Polls until `done` holds; the limit only stops a broken run, it is not a speed requirement. */
async function until(what: string, done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Answer {
  status: number;
  body: unknown;
}

it("keeps every acknowledged write across a SIGKILL of the server, answers 503 while it is down, and recovers alone", async () => {
  const token = await signInSeeded(a);
  const seedClient = sqldClient(sqld.url);
  const users = (await rows(seedClient, "SELECT id FROM users WHERE role != 'super_admin' ORDER BY id LIMIT 16")).map((r) => Number(r["id"]));
  seedClient.close();
  const acknowledged = new Map<number, number>();
  const answers: Answer[] = [];
  let stop = false;
  // One writer per user, each renaming its user with a growing counter, half through each instance.
  const writers = users.map(async (id, i) => {
    const server = i % 2 ? b : a;
    for (let n = 1; !stop; n++) {
      const res = await http(server.url, "PATCH", "/api/users/", { token, body: { id, name: `Outage writer ${n}` } }).catch((e: unknown) => ({ status: 0, body: String(e) }));
      answers.push({ status: res.status, body: res.body });
      if (res.status === 200) acknowledged.set(id, n);
      else await new Promise((r) => setTimeout(r, 20));
    }
  });

  await until("writes acknowledged before the kill", async () => acknowledged.size === users.length);
  await sqld.kill();
  const downFrom = answers.length;
  for (const server of [a, b]) {
    await until("the instance notices", async () => (await http(server.url, "GET", "/api/health")).status !== 200);
    const health = await http(server.url, "GET", "/api/health");
    expect(health.status).toBe(503);
    expect(health.headers.get("retry-after")).toBe("1");
    expect(health.body).toEqual({ message: "DATABASE_UNAVAILABLE" });
  }
  // Writers keep knocking while it is down.
  await until("writers answered while down", async () => answers.length > downFrom + 2 * users.length);
  await sqld.restart();
  for (const server of [a, b]) await until("the instance serves again", async () => (await http(server.url, "GET", "/api/health")).status === 200);
  const ackedAtRestart = new Map(acknowledged);
  await until("every writer acknowledged again", async () => users.every((id) => (acknowledged.get(id) ?? 0) > (ackedAtRestart.get(id) ?? 0)));
  stop = true;
  await Promise.all(writers);

  // While it was down: 503 and a one-line JSON answer, never a 500 or anything with a stack.
  const failures = answers.filter((r) => r.status !== 200);
  expect(failures.length).toBeGreaterThan(0);
  expect([...new Set(failures.map((r) => r.status))]).toEqual([503]);
  for (const f of failures) expect(f.body).toEqual({ message: "DATABASE_UNAVAILABLE" });

  client = sqldClient(sqld.url);
  for (const id of users) {
    const name = String((await rows(client, "SELECT name FROM users WHERE id = ?", [id]))[0]?.["name"]);
    // A write may have committed without its answer arriving; never is one acknowledged and lost.
    expect(Number(name.replace("Outage writer ", ""))).toBeGreaterThanOrEqual(acknowledged.get(id) ?? Infinity);
  }
  expect(await integrityCheck(sqld.url)).toBe("ok");
  expect((await verifyAuditChain(sqld.url)).problem).toBeNull();
});
