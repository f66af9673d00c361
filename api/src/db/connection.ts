// Opens the database and proves that the settings the product relies on are in force on the
// connections really used for writes: WAL, foreign keys, and no waiting for locks inside SQLite.
import { createClient, type Client, type ResultSet } from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import type { SQLiteTransaction } from "drizzle-orm/sqlite-core";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import * as schema from "./schema.ts";
import { PAGE_CACHE_PAGES } from "./file-client/cached-connection.ts";
import { LocalClient, localPathOf } from "./file-client/local-client.ts";
import { fetchReportingUnreachable } from "./unreachable.ts";
import { catchUpWithServer, openEmbeddedReplica, syncNow, type EmbeddedReplica } from "./embedded-replica.ts";
import { CoalescingClient, withinRequest as withinServerRequest } from "./coalescing-client.ts";
import { ChangeTrackingClient } from "./change-version.ts";

export { PAGE_CACHE_PAGES };

export type Schema = typeof schema;
export type Db = LibSQLDatabase<Schema> & { $client: Client };
export type Tx = SQLiteTransaction<"async", ResultSet, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories take whichever they are given. */
export type Executor = Db | Tx;

/**
 * How long a change waits for another process's write lock (another instance on the same file,
 * the seed task) before it is answered 503. The wait is asynchronous: requests that need no lock
 * go on being served meanwhile.
 */
export const LOCK_WAIT_MS = 5000;

