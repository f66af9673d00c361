// A change checked by doing it (the import's dry run, a bulk action's): the work runs inside one
// write transaction with the very code a commit runs, and is kept only when the work says so.
// Otherwise the transaction is rolled back, so a dry run cannot say anything a commit would not
// do, and a commit that meets a refused row writes nothing at all.
import type { Database, Tx } from "../db/connection.ts";

/** Thrown inside the transaction to roll it back once the answer is known. */
class RolledBack<T> extends Error {
  constructor(readonly answer: T) {
    super("rolled back on purpose");
  }
}

/** `work`'s answer, and whether its writes were kept (`keep` true) or rolled back. */
export async function keptOnlyIf<T>(database: Database, work: (tx: Tx) => Promise<{ answer: T; keep: boolean }>): Promise<{ answer: T; kept: boolean }> {
  try {
    return await database.write(async (tx) => {
      const { answer, keep } = await work(tx);
      if (!keep) throw new RolledBack(answer);
      return { answer, kept: true };
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
    return { answer: e.answer as T, kept: false };
  }
}
