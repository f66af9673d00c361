// The file client keeps prepared statements; it must still answer exactly as `@libsql/client`
// does on the same file, see other connections' commits, and keep transactions whole.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, LibsqlBatchError, LibsqlError, type Client, type ResultSet } from "@libsql/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import Database from "libsql";
import { LocalClient, localPathOf } from "../src/db/file-client/local-client.ts";

let dir: string;
let file: string;
let local: LocalClient;
let reference: Client;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "steward-local-client-"));
  file = join(dir, "t.db");
  local = new LocalClient(file, { lockWaitMs: 2000 });
  reference = createClient({ url: `file:${file}`, intMode: "number" });
  await local.executeMultiple(`
    PRAGMA journal_mode = WAL;
    CREATE TABLE units (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, picture BLOB);
    CREATE TABLE grants (id INTEGER PRIMARY KEY, unit_id INTEGER NOT NULL REFERENCES units(id), at INTEGER);
    INSERT INTO units (id, name, picture) VALUES (1, 'Arts', x'01ff'), (2, 'Law', NULL);
    INSERT INTO grants (id, unit_id, at) VALUES (10, 1, 1700000000000), (11, 2, NULL);
  `);
});

afterEach(() => {
  local.close();
  reference.close();
  rmSync(dir, { recursive: true, force: true });
});

/** What a caller can observe of a result: rows by position, by name, their keys, and JSON. */
function observed(r: ResultSet) {
  return {
    columns: r.columns,
    columnTypes: r.columnTypes,
    byPosition: r.rows.map((row) => Array.from({ length: row.length }, (_, i) => row[i])),
    byName: r.rows.map((row) => Object.fromEntries(Object.keys(row).map((k) => [k, row[k]]))),
    json: JSON.stringify(r.rows),
    spread: r.rows.map((row) => ({ ...row })),
    sliced: r.rows.map((row) => Array.prototype.slice.call(row)),
  };
}

