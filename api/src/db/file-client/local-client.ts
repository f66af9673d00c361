// The database file client: `@libsql/client`'s interface for a local database file, over
// connections that keep their prepared statements (cached-connection.ts). drizzle and the seed
// talk to it exactly as to the client; a libSQL server URL still goes through `@libsql/client`.
//
// Why it exists: speed only. A query by primary key costs 7 µs here and 107 µs through
// `@libsql/client`, which prepares every statement again and builds each row with two
// defineProperty calls per column (docs/performance.md). Nothing else depends on it.
// How to remove it: in db/connection.ts open files with `createClient` like a server URL (keep the
// write queue and set `PRAGMA query_only` on a separate reading client if the one-write-path check
// is to stay), delete this folder and api/test/local-client.test.ts, and let `npm run bench` show
// the price.
//
// How it stays correct (docs/decisions.md, "The database file client"):
// - reads go to one connection on which SQLite refuses every write (`query_only`);
// - writes go to connections of their own, each in an IMMEDIATE transaction; a client made with
//   `writesOutsideTransactions: "refuse"` (the product's) has no other way to write at all;
// - nothing waits for a lock inside SQLite: a busy database is waited for here, asynchronously,
//   until `lockWaitMs` has passed, so the event loop stays free for whoever holds the lock;
// - a connection on which anything failed is closed and replaced, never reused.
import type { Client, InArgs, InStatement, Replicated, ResultSet, Transaction, TransactionMode } from "@libsql/client";
import { LibsqlBatchError } from "@libsql/client";
import { CachedConnection, isBusy, LibsqlError } from "./cached-connection.ts";

const BEGIN: Record<TransactionMode, string> = {
  write: "BEGIN IMMEDIATE",
  read: "BEGIN TRANSACTION READONLY",
  deferred: "BEGIN DEFERRED",
};

/** The file a `file:` URL names, or undefined when only the client can open it (memory, options). */
export function localPathOf(url: string): string | undefined {
  if (!url.startsWith("file:") || url.includes("?")) return undefined;
  const path = url.slice("file:".length).replace(/^\/\/(localhost)?(?=\/)/, "");
  return path === "" || path === ":memory:" ? undefined : decodeURIComponent(path);
}

type AnyStatement = InStatement | [string, InArgs?];

function statementOf(stmt: AnyStatement, args?: InArgs): { sql: string; args?: InArgs } {
  if (typeof stmt === "string") return { sql: stmt, args };
  return Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] } : stmt;
}

