// Upgrades (issue 29 point 4, README "Upgrades"), with the real server as a process: a database
// made by the first migration only, with rows in it, is brought to today's schema by today's
// server with its rows intact, a backup of it taken first and every migration logged by name; a
// database that carries a migration this build does not know is refused with a sentence, before
// anything is touched; on a libSQL server the log line says there is no file backup.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterEach, expect, it } from "vitest";
import { openDatabase } from "../../api/src/db/connection.ts";
import { migrateDatabase, migrationsIn } from "../../api/src/db/migrate.ts";
import { http, REPO_ROOT, startServer, type RunningServer } from "../support/server.ts";
import { startSqld } from "../support/sqld.ts";
import { rows, startInstance } from "../support/sqld-instances.ts";

const MIGRATIONS = join(REPO_ROOT, "api", "drizzle");
const today = migrationsIn(MIGRATIONS);
const cleanup: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** A copy of the migrations folder holding only the first `count` migrations: an older build's. */
function olderMigrations(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), "steward-old-migrations-"));
  cleanup.push(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: unknown[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return folder;
}

function dataFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), "steward-upgrade-"));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function start(dir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startServer({ dataDir: dir, env: { LOG_LEVEL: "info", ...env } });
  cleanup.push(() => server.stop());
  return server;
}

/** What an upgrade would change: the schema, the migrations applied and logged. */
async function schemaAndMigrations(file: string): Promise<unknown> {
  const db = createClient({ url: `file:${file}` });
  try {
    return {
      schema: await rows(db, "SELECT type, name, sql FROM sqlite_master ORDER BY name"),
      applied: await rows(db, "SELECT * FROM __drizzle_migrations ORDER BY id"),
      logged: await rows(db, "SELECT * FROM steward_migration_log ORDER BY name"),
    };
  } finally {
    db.close();
  }
}

