// Reads that wait while others are on the wire travel to sqld together (coalescing-client.ts):
// each caller still gets exactly its own rows or its own error, and a read with nothing on the
// wire is sent at once and alone. Nothing is kept by the text of its SQL. The change version
// (change-version.ts) moves with every transaction or statement that changed a row, told by the
// server's own count, never by reading the SQL; housekeeping through the untracked client and
// writes that changed nothing leave it; within a request it is read once.
import { createClient, type Client, type InStatement } from "@libsql/client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ChangeTrackingClient, READ_VERSION_SQL, versionIn } from "../../api/src/db/change-version.ts";
import { ChangeOnReadPath, CoalescingClient, READ_ONLY_GUARD, withinRequest } from "../../api/src/db/coalescing-client.ts";
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
  // A housekeeping table (the scheduler's leases).
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
  // Each batch ends with the guard that no row was changed.
  expect(sent.reduce((sum, s) => sum + s.statements - 1, 0)).toBe(100);
  expect(sent.every((s) => s.sql.at(-1) === READ_ONLY_GUARD)).toBe(true);
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

it("sends a lone read at once, in a read batch of its own, while writes go through transactions", async () => {
  const client = new CoalescingClient(inner);
  sent.length = 0;
  expect((await client.execute("SELECT count(*) AS c FROM numbers")).rows[0]?.["c"]).toBe(100);
  expect(sent).toEqual([{ kind: "batch", statements: 2, sql: ["SELECT count(*) AS c FROM numbers", READ_ONLY_GUARD] }]);
  sent.length = 0;
  // Reads first, so that the wire is busy when the write comes.
  await Promise.all([
    ...Array.from({ length: 10 }, (_, n) => client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n + 10] })),
    (async () => {
      const tx = await client.transaction("write");
      await tx.execute({ sql: "UPDATE numbers SET square = ? WHERE n = 1", args: [-1] });
      await tx.commit();
    })(),
    ...Array.from({ length: 10 }, (_, n) => client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n + 20] })),
  ]);
  expect(sent.filter((s) => s.sql.some((q) => q.startsWith("UPDATE")))).toEqual([]);
  expect((await client.execute("SELECT square FROM numbers WHERE n = 1")).rows[0]?.["square"]).toBe(-1);
  const tx = await client.transaction("write");
  await tx.execute({ sql: "UPDATE numbers SET square = ? WHERE n = 1", args: [1] });
  await tx.commit();
});

it("a change sent on the read path fails loudly, alone or among reads, and changes nothing; the reads beside it get their rows", async () => {
  for (const client of [new CoalescingClient(inner), (await trackedClient(inner)).client]) {
    const [three, update, four] = await Promise.allSettled([
      client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [3] }),
      client.execute({ sql: "UPDATE numbers SET square = ? WHERE n = ?", args: [-3, 3] }),
      client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [4] }),
    ] as const);
    expect(three.status === "fulfilled" && three.value.rows[0]?.["square"]).toBe(9);
    expect(four.status === "fulfilled" && four.value.rows[0]?.["square"]).toBe(16);
    expect(update.status === "rejected" && update.reason).toBeInstanceOf(ChangeOnReadPath);
    await expect(client.execute("DELETE FROM numbers WHERE n = 3")).rejects.toBeInstanceOf(ChangeOnReadPath);
    expect(await square(client, 3)).toBe(9);
  }
});

/** An instance's client: writes move the change version, reads read it. */
async function trackedClient(on: Client): Promise<{ client: CoalescingClient; tracking: ChangeTrackingClient }> {
  const tracking = new ChangeTrackingClient(on);
  await tracking.trackChanges(false);
  return { client: new CoalescingClient(tracking, tracking), tracking };
}

const square = async (client: Client, n: number) => (await client.execute({ sql: "SELECT square FROM numbers WHERE n = ?", args: [n] })).rows[0]?.["square"];

async function commit(client: Client, sql: string): Promise<void> {
  const tx = await client.transaction("write");
  await tx.execute(sql);
  await tx.commit();
}

it("a change on another instance moves the version the next check reads; a change of no row, or of housekeeping, does not", async () => {
  const { client: a } = await trackedClient(inner);
  const other = createClient({ url: sqld.url, intMode: "number" });
  const { client: b, tracking } = await trackedClient(other);
  try {
    const first = await a.changeVersion();
    expect(first).toBeGreaterThanOrEqual(0);
    // A transaction that changed a row, and a statement on its own (the seed's, a fixture's).
    await commit(b, "UPDATE numbers SET square = -50 WHERE n = 50");
    const second = await a.changeVersion();
    expect(second).toBeGreaterThan(first);
    expect(await square(a, 50)).toBe(-50);
    await tracking.execute("UPDATE numbers SET square = 2500 WHERE n = 50");
    const third = await a.changeVersion();
    expect(third).toBeGreaterThan(second);
    expect(await square(a, 50)).toBe(2500);
    // A claim another instance won (the UPDATE matches nothing), a read in a write transaction,
    // and a lease taken through the untracked client: nothing kept is retired.
    await commit(b, "UPDATE numbers SET square = 0 WHERE n = -1");
    await commit(b, "SELECT count(*) FROM numbers");
    await commit(tracking.untracked, "UPDATE scheduled_jobs SET runs = runs + 1 WHERE name = 'tick'");
    await tracking.execute("DELETE FROM numbers WHERE n = -1");
    expect(await a.changeVersion()).toBe(third);
    expect((await a.execute("SELECT runs FROM scheduled_jobs WHERE name = 'tick'")).rows[0]?.["runs"]).toBe(1);
  } finally {
    other.close();
  }
});

it("within a request the version is read once; its own write ends that", async () => {
  const { client: a } = await trackedClient(inner);
  expect(await square(a, 60)).toBe(3600);
  await withinRequest(async () => {
    sent.length = 0;
    const version = await a.changeVersion();
    expect(sent).toHaveLength(1);
    expect(await a.changeVersion()).toBe(version);
    expect(sent).toHaveLength(1);
    // Reads still go to the server: nothing is kept by the text of its SQL.
    expect(await square(a, 60)).toBe(3600);
    expect(sent.flatMap((s) => s.sql)).toEqual([READ_VERSION_SQL, READ_VERSION_SQL, "SELECT square FROM numbers WHERE n = ?", READ_ONLY_GUARD]);
    // Its own change: the next check reads the version again and finds it moved.
    await commit(a, "UPDATE numbers SET square = -60 WHERE n = 60");
    expect(await a.changeVersion()).toBeGreaterThan(version);
    expect(await square(a, 60)).toBe(-60);
  });
  await commit(a, "UPDATE numbers SET square = 3600 WHERE n = 60");
});