/** Runs the statements in order; a failure names the statement's index, as the client's batches do. */
function runEach(connection: CachedConnection, stmts: readonly AnyStatement[]): ResultSet[] {
  return stmts.map((stmt, index) => {
    const { sql, args } = statementOf(stmt);
    try {
      return connection.execute(sql, args);
    } catch (e) {
      if (!(e instanceof LibsqlError)) throw e;
      throw new LibsqlBatchError(e.message, index, e.code, e.extendedCode, e.rawCode, e.cause instanceof Error ? e.cause : undefined);
    }
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Tries `work` until it is not refused for a lock, waiting between tries without blocking. */
async function whenNotBusy<T>(work: () => T, lockWaitMs: number): Promise<T> {
  const deadline = Date.now() + lockWaitMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    try {
      return work();
    } catch (e) {
      if (!isBusy(e) || Date.now() + pause > deadline) throw e;
    }
    await sleep(pause);
  }
}

export interface LocalClientOptions {
  /** How long a statement or transaction may wait for another connection's lock. */
  lockWaitMs: number;
  /**
   * "autocommit": a plain write runs as its own IMMEDIATE transaction (migrations, the seed,
   * tests' fixtures). "refuse": only transactions write; a plain write fails (the product).
   */
  writesOutsideTransactions?: "autocommit" | "refuse";
}

export class LocalClient implements Client {
  readonly protocol = "file";
  closed = false;
  readonly #path: string;
  readonly #options: Required<LocalClientOptions>;
  #reader: CachedConnection | null = null;
  #watcher: CachedConnection | null = null;
  #watcherGeneration = 0;
  #idle: CachedConnection[] = [];
  readonly #lent = new Set<CachedConnection>();

  constructor(path: string, options: LocalClientOptions) {
    this.#path = path;
    this.#options = { writesOutsideTransactions: "autocommit", ...options };
    this.#readerConnection().execute("SELECT 1");
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const { sql, args: bound } = statementOf(stmtOrSql, args);
    try {
      return await whenNotBusy(() => this.#readerConnection().execute(sql, bound), this.#options.lockWaitMs);
    } catch (e) {
      // The reader refuses a write before it changes anything; in autocommit mode it runs again,
      // on a writing connection, as a transaction of its own.
      if (this.#options.writesOutsideTransactions !== "autocommit" || !(e instanceof LibsqlError) || e.code !== "SQLITE_READONLY") throw e;
    }
    const [result] = await this.batch([{ sql, args: bound }], "write");
    // It may have changed the schema (migrations, fixtures; never the product): prepared
    // statements are made again rather than told apart by reading the SQL.
    this.#forgetStatements();
    return result!;
  }

  async batch(stmts: AnyStatement[], mode: TransactionMode = "deferred"): Promise<ResultSet[]> {
    const tx = await this.transaction(mode === "read" ? "read" : "write");
    try {
      const results = await tx.batch(stmts as InStatement[]);
      await tx.commit();
      return results;
    } finally {
      tx.close();
    }
  }

  /** drizzle's migrator: the statements in one transaction with foreign keys off, as the client does. */
  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    const connection = await this.#borrowInTransaction("write", "PRAGMA foreign_keys = OFF");
    try {
      const results = runEach(connection, stmts);
      connection.execute("COMMIT");
      connection.execute("PRAGMA foreign_keys = ON");
      return results;
    } finally {
      this.#giveBack(connection);
      this.#forgetStatements();
    }
  }

  async transaction(mode: TransactionMode = "write"): Promise<Transaction> {
    const connection = await this.#borrowInTransaction(mode);
    return new LocalTransaction(connection, (c) => this.#giveBack(c));
  }

  /** A script of statements, on a connection of its own; the schema may change. */
  async executeMultiple(sql: string): Promise<void> {
    try {
      await whenNotBusy(() => {
        const connection = this.#borrow();
        try {
          connection.exec(sql);
        } finally {
          this.#giveBack(connection);
        }
      }, this.#options.lockWaitMs);
    } finally {
      this.#forgetStatements();
    }
  }

  async sync(): Promise<Replicated> {
    throw new LibsqlError("sync is only for embedded replicas", "SYNC_NOT_SUPPORTED");
  }

  /**
   * A number that changes whenever anything has been committed to the file, by this process or
   * another: SQLite's own `PRAGMA data_version`, read on a connection that never writes, so every
   * commit counts, this process's too. data_version counts per connection: a watcher opened anew
   * could repeat a number the last one gave for older data, so each watcher's numbers are set
   * apart from every earlier one's.
   */
  changeVersion(): number {
    this.#checkOpen();
    if (!this.#watcher?.open) {
      this.#watcher = new CachedConnection(this.#path, "reader");
      this.#watcherGeneration += 1;
    }
    return this.#watcherGeneration * 2 ** 32 + this.#watcher.dataVersion();
  }

  reconnect(): void {
    this.close();
    this.closed = false;
  }

  close(): void {
    this.closed = true;
    this.#reader?.close();
    this.#reader = null;
    this.#watcher?.close();
    this.#watcher = null;
    for (const c of [...this.#idle, ...this.#lent]) c.close();
    this.#idle = [];
    this.#lent.clear();
  }

  /** The reading connection; one that failed was closed, and a fresh one takes its place. */
  #readerConnection(): CachedConnection {
    this.#checkOpen();
    if (!this.#reader?.open) this.#reader = new CachedConnection(this.#path, "reader");
    return this.#reader;
  }

  /** A writing connection with its transaction begun, once the lock is free or the wait is over. */
  async #borrowInTransaction(mode: TransactionMode, setting?: string): Promise<CachedConnection> {
    const connection = this.#borrow();
    try {
      if (setting) connection.execute(setting);
      await whenNotBusy(() => connection.begin(BEGIN[mode]), this.#options.lockWaitMs);
      return connection;
    } catch (e) {
      // BEGIN may still hold the snapshot it took before it was refused: never lend this one again
      connection.close();
      this.#giveBack(connection);
      throw e;
    }
  }

  #borrow(): CachedConnection {
    this.#checkOpen();
    let connection = this.#idle.pop();
    while (connection && !connection.open) connection = this.#idle.pop();
    connection ??= new CachedConnection(this.#path, "writer");
    this.#lent.add(connection);
    return connection;
  }

  #giveBack(connection: CachedConnection): void {
    this.#lent.delete(connection);
    if (connection.open && connection.inTransaction) {
      try {
        connection.execute("ROLLBACK");
      } catch {
        // execute closed it
      }
    }
    if (this.closed || !connection.open) connection.close();
    else this.#idle.push(connection);
  }

  #forgetStatements(): void {
    for (const c of [this.#reader, ...this.#idle, ...this.#lent]) c?.forgetStatements();
  }

  #checkOpen(): void {
    if (this.closed) throw new LibsqlError("The client is closed", "CLIENT_CLOSED");
  }
}

class LocalTransaction implements Transaction {
  #connection: CachedConnection | null;
  readonly #release: (c: CachedConnection) => void;

  constructor(connection: CachedConnection, release: (c: CachedConnection) => void) {
    this.#connection = connection;
    this.#release = release;
  }

  async execute(stmt: InStatement): Promise<ResultSet> {
    const { sql, args } = statementOf(stmt);
    return this.#open().execute(sql, args);
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    return runEach(this.#open(), stmts);
  }

  async executeMultiple(sql: string): Promise<void> {
    this.#open().exec(sql);
  }

  rollback(): Promise<void> {
    return this.#finish("ROLLBACK");
  }

  commit(): Promise<void> {
    return this.#finish("COMMIT");
  }

  close(): void {
    const connection = this.#connection;
    if (connection === null) return;
    this.#connection = null;
    // giving it back rolls back whatever is still open
    this.#release(connection);
  }

  get closed(): boolean {
    const c = this.#connection;
    return c === null || !c.open || !c.inTransaction;
  }

  async #finish(sql: "COMMIT" | "ROLLBACK"): Promise<void> {
    const connection = this.#connection;
    if (connection === null) return;
    try {
      if (connection.open && connection.inTransaction) connection.execute(sql);
      else if (sql === "COMMIT") throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
    } finally {
      this.#connection = null;
      this.#release(connection);
    }
  }

  #open(): CachedConnection {
    const c = this.#connection;
    if (c === null || !c.open || !c.inTransaction) throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
    return c;
  }
}
