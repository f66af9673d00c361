// Before pending migrations run on a database file, a consistent copy of it is taken (README
// "Upgrades"): SQLite's VACUUM INTO writes a snapshot as of one read transaction, so it is whole
// even while another process writes. The copies go to a `backups` folder beside the database (the
// folder the server may already write to) and only the newest BACKUPS_KEPT are kept.
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Database } from "./connection.ts";

export const BACKUPS_KEPT = 5;
export const BACKUP_FOLDER = "backups";

/** `<name>-<UTC time>-before-<migration>.db`: the time first, so names sort oldest first per database. */
function backupName(databasePath: string, firstPending: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return `${basename(databasePath).replace(/\.db$/, "")}-${stamp}-before-${firstPending}.db`;
}

export async function backupBeforeUpgrade(database: Database, databasePath: string, firstPending: string, at: Date): Promise<string> {
  const folder = join(dirname(databasePath), BACKUP_FOLDER);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  let target = join(folder, backupName(databasePath, firstPending, at));
  // Two instances on one file starting in the same second: each keeps its own copy.
  for (let n = 2; await exists(target); n++) target = join(folder, backupName(databasePath, `${firstPending}-${n}`, at));
  // A script runs on a connection of its own outside any transaction (VACUUM refuses to run inside
  // one, and the file client wraps a lone writing statement in one); a script takes no arguments,
  // so the path is written as an SQL string literal.
  await database.direct.$client.executeMultiple(`VACUUM INTO '${target.replaceAll("'", "''")}'`);
  await pruneBackups(folder, databasePath);
  return target;
}

async function pruneBackups(folder: string, databasePath: string): Promise<void> {
  const prefix = `${basename(databasePath).replace(/\.db$/, "")}-`;
  const ours = (await readdir(folder)).filter((name) => name.startsWith(prefix) && name.endsWith(".db")).sort();
  for (const old of ours.slice(0, Math.max(0, ours.length - BACKUPS_KEPT))) await rm(join(folder, old), { force: true });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}
