// The copies taken before upgrades (README "Upgrades"): whole databases, the newest BACKUPS_KEPT kept.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, expect, it } from "vitest";
import { backupBeforeUpgrade, BACKUPS_KEPT } from "../src/db/backup-before-upgrade.ts";
import { openDatabase } from "../src/db/connection.ts";
import { migrateDatabase } from "../src/db/migrate.ts";
import { MIGRATIONS } from "./harness.ts";

const dir = mkdtempSync(join(tmpdir(), "steward-backups-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it(`keeps the newest ${BACKUPS_KEPT} copies, each a whole database, in backups/ beside the file`, async () => {
  const file = join(dir, "it's.db");
  const database = await openDatabase(`file:${file}`);
  try {
    await migrateDatabase(database, MIGRATIONS);
    await database.direct.$client.execute("INSERT INTO users (name, email, role, status) VALUES ('Ada', 'ada@uni.edu', 'super_admin', 'active')");
    const made: string[] = [];
    for (let day = 1; day <= BACKUPS_KEPT + 2; day++) made.push(await backupBeforeUpgrade(database, file, "0099_next", new Date(Date.UTC(2026, 0, day))));
    const kept = readdirSync(join(dir, "backups")).sort();
    expect(kept).toEqual(made.slice(-BACKUPS_KEPT).map((p) => p.slice(join(dir, "backups").length + 1)));
    expect(kept[0]).toBe("it's-20260103T000000Z-before-0099_next.db");
    const copy = createClient({ url: `file:${made.at(-1)}` });
    expect((await copy.execute("SELECT email FROM users")).rows.map((r) => r["email"])).toEqual(["ada@uni.edu"]);
    copy.close();
  } finally {
    database.close();
  }
});
