// On a libSQL server every statement is a round trip, and the trip, not the statement, is what
// costs: on loopback sqld answered ~3,000 single SELECTs a second but ~35,000 in batches of 16
// (docs/performance.md). So plain reads that are waiting while others are on the wire travel
// together as one read batch. With nothing on the wire a read goes at once and alone: no read ever
// waits for a timer, and a quiet server sees exactly the statements it saw before.
import type { Client, InArgs, InStatement, Replicated, ResultSet, Transaction, TransactionMode } from "@libsql/client";

/** Only these are gathered: a batch is one transaction, and a write must never ride in a read one. */
const PLAIN_READ = /^\s*select\b/i;
/** Batches on the wire at once; further reads queue behind them and leave together. */
export const READ_BATCHES_IN_FLIGHT = 2;
export const MAX_READS_PER_BATCH = 64;

interface Waiting {
  stmt: InStatement;
  resolve: (result: ResultSet) => void;
  reject: (error: unknown) => void;
}

export class CoalescingClient implements Client {
  readonly #inner: Client;
  #waiting: Waiting[] = [];
  #inFlight = 0;

  constructor(inner: Client) {
    this.#inner = inner;
  }

  get closed(): boolean {
    return this.#inner.closed;
  }

  get protocol(): string {
    return this.#inner.protocol;
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt: InStatement = typeof stmtOrSql === "string" ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    if (!PLAIN_READ.test(stmt.sql)) return this.#inner.execute(stmt);
    return new Promise<ResultSet>((resolve, reject) => {
      this.#waiting.push({ stmt, resolve, reject });
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
  }

  close(): void {
    this.#inner.close();
  }

  #send(): void {
    while (this.#inFlight < READ_BATCHES_IN_FLIGHT && this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, MAX_READS_PER_BATCH);
      this.#inFlight++;
      void this.#run(group).finally(() => {
        this.#inFlight--;
        this.#send();
      });
    }
  }

  async #run(group: Waiting[]): Promise<void> {
    if (group.length > 1) {
      try {
        const results = await this.#inner.batch(group.map((w) => w.stmt), "read");
        group.forEach((w, i) => w.resolve(results[i]!));
        return;
      } catch {
        // One failing statement fails its whole batch: each is asked again on its own, so each
        // caller gets its own answer or error. Reads can be repeated without harm.
      }
    }
    await Promise.all(group.map(async (w) => this.#inner.execute(w.stmt).then(w.resolve, w.reject)));
  }
}
