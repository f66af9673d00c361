// Which migrations this installation has applied, by name, when, and the backup taken first: kept in
// the database itself so an operator can list them (README "Upgrades"). drizzle's own bookkeeping
// (__drizzle_migrations) holds only a hash and the migration's creation time, not its name nor when
// it ran. This table belongs to the migrator, like drizzle's, so it is made here before any
// migration runs (the very first one is logged too) and is not part of the product's schema.
import { sql } from "drizzle-orm";
import type { Database } from "./connection.ts";

export const MIGRATION_LOG_TABLE = "steward_migration_log";

export interface MigrationLogEntry {
  name: string;
  appliedAt: string;
  /** The file copied before it ran; null on a libSQL server or a database that was empty. */
  backup: string | null;
}

export async function ensureMigrationLog(database: Database): Promise<void> {
  await database.direct.run(
    sql`CREATE TABLE IF NOT EXISTS ${sql.identifier(MIGRATION_LOG_TABLE)} (name TEXT PRIMARY KEY NOT NULL, applied_at TEXT NOT NULL, backup TEXT)`,
  );
}

/** Several instances may apply the same migrations in a race: the first record of a name stands. */
export async function recordMigrations(database: Database, entries: MigrationLogEntry[]): Promise<void> {
  for (const e of entries) {
    await database.direct.run(
      sql`INSERT OR IGNORE INTO ${sql.identifier(MIGRATION_LOG_TABLE)} (name, applied_at, backup) VALUES (${e.name}, ${e.appliedAt}, ${e.backup})`,
    );
  }
}

/** Oldest first. */
export async function listMigrationLog(database: Database): Promise<MigrationLogEntry[]> {
  const rows = await database.db.all<{ name: string; applied_at: string; backup: string | null }>(
    sql`SELECT name, applied_at, backup FROM ${sql.identifier(MIGRATION_LOG_TABLE)} ORDER BY applied_at, name`,
  );
  return rows.map((r) => ({ name: String(r.name), appliedAt: String(r.applied_at), backup: r.backup === null ? null : String(r.backup) }));
}
