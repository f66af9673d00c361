// The scheduler's lease on a real libSQL server: instances connected over http and ws, ticking at
// the same moments, run each slot of a job exactly once; and the leases, housekeeping no kept
// answer reads, never move the change version (write(fn, { keptAnswersDependOnIt: false })).
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "../../api/src/db/connection.ts";
import { migrateDatabase } from "../../api/src/db/migrate.ts";
import { createScheduler, type Job } from "../../api/src/jobs/scheduler.ts";
import { REPO_ROOT } from "../support/server.ts";
import { startSqld, type Sqld } from "../support/sqld.ts";

let sqld: Sqld;
const databases: Database[] = [];
beforeAll(async () => {
  sqld = await startSqld();
  for (const url of [sqld.url, sqld.wsUrl, sqld.url, sqld.wsUrl]) databases.push(await openDatabase(url));
  for (const d of databases) await migrateDatabase(d, join(REPO_ROOT, "api", "drizzle"));
});
afterAll(async () => {
  for (const d of databases) d.close();
  await sqld?.stop();
});

it("four instances (http and ws) ticking together run every slot of a job once, and their leases retire nothing kept", async () => {
  const clock = { now: new Date("2026-06-01T00:00:00Z") };
  const runs: number[] = [];
  const job = (instance: number): Job => ({
    name: "digest",
    schedule: { everyMs: 60_000 },
    run: async () => {
      runs.push(instance);
      await new Promise((r) => setTimeout(r, 10));
    },
  });
  const instances = databases.map((database, i) => createScheduler({ database, jobs: [job(i)], now: () => clock.now, timeZone: "UTC", instanceId: `i${i}` }));
  const version = () => databases[0]!.changeVersion!();
  const before = await version();
  for (let slot = 0; slot < 6; slot++) {
    await Promise.all(instances.flatMap((s) => [s.runDue(), s.runDue()]));
    clock.now = new Date(clock.now.getTime() + 60_000);
  }
  expect(runs).toHaveLength(6);
  expect(await version()).toBe(before);
});