export interface Database {
  /** The product's client: reads, and transactions. On a file it refuses to write outside `write`. */
  client: Client;
  /** Reads. Every change goes through `write`, the one write path. */
  db: Db;
  /**
   * Plain statements that each commit on their own: migrations, the seed and tests' fixtures,
   * never the product's services. On a libSQL server a statement here that changed a row moves
   * the change version after it (change-version.ts).
   */
  direct: Db;
  isFile: boolean;
  /**
   * Changes whenever anything has been committed to the database, by any process: what was read
   * under one version is still true while it stands. On a database file, SQLite's `data_version`;
   * on a libSQL server, the change version (change-version.ts) as read by a batch sent after the
   * call. Absent on an embedded replica, whose reads are local and cheap: callers read afresh.
   */
  changeVersion?: () => number | Promise<number>;
  /** Runs `fn` in one IMMEDIATE transaction: all of it commits, or none of it. */
  write<T>(fn: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T>;
  close(): void;
  /** Only on an embedded replica: brings the local file up to the server now. */
  sync?: () => Promise<void>;
  /**
   * Only on an embedded replica: asks the server for its change version and, if the local file is
   * behind it, syncs before returning, so what is read next is at least as new as the server was
   * when this was called. Who is calling is decided after it (auth-service.ts).
   */
  catchUp?: () => Promise<void>;
  /**
   * On a libSQL server or an embedded replica, once migrated: every change from now on moves the
   * change version; `moved` moves it once now (migrations were just applied).
   */
  trackChanges?: (moved: boolean) => Promise<void>;
  /**
   * Only on a libSQL server: runs one HTTP request's handling so that its reads may share one check
   * of the change version (coalescing-client.ts). Elsewhere there is nothing to share.
   */
  withinRequest?: <T>(handle: () => Promise<T>) => Promise<T>;
  /** How this database tells that something was committed, for the server's start-up line. */
  commitsToldBy(): string;
}

export interface WriteOptions {
  /**
   * False only for housekeeping that no kept answer reads (the scheduler's leases): on a libSQL
   * server it then does not move the change version, so leases claimed every second by every
   * instance retire nothing. On a file SQLite's data_version moves with every commit regardless.
   */
  keptAnswersDependOnIt?: boolean;
}

export interface ConnectionSettings {
  journalMode: string;
  foreignKeys: boolean;
  busyTimeoutMs: number;
}

export async function openDatabase(url: string, authToken?: string, replica?: EmbeddedReplica): Promise<Database> {
  // An embedded replica's file belongs to the libSQL driver, which keeps it in step with the server.
  const localPath = replica ? undefined : localPathOf(url);
  const isFile = url.startsWith("file:") && !replica;
  let client: Client;
  let directClient: Client;
  let tracking: ChangeTrackingClient | undefined;
  let changeVersion: (() => number | Promise<number>) | undefined;
  /** Only for an embedded replica: the server itself, asked for its change version. */
  let server: Client | undefined;
  let catchUp: (() => Promise<void>) | undefined;
  let withinRequest: Database["withinRequest"];
  if (localPath !== undefined) {
    client = new LocalClient(localPath, { lockWaitMs: LOCK_WAIT_MS, writesOutsideTransactions: "refuse" });
    directClient = new LocalClient(localPath, { lockWaitMs: LOCK_WAIT_MS, writesOutsideTransactions: "autocommit" });
    // WAL is a property of the file. The page cache is also written into the file's header, so
    // that connections other tools open get it too; ours set it themselves.
    await directClient.executeMultiple("PRAGMA journal_mode = WAL");
    const stored = await directClient.execute("PRAGMA default_cache_size");
    if (Number(Object.values(stored.rows[0] ?? {})[0]) !== PAGE_CACHE_PAGES) {
      await directClient.executeMultiple(`PRAGMA default_cache_size = ${PAGE_CACHE_PAGES}`);
    }
  } else if (replica) {
    tracking = new ChangeTrackingClient(openEmbeddedReplica(url, authToken, replica));
    client = directClient = tracking;
    server = createClient({ url: replica.syncUrl, authToken, timeout: LOCK_WAIT_MS, intMode: "number", fetch: fetchReportingUnreachable() });
    catchUp = catchUpWithServer(tracking, server);
  } else {
    const connect = () => createClient({ url, authToken, timeout: LOCK_WAIT_MS, intMode: "number", fetch: fetchReportingUnreachable() });
    tracking = new ChangeTrackingClient(connect());
    // Reads on a connection of their own (coalescing-client.ts).
    const coalescing = new CoalescingClient(tracking, tracking, connect());
    client = coalescing;
    directClient = tracking;
    changeVersion = () => coalescing.changeVersion();
    withinRequest = withinServerRequest;
  }
  const db = drizzle(client, { schema });
  const direct = directClient === client ? db : drizzle(directClient, { schema });
  const housekeeping = tracking ? drizzle(tracking.untracked, { schema }) : db;
  // drizzle's libsql transactions begin with the client's default mode "write" = BEGIN IMMEDIATE,
  // so a writer never fails on a read-to-write upgrade. Writes of one process queue here, so they
  // never compete with each other for the file's lock; between processes the client waits for it
  // asynchronously. A libSQL server does its own queueing.
  let queue: Promise<unknown> = Promise.resolve();
  const write = <T>(fn: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T> => {
    if (localPath === undefined) return (options?.keptAnswersDependOnIt === false ? housekeeping : db).transaction(fn);
    const run = queue.then(() => db.transaction(fn));
    queue = run.catch(() => undefined);
    return run;
  };
  if (client instanceof LocalClient) {
    const local = client;
    changeVersion = () => local.changeVersion();
  }
  const close = () => {
    client.close();
    // On a server `direct` is the tracking client under `client`, closed with it.
    if (localPath !== undefined) directClient.close();
    server?.close();
  };
  const sync = replica ? () => syncNow(client) : undefined;
  const tracked = tracking;
  const trackChanges = tracked ? (moved: boolean) => tracked.trackChanges(moved) : undefined;
  const commitsToldBy = () =>
    localPath !== undefined ? "PRAGMA data_version" : replica ? "not kept: an embedded replica reads its local file afresh" : "the change_version row, read with each batch of reads";
  return { client, db, direct, isFile, changeVersion, write, close, sync, catchUp, trackChanges, withinRequest, commitsToldBy };
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
  // A busy timeout would block the event loop while another connection holds the lock.
  if (database.client instanceof LocalClient && s.busyTimeoutMs !== 0) problems.push(`busy timeout is ${s.busyTimeoutMs} ms, not 0`);
  if (problems.length > 0) throw new Error(`Database connection settings are wrong: ${problems.join("; ")}`);
  return s;
}
