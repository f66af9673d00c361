// The change version: one number in the database (table change_version) that every transaction
// changing data through a libSQL server or an embedded replica moves, inside the transaction
// itself. SQLite's `data_version` tells a process on a database file that anything was committed;
// a libSQL server tells nothing, so this number is what several instances compare:
// - an instance keeps read answers under the number they were read at and serves one again only
//   after a read of the number, sent after the question was asked, finds it unchanged
//   (coalescing-client.ts);
// - an instance reading through a sqld replica knows the number of its own last write and reads
//   nothing older than it (read-your-writes);
// - an instance on an embedded replica compares the server's number with its file's before it
//   answers who is calling (embedded-replica.ts).
//
// Every product change goes through `Database.write` (a transaction) and so moves it. A change
// made to the server's data by another program (a hand-written UPDATE) must move it too, in the
// same transaction (BUMP_VERSION_SQL), or the instances may go on serving what they kept: README.
import type { Client, InArgs, InStatement, Replicated, ResultSet, Transaction, TransactionMode } from "@libsql/client";

export const READ_VERSION_SQL = "SELECT coalesce(max(version), 0) AS version FROM change_version";
export const BUMP_VERSION_SQL =
  "INSERT INTO change_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1 RETURNING version";

/** The same, moving it only if the statement just before it on the connection changed a row. */
const BUMP_VERSION_IF_CHANGED_SQL =
  "INSERT INTO change_version (id, version) SELECT 1, 1 WHERE changes() > 0 ON CONFLICT (id) DO UPDATE SET version = version + 1 RETURNING version";

/**
 * Housekeeping that no kept answer depends on: the scheduler's leases, claimed and released every
 * few seconds by every instance. Their changes do not move the version, and a read naming them is
 * never kept (coalescing-client.ts), so nothing can be served stale from them.
 */
export const UNVERSIONED_TABLES = ["scheduled_jobs"] as const;
const NAMES_UNVERSIONED = new RegExp(`\\b(${UNVERSIONED_TABLES.join("|")})\\b`, "i");
export const namesUnversionedTable = (sql: string): boolean => NAMES_UNVERSIONED.test(sql);

/** Statements that change data or schema; anything else (SELECT, PRAGMA, EXPLAIN) changes nothing. */
const CHANGE = /^\s*(insert|update|delete|replace|create|drop|alter|with)\b/i;
const SCHEMA_CHANGE = /^\s*(create|drop|alter)\b/i;
/** The table an INSERT, UPDATE or DELETE writes to (as drizzle and people spell them). */
const WRITTEN_TABLE = /^\s*(?:(?:insert|replace)\s+(?:or\s+\w+\s+)?into|update\s+(?:or\s+\w+\s+)?|delete\s+from)\s*["`[]?(\w+)/i;
export const isChange = (sql: string): boolean => CHANGE.test(sql);

/** Whether a statement can change what a kept answer says: a change, unless to housekeeping only. */
function movesVersion(sql: string): boolean {
  if (!CHANGE.test(sql)) return false;
  const table = WRITTEN_TABLE.exec(sql)?.[1];
  return !(table && (UNVERSIONED_TABLES as readonly string[]).includes(table.toLowerCase()));
}

/** Whether a statement that ran did change something: schema changes always, rows if any. */
const changedSomething = (sql: string, result: ResultSet): boolean => SCHEMA_CHANGE.test(sql) || result.rowsAffected > 0;

export const sqlOf = (stmt: InStatement | [string, InArgs?] | string): string =>
  typeof stmt === "string" ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql;

export function versionIn(result: ResultSet | undefined): number {
  const value = result?.rows[0]?.[0];
  return Number(value ?? 0);
}

/**
 * A client that moves the change version with every change it commits, once `trackChanges` was
 * called (the table exists only once the migrations ran). `lastWritten` is the version of the
 * newest change this process committed.
 */
export class ChangeTrackingClient implements Client {
  readonly #inner: Client;
  #tracking = false;
  #lastWritten = 0;

  constructor(inner: Client) {
    this.#inner = inner;
  }

  get tracking(): boolean {
    return this.#tracking;
  }

  get lastWritten(): number {
    return this.#lastWritten;
  }

  /** From now on every change moves the version; `moved` moves it once now (the migrations just applied). */
  async trackChanges(moved: boolean): Promise<void> {
    this.#tracking = true;
    if (moved) this.#wrote(versionIn(await this.#inner.execute(BUMP_VERSION_SQL)));
  }

  get closed(): boolean {
    return this.#inner.closed;
  }

  get protocol(): string {
    return this.#inner.protocol;
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement = typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    if (!this.#tracking || !movesVersion(stmt.sql)) return this.#inner.execute(stmt);
    // A change on its own commits on its own: it and the version move in one transaction, and
    // only if it changed a row.
    const [result, version] = await this.#inner.batch([stmt, SCHEMA_CHANGE.test(stmt.sql) ? BUMP_VERSION_SQL : BUMP_VERSION_IF_CHANGED_SQL], "write");
    this.#wrote(versionIn(version));
    return result!;
  }

  async batch(stmts: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode): Promise<ResultSet[]> {
    if (!this.#tracking || !stmts.some((s) => movesVersion(sqlOf(s)))) return this.#inner.batch(stmts, mode);
    const results = await this.#inner.batch([...stmts, BUMP_VERSION_SQL], mode ?? "deferred");
    this.#wrote(versionIn(results.pop()));
    return results;
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    // Before tracking starts; migrateDatabase moves the version once they are applied.
    return this.#inner.migrate(stmts);
  }

  async transaction(mode?: TransactionMode): Promise<Transaction> {
    return this.#tracked(await this.#inner.transaction(mode));
  }

  async executeMultiple(sql: string): Promise<void> {
    await this.#inner.executeMultiple(sql);
    if (this.#tracking && movesVersion(sql)) this.#wrote(versionIn(await this.#inner.execute(BUMP_VERSION_SQL)));
  }

  sync(): Promise<Replicated> {
    return this.#inner.sync();
  }

  reconnect(): void {
    this.#inner.reconnect();
  }

  close(): void {
    this.#inner.close();
  }

  #wrote(version: number): void {
    if (version > this.#lastWritten) this.#lastWritten = version;
  }

  /**
   * A transaction that, if it changed anything, moves the version just before it commits. A write
   * that changed no row (a lease claim another instance won, a session already revoked) moves
   * nothing, so it retires nothing the instances keep.
   */
  #tracked(tx: Transaction): Transaction {
    let changed = false;
    const note = (sql: string, result: ResultSet) => {
      if (!changed && movesVersion(sql) && changedSomething(sql, result)) changed = true;
      return result;
    };
    return {
      execute: async (stmt: InStatement) => note(sqlOf(stmt), await tx.execute(stmt)),
      batch: async (stmts: InStatement[]) => {
        const results = await tx.batch(stmts);
        stmts.forEach((s, i) => note(sqlOf(s), results[i]!));
        return results;
      },
      executeMultiple: async (sql: string) => {
        await tx.executeMultiple(sql);
        if (movesVersion(sql)) changed = true;
      },
      rollback: () => tx.rollback(),
      commit: async () => {
        if (!this.#tracking || !changed) return tx.commit();
        const version = versionIn(await tx.execute(BUMP_VERSION_SQL));
        await tx.commit();
        this.#wrote(version);
      },
      close: () => tx.close(),
      get closed() {
        return tx.closed;
      },
    };
  }
}
