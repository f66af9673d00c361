// The change version: one number in the database (table change_version) that every transaction
// changing data through a libSQL server or an embedded replica moves, inside the transaction
// itself. SQLite's `data_version` tells a process on a database file that anything was committed;
// a libSQL server tells nothing, so this number is what several instances compare:
// - an instance keeps answers under the number they were read at and serves one again only after
//   a read of the number, sent after the question was asked, finds it unchanged (kept-answers);
// - an instance reading through a sqld replica knows the number of its own last write and reads
//   nothing older than it (read-your-writes, coalescing-client.ts);
// - an instance on an embedded replica compares the server's number with its file's before it
//   answers who is calling (embedded-replica.ts).
//
// No statement is classified by its text: a transaction moves the number when one of its
// statements reported a changed row (SQLite's own count, `rowsAffected`), or ran a script whose
// effect is unknown. Housekeeping that no kept answer depends on (the scheduler's leases) says so
// where it writes (`Database.write(fn, { keptAnswersDependOnIt: false })`) and goes through the
// untracked client underneath. A change made to the server's data by another program (a
// hand-written UPDATE) must move it too, in the same transaction (BUMP_VERSION_SQL), or the
// instances may go on serving what they kept: README.
import type { Client, InArgs, InStatement, Replicated, ResultSet, Transaction, TransactionMode } from "@libsql/client";

export const READ_VERSION_SQL = "SELECT coalesce(max(version), 0) AS version FROM change_version";
export const BUMP_VERSION_SQL =
  "INSERT INTO change_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1 RETURNING version";

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

  /** The client underneath, whose changes move nothing: housekeeping no kept answer depends on. */
  get untracked(): Client {
    return this.#inner;
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
  // Outside a transaction (migrations, the seed, tests' fixtures; never the product, whose every
  // change goes through `Database.write`): a statement that changed a row moves the version right
  // after it committed. Until then a reader may keep the new rows under the old number, which only
  // costs it a read again; it can never keep old rows under the new one.
  async execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const result = await (typeof stmtOrSql === "string" ? this.#inner.execute(stmtOrSql, args) : this.#inner.execute(stmtOrSql));
    if (this.#tracking && result.rowsAffected > 0) await this.#bump();
    return result;
  }

  async batch(stmts: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode): Promise<ResultSet[]> {
    const results = await this.#inner.batch(stmts, mode);
    if (this.#tracking && results.some((r) => r.rowsAffected > 0)) await this.#bump();
    return results;
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    // Before tracking starts; migrateDatabase moves the version once they are applied.
    return this.#inner.migrate(stmts);
  }

  async transaction(mode?: TransactionMode): Promise<Transaction> {
    return this.#tracked(await this.#inner.transaction(mode));
  }

  /** A script's effect is not reported: it always moves the version. */
  async executeMultiple(sql: string): Promise<void> {
    await this.#inner.executeMultiple(sql);
    if (this.#tracking) await this.#bump();
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

  async #bump(): Promise<void> {
    this.#wrote(versionIn(await this.#inner.execute(BUMP_VERSION_SQL)));
  }

  #wrote(version: number): void {
    if (version > this.#lastWritten) this.#lastWritten = version;
  }

  /**
   * A transaction that, if any of its statements changed a row, moves the version just before it
   * commits, in the transaction. One that changed no row (a session already revoked, a fan-out
   * that found nothing to do) moves nothing, so it retires nothing the instances keep.
   */
  #tracked(tx: Transaction): Transaction {
    let changed = false;
    const note = (result: ResultSet) => {
      if (result.rowsAffected > 0) changed = true;
      return result;
    };
    return {
      execute: async (stmt: InStatement) => note(await tx.execute(stmt)),
      batch: async (stmts: InStatement[]) => {
        const results = await tx.batch(stmts);
        results.forEach(note);
        return results;
      },
      executeMultiple: async (sql: string) => {
        await tx.executeMultiple(sql);
        changed = true;
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
