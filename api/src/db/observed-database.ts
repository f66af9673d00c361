// The database's waits, told to the metrics (metrics/metrics.ts) when they are on; when they are
// off this is never called and nothing is wrapped. A change is timed from its call to the moment
// its transaction has begun (this process's queue and the database's write lock) and from there to
// its commit; a read outside a change, around the client's execute and batch.
import type { Database, Tx } from "./connection.ts";

export interface DatabaseObserver {
  observeWrite(waitSeconds: number, insideSeconds: number): void;
  observeRead(seconds: number): void;
}

export function observeDatabase(database: Database, observer: DatabaseObserver): Database {
  const { client } = database;
  const write = database.write;
  const timedWrite: Database["write"] = async (fn, options) => {
    const called = performance.now();
    let began = called;
    try {
      return await write((tx: Tx) => {
        began = performance.now();
        return fn(tx);
      }, options);
    } finally {
      // A change that never began (its wait ended in a refusal) counts its whole time as waiting.
      const ended = performance.now();
      const begun = began === called ? ended : began;
      observer.observeWrite((begun - called) / 1000, (ended - begun) / 1000);
    }
  };
  // drizzle's reads call the client's own execute and batch: timed on this one instance.
  for (const method of ["execute", "batch"] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const started = performance.now();
      try {
        return await original(...args);
      } finally {
        observer.observeRead((performance.now() - started) / 1000);
      }
    };
  }
  return { ...database, write: timedWrite };
}
