// On a libSQL server every statement is a round trip, and the trip, not the statement, is what
// costs: on loopback sqld answered ~3,000 single SELECTs a second but ~35,000 in batches of 16
// (docs/performance.md). So plain reads that are waiting while others are on the wire travel
// together as one read batch. With nothing on the wire a read goes at once: no read ever waits for
// a timer.
//
// Once the change version is tracked (change-version.ts), every read batch also reads the version,
// in the same read transaction, and:
// - an answer is kept under the version it was read at. A later identical read is answered from
//   what was kept only when the version read of a batch sent after that read was asked finds the
//   same version: the answer is then exactly what the server would have given at that moment, and
//   the read cost the server one tiny statement instead of its own. Any change, by any instance,
//   moves the version and retires everything kept.
// - a batch that finds the version lower than this instance's own last write, or than a version
//   it has already seen, was answered by a replica that has not caught up: it is asked again a
//   moment later, up to CATCH_UP_WAIT_MS, so an instance reads its own writes and never goes back.
// - within one HTTP request (`withinRequest`), once a batch sent after the request began has read
//   the version, a read that has an answer kept under that same version is answered at once, with
//   no trip at all: the request then reads the data as it was at that moment, as if it had read
//   everything in one snapshot there. A change this instance commits ends that (read-your-writes).
import { AsyncLocalStorage } from "node:async_hooks";
import type { Client, InArgs, InStatement, Replicated, ResultSet, Transaction, TransactionMode } from "@libsql/client";
import { namesUnversionedTable, READ_VERSION_SQL, versionIn, type ChangeTrackingClient } from "./change-version.ts";
import { DatabaseUnreachable } from "./unreachable.ts";

/** Only these are gathered: a batch is one transaction, and a write must never ride in a read one. */
const PLAIN_READ = /^\s*select\b/i;
/**
 * Reads whose answer depends on more than the data: never answered from what was kept (nor are
 * reads of the tables whose changes do not move the version, change-version.ts).
 */
const NOT_REPEATABLE = /\b(random|randomblob|changes|total_changes|last_insert_rowid|current_date|current_time|current_timestamp)\b|'now'/i;
/** Batches on the wire at once; further reads queue behind them and leave together. */
export const READ_BATCHES_IN_FLIGHT = 2;
export const MAX_READS_PER_BATCH = 64;
/** Kept answers: at most this many, and about this many bytes of values in all. */
export const KEPT_ANSWERS = 4096;
export const KEPT_ANSWER_BYTES = 16 * 1024 * 1024;
/** An answer larger than this (an export page) is not kept. */
export const MAX_KEPT_ANSWER_BYTES = 256 * 1024;
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
  | { kind: "read"; stmt: InStatement; key: string | undefined; resolve: (result: ResultSet) => void; reject: (error: unknown) => void; send?: boolean }
  | { kind: "version"; resolve: (version: number) => void; reject: (error: unknown) => void }
);

interface Kept {
  version: number;
  result: ResultSet;
  bytes: number;
}

export interface KeptAnswers {
  /** Reads answered from what was kept, and reads sent to the server. */
  hits: number;
  misses: number;
  /** Trips to the server that read the change version (with or without reads beside it). */
  batches: number;
}

export class CoalescingClient implements Client {
  readonly #inner: Client;
  /** Where plain reads and version reads go; the same as `#inner` unless a client of their own was given. */
  readonly #reads: Client;
  readonly #tracking: ChangeTrackingClient | undefined;
  #waiting: Waiting[] = [];
  #inFlight = 0;
  #kept = new Map<string, Kept>();
  #keptBytes = 0;
  /** The highest version any batch has shown. */
  #seen = 0;
  readonly stats: KeptAnswers = { hits: 0, misses: 0, batches: 0 };

