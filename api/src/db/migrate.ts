// Applies the committed drizzle-kit migrations in api/drizzle; already applied ones are skipped.
// Each one applied is logged by name and time and recorded (migration-log.ts); on a database file a
// copy is taken first (backup-before-upgrade.ts); a database that has applied a migration this
// build does not know was made by a newer build, and is refused before anything is touched.
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
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./connection.ts";
import { backupBeforeUpgrade } from "./backup-before-upgrade.ts";
import { ensureMigrationLog, MIGRATION_LOG_TABLE, recordMigrations, type MigrationLogEntry } from "./migration-log.ts";

const MIGRATIONS_TABLE = "__drizzle_migrations";
/** Each instance that loses a race needs one more attempt; this many covers a crowd starting at once. */
export const MIGRATION_ATTEMPTS = 10;

export interface MigrateOptions {
  /** Waits between attempts; tests may pass one that does not sleep. */
  pause?: (attempt: number) => Promise<void>;
  /** The database file's path: set, a copy is taken before pending migrations run. */
  backupFileAt?: string | undefined;
  /** Told of each migration applied, and of the backup (or why there is none). */
  log?: (message: string, fields: Record<string, unknown>) => void;
  now?: () => Date;
}

export interface MigrationOutcome {
  applied: MigrationLogEntry[];
  backup: string | null;
}

/** A database that has applied migrations this build does not know: made by a newer build. */
export class NewerSchemaError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `The database has ${unknown.length === 1 ? "a migration" : `${unknown.length} migrations`} this version of Steward does not know ` +
        `(${unknown.join(", ")}): it was upgraded by a newer version. Start that newer version (or a later one); ` +
        `to go back to this one, restore the backup taken before that upgrade (README "Upgrades"). Nothing was changed.`,
    );
    this.name = "NewerSchemaError";
  }
}

const defaultPause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random())));

export async function migrateDatabase(database: Database, migrationsFolder: string, options: MigrateOptions = {}): Promise<MigrationOutcome> {
  const pause = options.pause ?? defaultPause;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const known = migrationsIn(migrationsFolder);
  let backup: string | null = null;
  for (let attempt = 1; ; attempt++) {
    const before = await appliedMigrations(database);
    const unknown = await unknownMigrations(database, known);
    if (unknown.length > 0) throw new NewerSchemaError(unknown);
    const pending = known.filter((m) => m.createdAt > before.newest);
    try {
      if (pending.length > 0) {
        await ensureMigrationLog(database);
        // An empty database has nothing to lose; a copy is only worth taking of one with data.
        if (backup === null && before.count > 0 && options.backupFileAt !== undefined) {
          backup = await backupBeforeUpgrade(database, options.backupFileAt, pending[0]!.name, now());
          log("backup taken before upgrading", { backup, pending: pending.map((m) => m.name) });
        } else if (before.count > 0 && options.backupFileAt === undefined) {
          log("no file backup before upgrading: the database is a libSQL server, back it up the server's way first (README \"Upgrades\")", {
            pending: pending.map((m) => m.name),
          });
        }
      }
      await migrate(database.direct, { migrationsFolder });
      const appliedAt = now().toISOString();
      const applied = pending.map((m) => ({ name: m.name, appliedAt, backup }));
      await recordMigrations(database, applied);
      for (const m of applied) log("migration applied", { migration: m.name, at: m.appliedAt });
      // From here on every change moves the change version; applying migrations moved it once
      // (instances already running may have kept answers from before them).
      await database.trackChanges?.(before.count < known.length);
      return { applied, backup };
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
  if (!(await hasMigrationsTable(database))) return { count: 0, newest: 0 };
  const [row] = await database.db.all<{ n: number; newest: number | null }>(
    sql`SELECT count(*) AS n, max(created_at) AS newest FROM ${sql.identifier(MIGRATIONS_TABLE)}`,
  );
  return { count: Number(row?.n ?? 0), newest: Number(row?.newest ?? 0) };
}

async function hasMigrationsTable(database: Database): Promise<boolean> {
  const table = await database.db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${MIGRATIONS_TABLE}`,
  );
  return Number(table[0]?.n ?? 0) > 0;
}

/**
 * Migrations the database records that are not in this build's folder, named as the log names
 * them when it can (a newer build logged them), else by their creation time. drizzle itself
 * would skip past them silently: it only compares creation times with the newest applied.
 */
async function unknownMigrations(database: Database, known: Array<{ name: string; createdAt: number }>): Promise<string[]> {
  if (!(await hasMigrationsTable(database))) return [];
  const knownTimes = new Set(known.map((m) => m.createdAt));
  const rows = await database.db.all<{ created_at: number }>(sql`SELECT created_at FROM ${sql.identifier(MIGRATIONS_TABLE)} ORDER BY created_at`);
  const strangers = rows.map((r) => Number(r.created_at)).filter((t) => !knownTimes.has(t));
  if (strangers.length === 0) return [];
  const names = await namesLoggedBeyond(database, new Set(known.map((m) => m.name)));
  return strangers.map((t, i) => names[i] ?? `one made ${new Date(t).toISOString()}`);
}

/** The names a newer build logged that this one does not know, oldest first (empty if it kept no log). */
async function namesLoggedBeyond(database: Database, knownNames: Set<string>): Promise<string[]> {
  try {
    const rows = await database.db.all<{ name: string }>(sql`SELECT name FROM ${sql.identifier(MIGRATION_LOG_TABLE)} ORDER BY name`);
    return rows.map((r) => String(r.name)).filter((name) => !knownNames.has(name));
  } catch {
    return [];
  }
}

/** The migrations in the folder, oldest first, by name: what a fully migrated database records. */
export function migrationsIn(migrationsFolder: string): Array<{ name: string; hash: string; createdAt: number }> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: Array<{ tag: string; when: number }> };
  const nameAt = new Map(journal.entries.map((e) => [e.when, e.tag]));
  return readMigrationFiles({ migrationsFolder }).map((m) => ({ name: nameAt.get(m.folderMillis) ?? String(m.folderMillis), hash: m.hash, createdAt: m.folderMillis }));
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
