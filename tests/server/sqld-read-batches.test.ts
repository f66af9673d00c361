// Reads that wait while others are on the wire travel to sqld together (coalescing-client.ts):
// each caller still gets exactly its own rows or its own error, writes never ride along, and a
// read with nothing on the wire is sent at once and alone. With the change version tracked, an
// answer is kept and given again only while a version read sent after the question finds it
// unchanged; within a request, once the version is checked, a kept answer costs no trip at all.
import { createClient, type Client, type InStatement } from "@libsql/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ChangeTrackingClient, READ_VERSION_SQL, versionIn } from "../../api/src/db/change-version.ts";
import { CoalescingClient, withinRequest } from "../../api/src/db/coalescing-client.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";

let sqld: Sqld;
let inner: Client;
const sent: Array<{ kind: "execute" | "batch"; statements: number; sql: string[] }> = [];

beforeAll(async () => {
  sqld = await startSqld();
  inner = createClient({ url: sqld.wsUrl, intMode: "number" });
  await inner.execute("CREATE TABLE numbers (n INTEGER PRIMARY KEY, square INTEGER)");
  await inner.batch(Array.from({ length: 100 }, (_, n) => ({ sql: "INSERT INTO numbers VALUES (?, ?)", args: [n, n * n] })), "write");
  // What migration 0009 creates.
  await inner.execute("CREATE TABLE change_version (id INTEGER PRIMARY KEY, version INTEGER NOT NULL)");
  // A housekeeping table (change-version.ts, UNVERSIONED_TABLES).
  await inner.execute("CREATE TABLE scheduled_jobs (name TEXT PRIMARY KEY, runs INTEGER NOT NULL)");
  await inner.execute("INSERT INTO scheduled_jobs VALUES ('tick', 0)");
  // Counts what actually goes to the server.
  const execute = inner.execute.bind(inner);
  const batch = inner.batch.bind(inner);
  inner.execute = ((stmt: InStatement) => {
    sent.push({ kind: "execute", statements: 1, sql: [typeof stmt === "string" ? stmt : stmt.sql] });
    return execute(stmt);
  }) as Client["execute"];
  inner.batch = ((stmts, mode) => {
    sent.push({ kind: "batch", statements: stmts.length, sql: stmts.map((s) => (typeof s === "string" ? s : Array.isArray(s) ? s[0] : s.sql)) });
    return batch(stmts, mode);
  }) as Client["batch"];
});
afterAll(async () => {
  inner?.close();
  await sqld?.stop();
});

it("gathers concurrent reads into batches, each caller getting its own rows", async () => {
  const client = new CoalescingClient(inner);
  sent.length = 0;
  const results = await Promise.all(Array.from({ length: 100 }, (_, n) => client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n] })));
  expect(results.map((r) => r.rows[0]?.["square"])).toEqual(Array.from({ length: 100 }, (_, n) => n * n));
  expect(sent.reduce((sum, s) => sum + s.statements, 0)).toBe(100);
  expect(sent.length).toBeLessThan(100);
  expect(sent.some((s) => s.kind === "batch" && s.statements > 1)).toBe(true);
});

it("a failing read fails only its own caller", async () => {
  const client = new CoalescingClient(inner);
  const calls = Array.from({ length: 30 }, (_, n) =>
    n === 17 ? client.execute("SELECT * FROM no_such_table") : client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n] }),
  );
  const settled = await Promise.allSettled(calls);
  settled.forEach((s, n) => {
    if (n === 17) expect(s.status).toBe("rejected");
    else expect(s.status === "fulfilled" && s.value.rows[0]?.["square"]).toBe(n * n);
  });
});

it("sends a lone read at once and writes on their own", async () => {
  const client = new CoalescingClient(inner);
  sent.length = 0;
  expect((await client.execute("SELECT count(*) AS c FROM numbers")).rows[0]?.["c"]).toBe(100);
  expect(sent).toEqual([{ kind: "execute", statements: 1, sql: ["SELECT count(*) AS c FROM numbers"] }]);
  sent.length = 0;
  // Reads first, so that the wire is busy when the write comes.
  await Promise.all([
    ...Array.from({ length: 10 }, (_, n) => client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n + 10] })),
    client.execute({ sql: "UPDATE numbers SET square = ? WHERE n = 1", args: [-1] }),
    ...Array.from({ length: 10 }, (_, n) => client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n + 20] })),
  ]);
  expect(sent.filter((s) => s.sql.some((q) => q.startsWith("UPDATE")))).toEqual([{ kind: "execute", statements: 1, sql: ["UPDATE numbers SET square = ? WHERE n = 1"] }]);
  expect((await client.execute("SELECT square FROM numbers WHERE n = 1")).rows[0]?.["square"]).toBe(-1);
});