describe("LocalClient", () => {
  it("answers every query shape exactly as @libsql/client does on the same file", async () => {
    const queries: Array<{ sql: string; args?: unknown[] | Record<string, unknown> }> = [
      { sql: "SELECT * FROM units ORDER BY id" },
      { sql: "SELECT u.id, g.id, u.name FROM units u JOIN grants g ON g.unit_id = u.id ORDER BY g.id" },
      { sql: "SELECT 1" },
      { sql: "SELECT 'x' AS \"a name\", NULL AS empty" },
      { sql: "SELECT count(*) AS n FROM grants WHERE at > ?", args: [new Date(1600000000000)] },
      { sql: "SELECT name FROM units WHERE id = :id", args: { ":id": 2 } },
      { sql: "SELECT ? AS yes, ? AS no, ? AS half", args: [true, false, 0.5] },
      { sql: "SELECT id FROM units WHERE id > 100" },
    ];
    for (const q of queries) {
      const stmt = { sql: q.sql, args: q.args as never };
      // twice through the local client: the second answer comes from the kept statement
      const first = observed(await local.execute(stmt));
      const again = observed(await local.execute(stmt));
      expect(first, q.sql).toEqual(observed(await reference.execute(stmt)));
      expect(again, q.sql).toEqual(first);
    }
    const blob = (await local.execute("SELECT picture FROM units WHERE id = 1")).rows[0]!["picture"];
    expect(blob).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(blob as ArrayBuffer)]).toEqual([1, 255]);
  });

  it("reports writes as the client does: rows affected and the last row id", async () => {
    const insert = await local.execute({ sql: "INSERT INTO units (name) VALUES (?)", args: ["Music"] });
    expect(insert.rowsAffected).toBe(1);
    expect(insert.lastInsertRowid).toBe(3n);
    const update = await local.execute("UPDATE grants SET at = 1");
    expect(update.rowsAffected).toBe(2);
    const returning = await local.execute({ sql: "INSERT INTO units (name) VALUES (?) RETURNING id, name", args: ["Dance"] });
    expect(returning.rows.map((r) => ({ ...r }))).toEqual([{ id: 4, name: "Dance" }]);
  });

  it("a kept statement sees what other connections committed since its last run", async () => {
    const count = () => local.execute("SELECT count(*) AS n FROM units").then((r) => r.rows[0]!["n"]);
    expect(await count()).toBe(2);
    await reference.execute("INSERT INTO units (name) VALUES ('Medicine')");
    expect(await count()).toBe(3);
  });

  it("a schema change is seen by a kept `SELECT *`", async () => {
    const all = () => local.execute("SELECT * FROM units WHERE id = 1");
    expect((await all()).columns).toEqual(["id", "name", "picture"]);
    await local.execute("ALTER TABLE units ADD COLUMN code TEXT");
    expect((await all()).columns).toEqual(["id", "name", "picture", "code"]);
    expect({ ...(await all()).rows[0] }).toMatchObject({ id: 1, code: null });
  });

  it("SQLite errors come back as LibsqlError with the client's codes", async () => {
    const error = await local.execute("INSERT INTO units (id, name) VALUES (1, 'Again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LibsqlError);
    expect(error).toMatchObject({ code: "SQLITE_CONSTRAINT", extendedCode: "SQLITE_CONSTRAINT_PRIMARYKEY" });
    const syntax = await local.execute("SELEC 1").catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: "SQLITE_ERROR" });
    await expect(local.execute({ sql: "SELECT ?", args: [undefined as never] })).rejects.toThrow(TypeError);
    await expect(local.execute({ sql: "SELECT ?", args: [Number.NaN] })).rejects.toThrow(RangeError);
  });

  it("a transaction commits all of its writes or none, and others never see it half-done", async () => {
    const names = async () => (await local.execute("SELECT name FROM units ORDER BY id")).rows.map((r) => r["name"]);
    const tx = await local.transaction("write");
    await tx.execute({ sql: "INSERT INTO units (name) VALUES (?)", args: ["Music"] });
    expect(await names()).toEqual(["Arts", "Law"]);
    await tx.commit();
    expect(tx.closed).toBe(true);
    expect(await names()).toEqual(["Arts", "Law", "Music"]);
    await expect(tx.execute("SELECT 1")).rejects.toMatchObject({ code: "TRANSACTION_CLOSED" });

    const undone = await local.transaction("write");
    await undone.execute("DELETE FROM grants");
    await undone.rollback();
    expect((await local.execute("SELECT count(*) AS n FROM grants")).rows[0]!["n"]).toBe(2);

    const dropped = await local.transaction("write");
    await dropped.execute("DELETE FROM grants");
    dropped.close();
    expect((await local.execute("SELECT count(*) AS n FROM grants")).rows[0]!["n"]).toBe(2);
    // the connection went back rolled back, ready for the next transaction
    const next = await local.transaction("write");
    await next.execute("INSERT INTO units (name) VALUES ('Dance')");
    await next.commit();
    expect(await names()).toEqual(["Arts", "Law", "Music", "Dance"]);
  });

  it("a batch is one transaction: a failing statement undoes the ones before it", async () => {
    const error = await local
      .batch([
        { sql: "INSERT INTO units (name) VALUES (?)", args: ["Music"] },
        { sql: "INSERT INTO units (id, name) VALUES (1, 'Duplicate')", args: [] },
      ], "write")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LibsqlBatchError);
    expect(error).toMatchObject({ statementIndex: 1, code: "SQLITE_CONSTRAINT" });
    expect((await local.execute("SELECT count(*) AS n FROM units")).rows[0]!["n"]).toBe(2);
    const [inserted, counted] = await local.batch(["INSERT INTO units (name) VALUES ('Music')", ["SELECT count(*) AS n FROM units", []]]);
    expect(inserted!.rowsAffected).toBe(1);
    expect(counted!.rows[0]!["n"]).toBe(3);
  });

  // docs/security.md "A flood of anonymous requests freezes the server and leaves it on stale data"
  it("waits for another connection's lock without blocking the event loop, and then sees its commit", async () => {
    const holder = new Database(file);
    holder.exec("BEGIN IMMEDIATE; INSERT INTO units (name) VALUES ('Held')");
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    const waiting = local.transaction("write");
    await new Promise((r) => setTimeout(r, 120));
    expect(ticks).toBeGreaterThan(3);
    holder.exec("COMMIT");
    const tx = await waiting;
    clearInterval(ticker);
    expect((await tx.execute("SELECT count(*) AS n FROM units")).rows[0]!["n"]).toBe(3);
    await tx.commit();
    holder.close();
  });

  it("gives up on a lock held too long with SQLITE_BUSY, and is never left on the snapshot it had", async () => {
    const impatient = new LocalClient(file, { lockWaitMs: 50 });
    const holder = new Database(file);
    try {
      expect((await impatient.execute("SELECT count(*) AS n FROM units")).rows[0]!["n"]).toBe(2);
      holder.exec("BEGIN IMMEDIATE");
      await expect(impatient.transaction("write")).rejects.toMatchObject({ code: "SQLITE_BUSY" });
      await expect(impatient.execute("INSERT INTO units (name) VALUES ('Waiting')")).rejects.toMatchObject({ code: "SQLITE_BUSY" });
      holder.exec("INSERT INTO units (name) VALUES ('Held'); COMMIT");
      expect((await impatient.execute("SELECT count(*) AS n FROM units")).rows[0]!["n"]).toBe(3);
      holder.exec("INSERT INTO units (name) VALUES ('Later')");
      expect((await impatient.execute("SELECT count(*) AS n FROM units")).rows[0]!["n"]).toBe(4);
      const tx = await impatient.transaction("write");
      expect((await tx.execute("SELECT count(*) AS n FROM units")).rows[0]!["n"]).toBe(4);
      await tx.commit();
    } finally {
      impatient.close();
      holder.close();
    }
  });

  it("a failed statement in a transaction rolls it back and lets go of the lock at once", async () => {
    const tx = await local.transaction("write");
    await tx.execute("INSERT INTO units (name) VALUES ('Music')");
    await expect(tx.execute("INSERT INTO units (id, name) VALUES (1, 'Duplicate')")).rejects.toMatchObject({ code: "SQLITE_CONSTRAINT" });
    const other = new Database(file);
    try {
      other.exec("BEGIN IMMEDIATE; INSERT INTO units (name) VALUES ('Other'); COMMIT");
    } finally {
      other.close();
    }
    tx.close();
    expect((await local.execute("SELECT name FROM units ORDER BY id")).rows.map((r) => r["name"])).toEqual(["Arts", "Law", "Other"]);
  });

  it("the product's client writes only in transactions: a plain write is refused and changes nothing", async () => {
    const product = new LocalClient(file, { lockWaitMs: 100, writesOutsideTransactions: "refuse" });
    try {
      await expect(product.execute("DELETE FROM grants")).rejects.toMatchObject({ code: "SQLITE_READONLY" });
      expect((await product.execute("SELECT count(*) AS n FROM grants")).rows[0]!["n"]).toBe(2);
      const tx = await product.transaction("write");
      await tx.execute("DELETE FROM grants");
      await tx.commit();
      expect((await product.execute("SELECT count(*) AS n FROM grants")).rows[0]!["n"]).toBe(0);
    } finally {
      product.close();
    }
  });

  it("the change version (SQLite's data_version) moves with every commit, this process's or another's, checkpoints included, and with nothing else", async () => {
    const first = local.changeVersion();
    await local.execute("SELECT count(*) FROM units");
    const tx = await local.transaction("read");
    await tx.execute("SELECT count(*) FROM grants");
    await tx.commit();
    expect(local.changeVersion()).toBe(first);
    // Another process's connection, as an operator's sqlite3 or a second instance would have.
    const outside = new Database(file);
    try {
      outside.prepare("INSERT INTO units (name) VALUES ('Music')").run([]);
      const second = local.changeVersion();
      expect(second).not.toBe(first);
      outside.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      outside.prepare("UPDATE units SET name = 'Sound' WHERE name = 'Music'").run([]);
      const third = local.changeVersion();
      expect(third).not.toBe(second);
      await local.execute("INSERT INTO units (name) VALUES ('Dance')");
      expect(local.changeVersion()).not.toBe(third);
    } finally {
      outside.close();
    }
  });

  it("a new watching connection never repeats a change version an earlier one gave", async () => {
    const first = local.changeVersion();
    expect(local.changeVersion()).toBe(first);
    // Whatever replaced the watcher (here a reconnect; in service, one that failed), caches keyed
    // by the old number must all miss: the new connection's own count starts over.
    local.reconnect();
    const second = local.changeVersion();
    expect(second).not.toBe(first);
    await local.execute("INSERT INTO units (name) VALUES ('Music')");
    expect(local.changeVersion()).not.toBe(second);
  });

  it("refuses work once closed", async () => {
    local.close();
    await expect(local.execute("SELECT 1")).rejects.toMatchObject({ code: "CLIENT_CLOSED" });
    await expect(local.transaction()).rejects.toMatchObject({ code: "CLIENT_CLOSED" });
  });
});

describe("localPathOf", () => {
  it("names the file of a plain file URL and leaves memory and URL options to the client", () => {
    expect(localPathOf("file:data/steward.db")).toBe("data/steward.db");
    expect(localPathOf("file:/srv/steward.db")).toBe("/srv/steward.db");
    expect(localPathOf("file:///srv/my%20data/steward.db")).toBe("/srv/my data/steward.db");
    expect(localPathOf("file://localhost/srv/steward.db")).toBe("/srv/steward.db");
    expect(localPathOf("file::memory:")).toBeUndefined();
    expect(localPathOf("file:steward.db?mode=ro")).toBeUndefined();
    expect(localPathOf("libsql://db.example.org")).toBeUndefined();
  });
});
