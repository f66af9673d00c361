// Fast bulk writes for the seed: multi-row INSERTs, as many rows per statement as SQLite's
// variable limit allows, inside the caller's transaction.
import type { InValue, Transaction } from "@libsql/client";
import type { Row } from "./institution.ts";

/** SQLite's default SQLITE_MAX_VARIABLE_NUMBER is 32766; stay well under it. */
const MAX_VARIABLES = 30_000;

export async function insertRows(tx: Transaction, table: string, rows: readonly Row[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perStatement = Math.max(1, Math.floor(MAX_VARIABLES / columns.length));
  const tuple = `(${columns.map(() => "?").join(",")})`;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const args: InValue[] = [];
    for (const row of chunk) for (const c of columns) args.push(row[c] ?? null);
    await tx.execute({
      sql: `INSERT INTO ${table} (${columns.join(",")}) VALUES ${chunk.map(() => tuple).join(",")}`,
      args,
    });
  }
}
