// Applies the committed drizzle-kit migrations in api/drizzle; already applied ones are skipped.
//
// Several instances may start at the same moment against one empty libSQL server. drizzle reads
// the applied set, then sends the pending statements as one batch (one transaction), so two
// instances can both find nothing applied: the first batch commits, the second fails ("table ...
// already exists") and, being one transaction, leaves nothing behind. So a failed attempt reads
// the applied set again: if someone else moved it on, it tries again against what is there now
// (usually finding nothing left to do); if nobody did, the error is real and start-up stops.
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/libsql/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Database } from "./connection.ts";

const MIGRATIONS_TABLE = "__drizzle_migrations";
/** Each instance that loses a race needs one more attempt; this many covers a crowd starting at once. */
export const MIGRATION_ATTEMPTS = 10;

export interface MigrateOptions {
  /** Waits between attempts; tests may pass one that does not sleep. */
  pause?: (attempt: number) => Promise<void>;
}

const defaultPause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random())));

export async function migrateDatabase(database: Database, migrationsFolder: string, options: MigrateOptions = {}): Promise<void> {
  const pause = options.pause ?? defaultPause;
  for (let attempt = 1; ; attempt++) {
    const before = await appliedMigrations(database);
    try {
      await migrate(database.direct, { migrationsFolder });
      // From here on every change moves the change version; applying migrations moved it once
      // (instances already running may have kept answers from before them).
      await database.trackChanges?.(before.count < migrationsIn(migrationsFolder).length);
      return;
    } catch (error) {
      // An embedded replica reads its local file: bring it up to what the server now holds.
      await database.sync?.();
      const after = await appliedMigrations(database);
      const someoneElseMigrated = after.count !== before.count || after.newest !== before.newest;
      if (attempt >= MIGRATION_ATTEMPTS || !(someoneElseMigrated || isRaceSymptom(error))) throw error;
      await pause(attempt);
    }
  }
}

/** How many migrations the database records as applied, and the newest one's creation time. */
export async function appliedMigrations(database: Database): Promise<{ count: number; newest: number }> {
  const table = await database.db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${MIGRATIONS_TABLE}`,
  );
  if (Number(table[0]?.n ?? 0) === 0) return { count: 0, newest: 0 };
  const [row] = await database.db.all<{ n: number; newest: number | null }>(
    sql`SELECT count(*) AS n, max(created_at) AS newest FROM ${sql.identifier(MIGRATIONS_TABLE)}`,
  );
  return { count: Number(row?.n ?? 0), newest: Number(row?.newest ?? 0) };
}

/** The migrations in the folder, oldest first: what a fully migrated database records. */
export function migrationsIn(migrationsFolder: string): Array<{ hash: string; createdAt: number }> {
  return readMigrationFiles({ migrationsFolder }).map((m) => ({ hash: m.hash, createdAt: m.folderMillis }));
}

/**
 * Another writer holds the lock, or the schema is already there although the applied set read
 * before did not say so: through a libSQL server's replica, that read may come before the other
 * instance's migration has reached the replica, so the re-read can still show the old set.
 */
function isRaceSymptom(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const text = `${(e as { code?: unknown }).code ?? ""} ${e.message}`;
    if (/SQLITE_BUSY|SQLITE_LOCKED|database is locked|already exists/i.test(text)) return true;
  }
  return false;
}