  /**
   * `inner` takes writes, transactions and anything else that is not a plain read; `tracking` is
   * the change-tracking client among them (without it reads are only gathered); `reads`, if given,
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
    if (!PLAIN_READ.test(stmt.sql)) return this.#inner.execute(stmt);
    const key = NOT_REPEATABLE.test(stmt.sql) || namesUnversionedTable(stmt.sql) ? undefined : `${stmt.sql}\u0000${JSON.stringify(stmt.args ?? [])}`;
    const request = requestReads.getStore();
    const checked = this.#checkedInRequest(request);
    if (checked !== undefined && key !== undefined) {
      const kept = this.#kept.get(key);
      if (kept?.version === checked) return Promise.resolve(this.#hit(key, kept));
    }
    return new Promise<ResultSet>((resolve, reject) => {
      this.#waiting.push({ kind: "read", stmt, key, resolve, reject, since: Date.now(), request });
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

  #hit(key: string, kept: Kept): ResultSet {
    this.stats.hits++;
    // Most recently used last: the oldest answers leave first.
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept.result;
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

  /** Without a change version: the reads go together, and nothing is kept. */
  async #runPlain(group: Waiting[]): Promise<void> {
    const reads = group.filter((w): w is Waiting & { kind: "read" } => w.kind === "read");
    for (const w of group) if (w.kind === "version") w.resolve(Number.NaN);
    if (reads.length > 1) {
      try {
        const results = await this.#reads.batch(reads.map((w) => w.stmt), "read");
        reads.forEach((w, i) => w.resolve(results[i]!));
        return;
      } catch {
        // One failing statement fails its whole batch: each is asked again on its own, so each
        // caller gets its own answer or error. Reads can be repeated without harm.
      }
    }
    await Promise.all(reads.map(async (w) => this.#reads.execute(w.stmt).then(w.resolve, w.reject)));
  }

  async #runVersioned(group: Waiting[]): Promise<void> {
    // What goes on the wire: the version first, then each distinct read that has nothing kept
    // under the newest version known. The others only need the version to be what they were kept at.
    const known = this.#floor();
    const toSend = new Map<string, { stmt: InStatement; waiting: Array<Waiting & { kind: "read" }> }>();
    const toCheck: Array<Waiting & { kind: "read" }> = [];
    const versions: Array<Waiting & { kind: "version" }> = [];
    let distinct = 0;
    for (const w of group) {
      if (w.kind === "version") {
        versions.push(w);
        continue;
      }
      const kept = w.key === undefined ? undefined : this.#kept.get(w.key);
      if (!w.send && kept && kept.version === known) {
        toCheck.push(w);
        continue;
      }
      const id = w.key ?? `#${distinct++}`;
      const entry = toSend.get(id) ?? { stmt: w.stmt, waiting: [] };
      entry.waiting.push(w);
      toSend.set(id, entry);
    }
    const sent = [...toSend.entries()];
    this.stats.batches++;
    let results: ResultSet[];
    try {
      results = sent.length === 0 ? [await this.#reads.execute(READ_VERSION_SQL)] : await this.#reads.batch([READ_VERSION_SQL, ...sent.map(([, e]) => e.stmt)], "read");
    } catch (error) {
      if (sent.length <= 1 && toCheck.length === 0 && versions.length === 0) {
        for (const [, e] of sent) for (const w of e.waiting) w.reject(error);
        return;
      }
      if (sent.length === 0) {
        // The version itself could not be read: the server is the problem, not a statement.
        for (const w of group) w.reject(error);
        return;
      }
      // One failing statement fails its whole batch: each is asked again on its own, so each
      // caller gets its own answer or error. Reads can be repeated without harm.
      await Promise.all([...sent.map(([, e]) => this.#runVersioned(e.waiting)), toCheck.length + versions.length > 0 ? this.#runVersioned([...toCheck, ...versions]) : undefined]);
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

    sent.forEach(([id, e], i) => {
      const result = results[i + 1]!;
      if (!id.startsWith("#")) this.#keep(id, version, result);
      this.stats.misses += e.waiting.length;
      for (const w of e.waiting) w.resolve(result);
    });
    const stale: Waiting[] = [];
    for (const w of toCheck) {
      const kept = this.#kept.get(w.key!);
      if (kept && kept.version === version) {
        w.resolve(this.#hit(w.key!, kept));
      } else {
        stale.push({ ...w, send: true });
      }
    }
    for (const w of versions) w.resolve(version);
    // Kept under a version that has just moved on: asked again at the head of the queue.
    if (stale.length > 0) this.#waiting.unshift(...stale);
  }

  #keep(key: string, version: number, result: ResultSet): void {
    const bytes = sizeOf(result);
    const old = this.#kept.get(key);
    if (old) {
      this.#kept.delete(key);
      this.#keptBytes -= old.bytes;
    }
    if (bytes > MAX_KEPT_ANSWER_BYTES) return;
    // Shared by every later caller: nobody may change it.
    for (const row of result.rows) Object.freeze(row);
    Object.freeze(result.rows);
    this.#kept.set(key, { version, result, bytes });
    this.#keptBytes += bytes;
    for (const [oldestKey, oldest] of this.#kept) {
      if (this.#kept.size <= KEPT_ANSWERS && this.#keptBytes <= KEPT_ANSWER_BYTES) break;
      this.#kept.delete(oldestKey);
      this.#keptBytes -= oldest.bytes;
    }
  }
}

/** About how many bytes an answer's values take: what the limits count. */
function sizeOf(result: ResultSet): number {
  let bytes = 64 + result.columns.length * 16;
  for (const row of result.rows) {
    bytes += 16;
    for (let i = 0; i < row.length; i++) {
      const v = row[i];
      bytes += typeof v === "string" ? 2 * v.length + 16 : v instanceof ArrayBuffer ? v.byteLength + 16 : 8;
      if (bytes > MAX_KEPT_ANSWER_BYTES) return bytes;
    }
  }
  return bytes;
}
