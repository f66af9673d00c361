// On a libSQL server every statement is a round trip, and the trip, not the statement, is what
// costs: on loopback sqld answered ~3,000 single SELECTs a second but ~35,000 in batches of 16
// (docs/performance.md). So plain reads that are waiting while others are on the wire travel
// together as one read batch. With nothing on the wire a read goes at once: no read ever waits for
// a timer.
//
// Every statement sent to `execute` is a read and goes on the read connection, in a read batch;
// the product's changes go through `Database.write`, a transaction on the other connection. No
// statement is classified by its text. sqld does not refuse a write inside a read batch (its
// BEGIN READONLY is not enforced), so every batch ends with READ_ONLY_GUARD: SQLite's own count
// of rows changed on the batch's connection must still be 0, or the batch fails before it
// commits and the caller gets a ChangeOnReadPath: loud, and nothing changed.
//
// Once the change version is tracked (change-version.ts), every read batch also reads the version,
// in the same read transaction, and:
// - a batch that finds the version lower than this instance's own last write, or than a version
//   it has already seen, was answered by a replica that has not caught up: it is asked again a
//   moment later, up to CATCH_UP_WAIT_MS, so an instance reads its own writes and never goes back.
// - `changeVersion()` is the version read by a batch sent after it was called; within one HTTP
//   request (`withinRequest`), once a batch sent after the request began has read the version,
//   later calls are answered with it, so the request's kept answers (kept-answers.ts) are checked
//   once. A change this instance commits ends that (read-your-writes).
import { AsyncLocalStorage } from "node:async_hooks";
import { LibsqlBatchError, type Client, type InArgs, type InStatement, type Replicated, type ResultSet, type Transaction, type TransactionMode } from "@libsql/client";
import { READ_VERSION_SQL, versionIn, type ChangeTrackingClient } from "./change-version.ts";
import { DatabaseUnreachable } from "./unreachable.ts";

/** Fails (malformed JSON) when anything was changed on the connection: each batch has its own. */
export const READ_ONLY_GUARD = "SELECT CASE WHEN total_changes() = 0 THEN 0 ELSE json('a change on the read path') END";

/** A statement sent as a read changed rows; it was rolled back. Changes go through Database.write. */
export class ChangeOnReadPath extends Error {
  constructor(cause: unknown) {
    super("a statement sent on the read path changed rows and was rolled back: every change goes through Database.write", { cause });
    this.name = "ChangeOnReadPath";
  }
}

/** The reads of one batch, guarded; an error of the guard itself becomes a ChangeOnReadPath. */
async function readBatch(client: Client, stmts: InStatement[]): Promise<ResultSet[]> {
  try {
    const results = await client.batch([...stmts, READ_ONLY_GUARD], "read");
    results.pop();
    return results;
  } catch (error) {
    if (error instanceof LibsqlBatchError && error.statementIndex === stmts.length) throw new ChangeOnReadPath(error);
    throw error;
  }
}

/** Batches on the wire at once; further reads queue behind them and leave together. */
export const READ_BATCHES_IN_FLIGHT = 2;
export const MAX_READS_PER_BATCH = 64;
/** How long a read waits for a replica to show this instance's own last write before it is a 503. */
export const CATCH_UP_WAIT_MS = 5000;

/** A replica did not show a version this instance had already written or seen within CATCH_UP_WAIT_MS. */
export class ReplicaBehind extends DatabaseUnreachable {
  constructor(wanted: number, found: number) {
    super(new Error(`the replica shows change ${found}, this instance needs ${wanted}`));
    this.name = "ReplicaBehind";
  }
}

/** One HTTP request's reads: per client, the newest version a batch sent after it began has read. */
interface RequestReads {
  versions: Map<CoalescingClient, number>;
}
const requestReads = new AsyncLocalStorage<RequestReads>();

/** Runs one request's handling: its reads may share one check of the change version (see above). */
export function withinRequest<T>(handle: () => Promise<T>): Promise<T> {
  return requestReads.run({ versions: new Map() }, handle);
}

type Waiting = { since: number; request: RequestReads | undefined } & (
  | { kind: "read"; stmt: InStatement; resolve: (result: ResultSet) => void; reject: (error: unknown) => void }
  | { kind: "version"; resolve: (version: number) => void; reject: (error: unknown) => void }
);

export class CoalescingClient implements Client {
  readonly #inner: Client;
  /** Where plain reads and version reads go; the same as `#inner` unless a client of their own was given. */
  readonly #reads: Client;
  readonly #tracking: ChangeTrackingClient | undefined;
  #waiting: Waiting[] = [];
  #inFlight = 0;
  /** The highest version any batch has shown. */
  #seen = 0;
  /** Trips to the server that read the change version (with or without reads beside it). */
  batches = 0;

  /**
   * `inner` takes transactions, batches, migrations and scripts; `tracking` is the
   * change-tracking client among them (without it reads are only gathered); `reads`, if given,
   * a connection of the reads' own, so that a write transaction waiting for the server's write lock
   * never holds up reads queued behind it on the same connection.
   */
  constructor(inner: Client, tracking?: ChangeTrackingClient, reads?: Client) {
    this.#inner = inner;
    this.#tracking = tracking;
    this.#reads = reads ?? inner;
  }

