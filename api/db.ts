// Deno entry of the database command, run on the server's machine with the server's settings:
//   npm run db -- backup --out FILE    a consistent copy of the database file, while it serves
//   npm run db -- restore FILE         puts a checked backup in place, recorded in the audit log
//   npm run db -- record-restore --backup NAME
//                                      records (signed) a restore done by hand, such as a libSQL
//                                      server's data folder copied back while it was stopped
//
// Why a server command and not the `steward` CLI: the CLI is a client of the HTTP API that never
// imports the server's code, and these two need what only the server's side has: the database
// file itself (opened directly, with its native driver), the migrations a restored older copy
// needs, the one audit writer for the restore's entry, and the audit signing key that signs it.
// They read the same settings (DATABASE_URL, STEWARD_AUDIT_SIGNING_KEY_FILE) as the server.
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadAuditSigner } from "./audit-signing-key.ts";
import { recordRestore, restoredHead } from "./src/audit/record-restore.ts";
import { backupTo, BackupRefused, checkCopy, claimForRestore } from "./src/db/backup-file.ts";
import { localPathOf } from "./src/db/file-client/local-client.ts";
import { migrateDatabase } from "./src/db/migrate.ts";
import { connectDatabase, DatabaseAccessError, shownUrl } from "./src/db/server-access.ts";
import { loadSettings, SettingsError, type Settings } from "./src/settings.ts";

const repoRoot = resolve(fileURLToPath(new URL("..", import.meta.url)));
const USAGE = "usage: npm run db -- backup --out FILE | restore FILE [--unsigned] | record-restore --backup NAME";
const SQLD =
  "is not a database file: a libSQL server (sqld) is backed up on its own side, by stopping it and copying its data folder " +
  "(README, Backups and restore)";

function fail(message: string, code = 1): never {
  console.error(`db: ${message}`);
  Deno.exit(code);
}

async function exists(path: string): Promise<boolean> {
  return Deno.stat(path).then(() => true, () => false);
}

const describeHead = (head: { id: number; digest: string } | null) => (head ? `head entry ${head.id} (${head.digest.slice(0, 16)}...)` : "no audit entries");

async function backup(settings: Settings, out: string | undefined): Promise<void> {
  if (!out) fail(`backup needs --out FILE\n${USAGE}`, 2);
  const path = localPathOf(settings.DATABASE_URL);
  if (path === undefined) fail(`DATABASE_URL (${shownUrl(settings.DATABASE_URL)}) ${SQLD}`, 2);
  if (!(await exists(path))) fail(`there is no database at ${path} (DATABASE_URL) to back up`);
  const target = resolve(out);
  if (await exists(target)) fail(`${target} already exists: name a new file`);
  if (!(await exists(dirname(target)))) fail(`the folder ${dirname(target)} does not exist`);
  // The copy holds everything the database does (password hashes, the audit log): owner-only.
  if (Deno.build.os !== "windows") Deno.umask(0o077);
  await backupTo(settings.DATABASE_URL, target);
  const summary = await checkCopy(target);
  console.log(`Backup written to ${target}: ${summary.users} users, ${summary.auditEntries} audit entries, ${describeHead(summary.head)}; integrity and audit chain checked.`);
}