it("a database made by the first migration, with rows, is upgraded to today's schema: rows kept, a backup taken first, each migration logged", async () => {
  const dir = dataFolder();
  const file = join(dir, "steward.db");
  // As the oldest build left it: its migration applied by drizzle's migrator, as that build did.
  const oldest = createClient({ url: `file:${file}` });
  await migrate(drizzle(oldest), { migrationsFolder: olderMigrations(1) });
  await oldest.execute(
    "INSERT INTO users (name, email, password_hash, role, status) VALUES ('Ada Root', 'root@uni.edu', NULL, 'super_admin', 'active'), ('Bo Admin', 'bo@uni.edu', NULL, 'unit_admin', 'active')",
  );
  await oldest.execute("INSERT INTO units (name, type, path, depth, status) VALUES ('Faculty of Arts', 'faculty', '/1/', 0, 'active')");
  oldest.close();

  const server = await start(dir);

  const db = createClient({ url: `file:${file}` });
  cleanup.push(() => db.close());
  // Today's schema: every migration of this build recorded, and the server answers from it.
  const applied = await rows(db, "SELECT created_at FROM __drizzle_migrations ORDER BY created_at");
  expect(applied.map((r) => Number(r["created_at"]))).toEqual(today.map((m) => m.createdAt));
  expect((await http(server.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: false, defaultLocale: "en" });
  // The rows the oldest schema held are all there.
  expect((await rows(db, "SELECT name, email, role FROM users ORDER BY id")).map((r) => `${r["name"]} ${r["email"]} ${r["role"]}`)).toEqual([
    "Ada Root root@uni.edu super_admin",
    "Bo Admin bo@uni.edu unit_admin",
  ]);
  expect((await rows(db, "SELECT name FROM units")).map((r) => r["name"])).toEqual(["Faculty of Arts"]);

  // Each migration applied is listed by name, when, and the backup taken before it...
  const log = await rows(db, "SELECT name, applied_at, backup FROM steward_migration_log ORDER BY name");
  expect(log.map((r) => r["name"])).toEqual(today.slice(1).map((m) => m.name));
  for (const entry of log) expect(Number.isNaN(Date.parse(String(entry["applied_at"])))).toBe(false);
  // ...and in the log, one line each.
  for (const m of today.slice(1)) expect(server.output()).toContain(`"migration":"${m.name}"`);

  // The backup is a whole copy of the database as it was: the oldest schema, with its rows.
  const backups = readdirSync(join(dir, "backups"));
  expect(backups).toHaveLength(1);
  const backupPath = join(dir, "backups", backups[0]!);
  expect(backups[0]).toMatch(new RegExp(`^steward-\\d{8}T\\d{6}Z-before-${today[1]!.name}\\.db$`));
  expect(log.every((r) => r["backup"] === backupPath)).toBe(true);
  expect(server.output()).toContain("backup taken before upgrading");
  const copy = createClient({ url: `file:${backupPath}` });
  cleanup.push(() => copy.close());
  expect((await rows(copy, "SELECT count(*) AS n FROM __drizzle_migrations"))[0]!["n"]).toBe(1);
  expect((await rows(copy, "SELECT email FROM users ORDER BY id")).map((r) => r["email"])).toEqual(["root@uni.edu", "bo@uni.edu"]);

  // Started again on the same schema: nothing pending, no second backup, nothing logged again.
  await server.stop();
  const again = await start(dir);
  expect(readdirSync(join(dir, "backups"))).toHaveLength(1);
  expect(again.output()).not.toContain("migration applied");
});

it("a database carrying a migration this build does not know is refused with a sentence, untouched", async () => {
  const dir = dataFolder();
  const file = join(dir, "steward.db");
  const newer = await openDatabase(`file:${file}`);
  await migrateDatabase(newer, MIGRATIONS);
  // What a newer build would have left: one more migration applied and logged.
  const future = today.at(-1)!.createdAt + 86_400_000;
  await newer.direct.$client.execute({ sql: "INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('from-a-newer-build', ?)", args: [future] });
  await newer.direct.$client.execute({ sql: "INSERT INTO steward_migration_log (name, applied_at) VALUES ('9999_from_the_future', ?)", args: [new Date().toISOString()] });
  newer.close();
  const before = await schemaAndMigrations(file);

  const failure = await start(dir).then(
    () => null,
    (e: Error) => e.message,
  );
  expect(failure).not.toBeNull();
  expect(failure).toMatch(/^server exited with 1:/);
  expect(failure).toContain("The database has a migration this version of Steward does not know (9999_from_the_future): it was upgraded by a newer version.");
  // A sentence, not a stack trace.
  expect(failure).not.toMatch(/\n\s+at /);
  expect(failure).not.toMatch(/error: Uncaught/);
  // Nothing was changed, and no backup was taken.
  expect(await schemaAndMigrations(file)).toEqual(before);
  expect(existsSync(join(dir, "backups"))).toBe(false);
});

it("on a libSQL server the upgrade is logged per migration, with a line saying no file backup was taken", async () => {
  const sqld = await startSqld();
  cleanup.push(() => sqld.stop());
  // As the oldest build left it: drizzle's migrator alone (today's client needs the change version, a later migration).
  const oldest = createClient({ url: sqld.url });
  await migrate(drizzle(oldest), { migrationsFolder: olderMigrations(1) });
  await oldest.execute("INSERT INTO users (name, email, role, status) VALUES ('Ada Root', 'root@uni.edu', 'super_admin', 'active')");
  oldest.close();

  const server = await startInstance({ databaseUrl: sqld.url, env: { LOG_LEVEL: "info" } });
  cleanup.push(() => server.stop());
  expect(server.output()).toContain("no file backup before upgrading: the database is a libSQL server");
  for (const m of today.slice(1)) expect(server.output()).toContain(`"migration":"${m.name}"`);
  const db = createClient({ url: sqld.url });
  cleanup.push(() => db.close());
  expect((await rows(db, "SELECT email FROM users")).map((r) => r["email"])).toEqual(["root@uni.edu"]);
  expect((await rows(db, "SELECT count(*) AS n FROM steward_migration_log"))[0]!["n"]).toBe(today.length - 1);
});

it("a libSQL server carrying a migration this build does not know is refused too", async () => {
  const sqld = await startSqld();
  cleanup.push(() => sqld.stop());
  const newer = await openDatabase(sqld.url);
  await migrateDatabase(newer, MIGRATIONS);
  await newer.direct.$client.execute({ sql: "INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('from-a-newer-build', ?)", args: [today.at(-1)!.createdAt + 1] });
  newer.close();
  const failure = await startInstance({ databaseUrl: sqld.url }).then(
    () => null,
    (e: Error) => e.message,
  );
  expect(failure).toContain("The database has a migration this version of Steward does not know");
  expect(failure).not.toMatch(/\n\s+at /);
});
