// Opens the database and proves that the settings the product relies on are in force on the
// connections really used for writes: WAL, foreign keys and a busy timeout.
import { createClient, type Client, type ResultSet } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { SQLiteTransaction } from "drizzle-orm/sqlite-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "./schema.ts";
import { LocalClient, localPathOf } from "./local-client.ts";

export type Schema = typeof schema;
export type Db = LibSQLDatabase<Schema>;
export type Tx = SQLiteTransaction<"async", ResultSet, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories take whichever they are given. */
export type Executor = Db | Tx;

export const BUSY_TIMEOUT_MS = 5000;
/** Pages of SQLite's cache per connection: 16,384 pages of 4 KiB, at most 64 MiB each. */
export const PAGE_CACHE_PAGES = 16_384;

export interface Database {
  client: Client;
  db: Db;
  isFile: boolean;
  /**
   * Changes whenever anything has been committed to the database, by any process: what was read
   * under one version is still true while it stands. Absent on a libSQL server, which does not
   * tell; callers then read afresh every time.
   */
  changeVersion?: () => number;
  /** Runs `fn` in one IMMEDIATE transaction: all of it commits, or none of it. */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): void;
}

export interface ConnectionSettings {
  journalMode: string;
  foreignKeys: boolean;
  busyTimeoutMs: number;
}

export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  const isFile = url.startsWith("file:");
  const localPath = localPathOf(url);
  const client: Client = localPath !== undefined
    ? new LocalClient(localPath, { timeout: BUSY_TIMEOUT_MS })
    : createClient({ url, authToken, timeout: BUSY_TIMEOUT_MS, intMode: "number" });
  if (isFile) {
    // WAL is a property of the file, so setting it once covers every pooled connection.
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = NORMAL");
    // The client opens connections as it needs them, with no hook to configure each one, so the
    // page cache is sized in the file's header, which every new connection reads. SQLite's 2 MB
    // default sent every list back to the OS for pages a large institution reads all the time.
    // Written only when it differs: setting it takes the write lock, which another instance may hold.
    const stored = await client.execute("PRAGMA default_cache_size");
    if (Number(Object.values(stored.rows[0] ?? {})[0]) !== PAGE_CACHE_PAGES) {
      await client.execute(`PRAGMA default_cache_size = ${PAGE_CACHE_PAGES}`);
    }
    await client.execute(`PRAGMA cache_size = ${PAGE_CACHE_PAGES}`);
  }
  const db = drizzle(client, { schema });
  // drizzle's libsql transactions begin with the client's default mode "write" = BEGIN IMMEDIATE,
  // so a writer never fails on a read-to-write upgrade. The local driver is synchronous: a second
  // connection of this process waiting on the lock would block the event loop that the first one
  // needs to finish. So writes of one process queue here, and the busy timeout only arbitrates
  // between processes (another instance, the seed task). A libSQL server does its own queueing.
  let queue: Promise<unknown> = Promise.resolve();
  const write = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => {
    if (!isFile) return db.transaction(fn);
    const run = queue.then(() => db.transaction(fn));
    queue = run.catch(() => undefined);
    return run;
  };
  const changeVersion = client instanceof LocalClient ? () => client.changeVersion() : undefined;
  return { client, db, isFile, changeVersion, write, close: () => client.close() };
}

/** Reads the settings from inside a write transaction: the very connection a change would use. */
export async function readConnectionSettings(database: Database): Promise<ConnectionSettings> {
  return database.write(async (tx) => {
    const one = async (pragma: string) => {
      const rows = await tx.all<Record<string, unknown>>(pragma);
      return rows[0] ? Object.values(rows[0])[0] : undefined;
    };
    return {
      journalMode: String(await one("PRAGMA journal_mode")),
      foreignKeys: Number(await one("PRAGMA foreign_keys")) === 1,
      busyTimeoutMs: Number(await one("PRAGMA busy_timeout")),
    };
  });
}

/** Refuses to start on a connection that would silently skip foreign keys or WAL. */
export async function assertConnectionSettings(database: Database): Promise<ConnectionSettings> {
  const s = await readConnectionSettings(database);
  const problems: string[] = [];
  if (!s.foreignKeys) problems.push("foreign keys are off");
  if (database.isFile && s.journalMode.toLowerCase() !== "wal") problems.push(`journal mode is ${s.journalMode}, not WAL`);
  if (database.isFile && s.busyTimeoutMs < 1000) problems.push(`busy timeout is ${s.busyTimeoutMs} ms`);
  if (problems.length > 0) throw new Error(`Database connection settings are wrong: ${problems.join("; ")}`);
  return s;
}