/** An instance's client: writes move the change version, reads are checked against it. */
async function trackedClient(on: Client): Promise<CoalescingClient> {
  const tracking = new ChangeTrackingClient(on);
  await tracking.trackChanges(false);
  return new CoalescingClient(tracking, tracking);
}

const square = async (client: Client, n: number) => (await client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n] })).rows[0]?.["square"];

it("gives a kept answer again only while the change version stands; a change on another instance retires it", async () => {
  const a = await trackedClient(inner);
  const other = createClient({ url: sqld.url, intMode: "number" });
  const b = await trackedClient(other);
  try {
    expect(await square(a, 50)).toBe(2500);
    sent.length = 0;
    expect(await square(a, 50)).toBe(2500);
    // Only the version went to the server, after the read was asked.
    expect(sent).toEqual([{ kind: "execute", statements: 1, sql: [READ_VERSION_SQL] }]);
    expect(a.stats.hits).toBe(1);

    // Another instance changes it, in a transaction and on its own: the very next read sees each.
    const tx = await b.transaction("write");
    await tx.execute({ sql: "UPDATE numbers SET square = ? WHERE n = ?", args: [-50, 50] });
    await tx.commit();
    expect(await square(a, 50)).toBe(-50);
    await b.execute({ sql: "UPDATE numbers SET square = ? WHERE n = ?", args: [2500, 50] });
    expect(await square(a, 50)).toBe(2500);
    // A read whose answer depends on the moment is never given from what was kept.
    const random = async () => (await a.execute("SELECT abs(random() % 1000000000) AS r")).rows[0]?.["r"];
    expect(await random()).not.toBe(await random());
  } finally {
    other.close();
  }
});

it("within a request, a read kept under the version it has checked costs no trip; its own write ends that", async () => {
  const a = await trackedClient(inner);
  expect(await square(a, 60)).toBe(3600);
  await withinRequest(async () => {
    sent.length = 0;
    expect(await square(a, 60)).toBe(3600);
    expect(sent).toHaveLength(1);
    expect(await square(a, 60)).toBe(3600);
    expect(await a.changeVersion()).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
    // Its own change: the next read goes to the server again and reads it.
    await a.execute({ sql: "UPDATE numbers SET square = ? WHERE n = ?", args: [-60, 60] });
    sent.length = 0;
    expect(await square(a, 60)).toBe(-60);
    expect(sent.flatMap((s) => s.sql)).toEqual([READ_VERSION_SQL, "SELECT square FROM numbers WHERE n = ?"]);
  });
  await a.execute({ sql: "UPDATE numbers SET square = ? WHERE n = ?", args: [3600, 60] });
});

it("a write that changes no row, or only the scheduler's leases, retires nothing; a lease is never read from what was kept", async () => {
  const a = await trackedClient(inner);
  const other = createClient({ url: sqld.url, intMode: "number" });
  const b = await trackedClient(other);
  const version = async () => versionIn(await other.execute(READ_VERSION_SQL));
  const runs = async () => (await a.execute("SELECT runs FROM scheduled_jobs WHERE name = 'tick'")).rows[0]?.["runs"];
  try {
    expect(await square(a, 70)).toBe(4900);
    const before = await version();
    // A claim that another instance won: the UPDATE matches nothing. Then a lease taken, twice.
    for (const sql of ["UPDATE numbers SET square = 0 WHERE n = -1", "UPDATE scheduled_jobs SET runs = runs + 1 WHERE name = 'tick'"]) {
      const tx = await b.transaction("write");
      await tx.execute(sql);
      await tx.commit();
    }
    await b.execute("UPDATE scheduled_jobs SET runs = runs + 1 WHERE name = 'tick'");
    await b.execute("DELETE FROM numbers WHERE n = -1");
    expect(await version()).toBe(before);
    const hits = a.stats.hits;
    expect(await square(a, 70)).toBe(4900);
    expect(a.stats.hits).toBe(hits + 1);
    // Lease reads always go to the server.
    expect(await runs()).toBe(2);
    await b.execute("UPDATE scheduled_jobs SET runs = runs + 1 WHERE name = 'tick'");
    expect(await runs()).toBe(3);
    // A row changed for real moves it, on its own as in a transaction.
    await b.execute({ sql: "UPDATE numbers SET square = ? WHERE n = ?", args: [4900, 70] });
    expect(await version()).toBe(before + 1);
  } finally {
    other.close();
  }
});
