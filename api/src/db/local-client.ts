// The `@libsql/client` interface for a local database file, over connections that keep their
// prepared statements (cached-connection.ts). drizzle and the seed talk to it exactly as to the
// client, so a libSQL server URL still goes through `@libsql/client` unchanged.
import type { Client, InArgs, InStatement, Replicated, ResultSet, Transaction, TransactionMode } from "@libsql/client";
import { LibsqlBatchError } from "@libsql/client";
import { CachedConnection, LibsqlError, type ConnectionOptions } from "./cached-connection.ts";

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

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

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

/**
 * Plain calls share one connection: each is synchronous from start to end, so none can see
 * another's half. A transaction borrows a connection of its own until it settles, as in the
 * client; connections go back to an idle list with their statements still prepared.
 */
export class LocalClient implements Client {
  readonly protocol = "file";
  closed = false;
  readonly #path: string;
  readonly #options: ConnectionOptions;
  #shared: CachedConnection | null = null;
  #watcher: CachedConnection | null = null;
  #idle: CachedConnection[] = [];
  readonly #lent = new Set<CachedConnection>();

  constructor(path: string, options: ConnectionOptions) {
    this.#path = path;
    this.#options = options;
    this.#sharedConnection().execute("SELECT 1");
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const { sql, args: bound } = statementOf(stmtOrSql, args);
    const result = this.#sharedConnection().execute(sql, bound);
    if (SCHEMA_CHANGE.test(sql)) this.#forgetStatements();
    return result;
  }

  async batch(stmts: AnyStatement[], mode: TransactionMode = "deferred"): Promise<ResultSet[]> {
    const connection = this.#sharedConnection();
    return inTransaction(connection, BEGIN[mode], () => runEach(connection, stmts));
  }

  /** drizzle's migrator: the statements in one transaction with foreign keys off, as the client does. */
  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    const connection = this.#sharedConnection();
    connection.execute("PRAGMA foreign_keys=off");
    try {
      return inTransaction(connection, BEGIN.deferred, () => runEach(connection, stmts));
    } finally {
      connection.execute("PRAGMA foreign_keys=on");
      this.#forgetStatements();
    }
  }

  async transaction(mode: TransactionMode = "write"): Promise<Transaction> {
    this.#checkOpen();
    const connection = this.#idle.pop() ?? new CachedConnection(this.#path, this.#options);
    this.#lent.add(connection);
    try {
      connection.execute(BEGIN[mode]);
    } catch (e) {
      this.#giveBack(connection);
      throw e;
    }
    return new LocalTransaction(connection, (c) => this.#giveBack(c));
  }

  async executeMultiple(sql: string): Promise<void> {
    this.#sharedConnection().exec(sql);
    this.#forgetStatements();
  }

  async sync(): Promise<Replicated> {
    throw new LibsqlError("sync is only for embedded replicas", "SYNC_NOT_SUPPORTED");
  }

  /**
   * A number that changes whenever anything has been committed to the file, by this process or
   * another. It is read on a connection that never writes, so every commit counts, its own too.
   */
  changeVersion(): number {
    this.#checkOpen();
    this.#watcher ??= new CachedConnection(this.#path, this.#options);
    return this.#watcher.dataVersion();
  }

  reconnect(): void {
    this.close();
    this.closed = false;
  }

  close(): void {
    this.closed = true;
    this.#shared?.close();
    this.#shared = null;
    this.#watcher?.close();
    this.#watcher = null;
    for (const c of [...this.#idle, ...this.#lent]) c.close();
    this.#idle = [];
    this.#lent.clear();
  }

  #sharedConnection(): CachedConnection {
    this.#checkOpen();
    this.#shared ??= new CachedConnection(this.#path, this.#options);
    return this.#shared;
  }

  #giveBack(connection: CachedConnection): void {
    this.#lent.delete(connection);
    if (connection.open && connection.inTransaction) {
      try {
        connection.execute("ROLLBACK");
      } catch {
        connection.close();
        return;
      }
    }
    if (this.closed || !connection.open) connection.close();
    else this.#idle.push(connection);
  }

  #forgetStatements(): void {
    for (const c of [this.#shared, ...this.#idle, ...this.#lent]) c?.forgetStatements();
  }

  #checkOpen(): void {
    if (this.closed) throw new LibsqlError("The client is closed", "CLIENT_CLOSED");
  }
}

function inTransaction<T>(connection: CachedConnection, begin: string, work: () => T): T {
  connection.execute(begin);
  try {
    const result = work();
    connection.execute("COMMIT");
    return result;
  } catch (e) {
    if (connection.inTransaction) connection.execute("ROLLBACK");
    throw e;
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