  get closed(): boolean {
    return this.#inner.closed;
  }

  get protocol(): string {
    return this.#inner.protocol;
  }

  /**
   * The change version as read by a batch sent after this call: what was read under it still
   * stands if it is the same. NaN while changes are not tracked, so that nothing ever matches.
   */
  changeVersion(): Promise<number> {
    if (!this.#tracking?.tracking) return Promise.resolve(Number.NaN);
    const request = requestReads.getStore();
    const checked = this.#checkedInRequest(request);
    if (checked !== undefined) return Promise.resolve(checked);
    return new Promise<number>((resolve, reject) => {
      this.#waiting.push({ kind: "version", resolve, reject, since: Date.now(), request });
      this.#send();
    });
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement = typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    const request = requestReads.getStore();
    return new Promise<ResultSet>((resolve, reject) => {
      this.#waiting.push({ kind: "read", stmt, resolve, reject, since: Date.now(), request });
      this.#send();
    });
  }

  batch(stmts: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode): Promise<ResultSet[]> {
    return this.#inner.batch(stmts, mode);
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#inner.migrate(stmts);
  }

  transaction(mode?: TransactionMode): Promise<Transaction> {
    return this.#inner.transaction(mode);
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#inner.executeMultiple(sql);
  }

  sync(): Promise<Replicated> {
    return this.#inner.sync();
  }

  reconnect(): void {
    this.#inner.reconnect();
    if (this.#reads !== this.#inner) this.#reads.reconnect();
  }

  close(): void {
    this.#inner.close();
    if (this.#reads !== this.#inner) this.#reads.close();
  }

  /** The version this request has already checked, unless this instance has written since. */
  #checkedInRequest(request: RequestReads | undefined): number | undefined {
    if (!this.#tracking?.tracking) return undefined;
    const version = request?.versions.get(this);
    return version !== undefined && version >= this.#tracking.lastWritten ? version : undefined;
  }

  /** Nothing older than this may be read: this instance's own last write, or what it has seen. */
  #floor(): number {
    return Math.max(this.#seen, this.#tracking?.lastWritten ?? 0);
  }

  #send(): void {
    while (this.#inFlight < READ_BATCHES_IN_FLIGHT && this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, MAX_READS_PER_BATCH);
      this.#inFlight++;
      const run = this.#tracking?.tracking ? this.#runVersioned(group) : this.#runPlain(group);
      void run.finally(() => {
        this.#inFlight--;
        this.#send();
      });
    }
  }

  /** Before the change version is tracked (migrations): the reads go together. */
  async #runPlain(group: Waiting[]): Promise<void> {
    const reads = group.filter((w): w is Waiting & { kind: "read" } => w.kind === "read");
    for (const w of group) if (w.kind === "version") w.resolve(Number.NaN);
    if (reads.length === 0) return;
    try {
      const results = await readBatch(this.#reads, reads.map((w) => w.stmt));
      reads.forEach((w, i) => w.resolve(results[i]!));
      return;
    } catch (error) {
      if (reads.length === 1) return reads[0]!.reject(error);
      // One failing statement fails its whole batch: each is asked again on its own, so each
      // caller gets its own answer or error. Reads can be repeated without harm.
    }
    await Promise.all(reads.map((w) => this.#runPlain([w])));
  }

  async #runVersioned(group: Waiting[]): Promise<void> {
    const reads = group.filter((w): w is Waiting & { kind: "read" } => w.kind === "read");
    this.batches++;
    let results: ResultSet[];
    try {
      results = reads.length === 0 ? [await this.#reads.execute(READ_VERSION_SQL)] : await readBatch(this.#reads, [READ_VERSION_SQL, ...reads.map((w) => w.stmt)]);
    } catch (error) {
      if (reads.length === 0 || group.length === 1) {
        // The version itself, or the one read sent alone with it, failed: that is the answer.
        for (const w of group) w.reject(error);
        return;
      }
      // One failing statement fails its whole batch: each is asked again on its own, so each
      // caller gets its own answer or error. Reads can be repeated without harm.
      const versions = group.filter((w) => w.kind === "version");
      await Promise.all([...reads.map((w) => this.#runVersioned([w])), versions.length > 0 ? this.#runVersioned(versions) : undefined]);
      return;
    }

    const version = versionIn(results[0]);
    const floor = this.#floor();
    if (version < floor) {
      // A replica that has not yet applied what this instance wrote or saw: ask again shortly.
      const oldest = Math.min(...group.map((w) => w.since));
      if (Date.now() - oldest > CATCH_UP_WAIT_MS) {
        const error = new ReplicaBehind(floor, version);
        for (const w of group) w.reject(error);
        return;
      }
      await new Promise((r) => setTimeout(r, 2));
      this.#waiting.unshift(...group);
      return;
    }
    if (version > this.#seen) this.#seen = version;
    // Every request with a read in this batch began before it was sent.
    for (const w of group) {
      if (w.request && (w.request.versions.get(this) ?? -1) < version) w.request.versions.set(this, version);
    }

    reads.forEach((w, i) => w.resolve(results[i + 1]!));
    for (const w of group) if (w.kind === "version") w.resolve(version);
  }
}