async function restore(settings: Settings, file: string | undefined, unsigned: boolean): Promise<void> {
  if (!file) fail(`restore needs the backup file\n${USAGE}`, 2);
  const path = localPathOf(settings.DATABASE_URL);
  if (path === undefined) fail(`DATABASE_URL (${shownUrl(settings.DATABASE_URL)}) ${SQLD}`, 2);
  const signer = await loadAuditSigner(settings.STEWARD_AUDIT_SIGNING_KEY_FILE);
  if (!signer && !unsigned) {
    fail(
      "a restore is recorded as an audit entry signed with the audit signing key, so that everyone who verified the " +
        "chain before accepts it: set STEWARD_AUDIT_SIGNING_KEY_FILE (or pass --unsigned, and verifiers who checked the longer chain will refuse it)",
      2,
    );
  }
  const source = resolve(file);
  if (!(await exists(source))) fail(`there is no backup at ${source}`);
  // First the copy: nothing is moved unless it is a sound Steward database with an intact chain.
  const summary = await checkCopy(source);
  let keptAt: string | null = null;
  let replaced: { id: number; digest: string } | null = null;
  if (await exists(path)) {
    const claim = await claimForRestore(path);
    if (claim.openElsewhere) {
      fail(`the database ${path} is open in another process (a running Steward instance?): stop every instance that uses it, then restore`);
    }
    replaced = claim.head;
    keptAt = `${path}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await Deno.rename(path, keptAt);
    for (const suffix of ["-wal", "-shm"]) if (await exists(path + suffix)) await Deno.rename(path + suffix, keptAt + suffix);
  }
  if (Deno.build.os !== "windows") Deno.umask(0o077);
  await Deno.mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const incoming = `${path}.restoring`;
  await Deno.copyFile(source, incoming);
  await Deno.chmod(incoming, 0o600).catch(() => {});
  await Deno.rename(incoming, path);

  const database = await connectDatabase(settings);
  try {
    // A backup made by an older version is brought up to this one's schema, as a start would.
    await migrateDatabase(database, join(repoRoot, "api", "drizzle"));
    const now = new Date();
    const recorded = await database.write((tx) => recordRestore(tx, { restoredHead: summary.head, backup: basename(source), replacedHead: replaced }, signer, now));
    console.log(
      `Restored ${source} into ${path}: ${summary.users} users, ${summary.auditEntries} audit entries, ${describeHead(summary.head)}. ` +
        `Recorded as audit entry ${recorded.entry}` +
        (signer ? `, signed by key ${signer.keyId} (entry ${recorded.signedBy}).` : " (unsigned).") +
        (keptAt ? ` The database it replaced (${describeHead(replaced)}) is kept at ${keptAt}.` : ""),
    );
  } finally {
    database.close();
  }
}

/**
 * For a database put back by other means (a sqld data folder copied back while stopped): the same
 * signed entry as `restore` writes, naming the head that is there now. Only the key's holder can
 * make one, which is what makes it sanctioned; run it before any instance starts again.
 */
async function recordRestoreByHand(settings: Settings, backup: string | undefined): Promise<void> {
  if (!backup) fail(`record-restore needs --backup NAME: what was restored (a file or folder name, a date)\n${USAGE}`, 2);
  const signer = await loadAuditSigner(settings.STEWARD_AUDIT_SIGNING_KEY_FILE);
  if (!signer) fail("record-restore signs the restore's audit entry: set STEWARD_AUDIT_SIGNING_KEY_FILE", 2);
  const database = await connectDatabase(settings);
  try {
    await migrateDatabase(database, join(repoRoot, "api", "drizzle"));
    const now = new Date();
    const recorded = await database.write(async (tx) => {
      const head = await restoredHead(tx);
      return recordRestore(tx, { restoredHead: head, backup, replacedHead: null }, signer, now);
    });
    console.log(`Recorded the restore of ${backup} in ${shownUrl(settings.DATABASE_URL)} as audit entry ${recorded.entry}, signed by key ${signer.keyId} (entry ${recorded.signedBy}).`);
  } finally {
    database.close();
  }
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ args: Deno.args, allowPositionals: true, options: { out: { type: "string" }, backup: { type: "string" }, unsigned: { type: "boolean" }, help: { type: "boolean" } } });
  } catch (e) {
    fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`, 2);
  }
  const [command, file, ...rest] = parsed.positionals;
  if (parsed.values.help || !command) {
    console.log(`${USAGE}\n\nRun on the server's machine with the server's settings (DATABASE_URL, STEWARD_AUDIT_SIGNING_KEY_FILE).`);
    Deno.exit(command ? 0 : 2);
  }
  let settings: Settings;
  try {
    settings = loadSettings(Deno.env.toObject());
    if (command === "backup" && file === undefined && rest.length === 0) return await backup(settings, parsed.values.out);
    if (command === "restore" && rest.length === 0) return await restore(settings, file, parsed.values.unsigned ?? false);
    if (command === "record-restore" && file === undefined) return await recordRestoreByHand(settings, parsed.values.backup);
  } catch (e) {
    if (e instanceof SettingsError || e instanceof BackupRefused || e instanceof DatabaseAccessError) fail(e.message);
    throw e;
  }
  fail(`unknown command: ${parsed.positionals.join(" ")}\n${USAGE}`, 2);
}

await main();
