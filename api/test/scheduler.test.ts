// The scheduler on a real database file: slots from cron patterns in the institution's zone, one
// run per slot however many instances tick, leases that run out after a crash, failures recorded.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { openDatabase, type Database } from "../src/db/connection.ts";
import { scheduledJobs } from "../src/db/tables/jobs.ts";
import { createScheduler, type Job } from "../src/jobs/scheduler.ts";
import { createHarness, type Harness } from "./harness.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness({ TZ: "America/Bogota" });
});
afterEach(() => h.close());

const clockOf = (h: Harness) => () => h.clock.now;

function countingJob(name: string, schedule: Job["schedule"], runs: Date[], extra: Partial<Job> = {}): Job {
  return { name, schedule, run: async (now) => void runs.push(now), ...extra };
}

async function jobRow(database: Database, name: string) {
  const rows = await database.db.select().from(scheduledJobs);
  return rows.find((r) => r.name === name);
}

describe("slots", () => {
  it("a daily 06:00 job runs at six in the institution's zone, once per slot, and a long outage runs it once", async () => {
    const runs: Date[] = [];
    const scheduler = createScheduler({ database: h.database, jobs: [countingJob("daily", { cron: "0 6 * * *" }, runs)], now: clockOf(h), timeZone: "America/Bogota" });
    h.clock.now = new Date("2026-03-15T12:00:00Z"); // 07:00 in Bogota: today's slot has passed
    expect(await scheduler.runDue()).toEqual([]);
    expect((await jobRow(h.database, "daily"))?.nextRunAt).toBe("2026-03-16T11:00:00.000Z");

    h.clock.now = new Date("2026-03-16T10:59:59Z");
    expect(await scheduler.runDue()).toEqual([]);
    h.clock.now = new Date("2026-03-16T11:00:00Z");
    expect((await scheduler.runDue()).map((r) => r.name)).toEqual(["daily"]);
    expect(await scheduler.runDue()).toEqual([]);
    expect(runs).toHaveLength(1);

    // Five days with every instance down: one catch-up run, then the next slot from now.
    h.clock.now = new Date("2026-03-21T15:00:00Z");
    await scheduler.runDue();
    await scheduler.runDue();
    expect(runs).toHaveLength(2);
    expect((await jobRow(h.database, "daily"))?.nextRunAt).toBe("2026-03-22T11:00:00.000Z");
    expect((await jobRow(h.database, "daily"))?.runs).toBe(2);
  });

  it("an interval job is due at once, then every interval", async () => {
    const runs: Date[] = [];
    const scheduler = createScheduler({ database: h.database, jobs: [countingJob("often", { everyMs: 60_000 }, runs)], now: clockOf(h), timeZone: "UTC" });
    await scheduler.runDue();
    expect(runs).toHaveLength(1);
    h.clock.now = new Date(h.clock.now.getTime() + 59_000);
    await scheduler.runDue();
    expect(runs).toHaveLength(1);
    h.clock.now = new Date(h.clock.now.getTime() + 1_000);
    await scheduler.runDue();
    expect(runs).toHaveLength(2);
  });

  it("an interval shortened between two starts holds at once, not after one more old interval", async () => {
    const runs: Date[] = [];
    const hourly = createScheduler({ database: h.database, jobs: [countingJob("poll", { everyMs: 3_600_000 }, runs)], now: clockOf(h), timeZone: "UTC" });
    await hourly.runDue();
    expect(runs).toHaveLength(1);
    // Restarted with a one-second interval: due a second later, not an hour later.
    const quick = createScheduler({ database: h.database, jobs: [countingJob("poll", { everyMs: 1000 }, runs)], now: clockOf(h), timeZone: "UTC" });
    await quick.runDue();
    expect(runs).toHaveLength(1);
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    await quick.runDue();
    expect(runs).toHaveLength(2);
    // Lengthened again: the stored slot stands.
    const slow = createScheduler({ database: h.database, jobs: [countingJob("poll", { everyMs: 3_600_000 }, runs)], now: clockOf(h), timeZone: "UTC" });
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    await slow.runDue();
    expect(runs).toHaveLength(3);
  });

  it("a failing job is recorded, reported and tried again at its next slot", async () => {
    let attempts = 0;
    const reported: string[] = [];
    const job: Job = {
      name: "flaky",
      schedule: { everyMs: 1000 },
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("receiver down");
        return { delivered: 3 };
      },
    };
    const scheduler = createScheduler({ database: h.database, jobs: [job], now: clockOf(h), timeZone: "UTC", onRun: (r) => reported.push(r.ok ? "ok" : `failed: ${r.error}`) });
    expect(await scheduler.runDue()).toEqual([{ name: "flaky", ok: false, error: "receiver down" }]);
    expect((await jobRow(h.database, "flaky"))?.lastError).toBe("receiver down");
    h.clock.now = new Date(h.clock.now.getTime() + 1000);
    expect(await scheduler.runDue()).toEqual([{ name: "flaky", ok: true, result: { delivered: 3 } }]);
    expect((await jobRow(h.database, "flaky"))?.lastError).toBeNull();
    expect(reported).toEqual(["failed: receiver down", "ok"]);
  });

  it("refuses two jobs with one name", () => {
    const job = countingJob("same", { everyMs: 1000 }, []);
    expect(() => createScheduler({ database: h.database, jobs: [job, job], now: clockOf(h), timeZone: "UTC" })).toThrow(/two jobs are named same/);
  });
});

describe("several instances", () => {
  it("instances ticking at the same moment on their own connections run each slot exactly once", async () => {
    const second = await openDatabase(`file:${join(h.dir, "test.db")}`);
    const third = await openDatabase(`file:${join(h.dir, "test.db")}`);
    try {
      const runs: string[] = [];
      const slow = (instance: string): Job => ({
        name: "sweep",
        schedule: { everyMs: 60_000 },
        run: async () => {
          runs.push(instance);
          await new Promise((r) => setTimeout(r, 20));
        },
      });
      const instances = [h.database, second, third].map((database, i) =>
        createScheduler({ database, jobs: [slow(`i${i}`)], now: clockOf(h), timeZone: "UTC", instanceId: `i${i}` }),
      );
      for (let slot = 0; slot < 5; slot++) {
        await Promise.all(instances.flatMap((s) => [s.runDue(), s.runDue()]));
        h.clock.now = new Date(h.clock.now.getTime() + 60_000);
      }
      expect(runs).toHaveLength(5);
    } finally {
      second.close();
      third.close();
    }
  });

  it("a holder that never finishes keeps the job until its lease runs out; then another instance runs it, and the late finish takes nothing back", async () => {
    const runs: string[] = [];
    let release!: () => void;
    const hung = new Promise<void>((r) => (release = r));
    const jobFor = (instance: string): Job => ({
      name: "escalate",
      schedule: { everyMs: 3_600_000 },
      leaseMs: 5 * 60_000,
      run: async () => {
        runs.push(instance);
        if (instance === "a") await hung;
      },
    });
    const a = createScheduler({ database: h.database, jobs: [jobFor("a")], now: clockOf(h), timeZone: "UTC", instanceId: "a" });
    const b = createScheduler({ database: h.database, jobs: [jobFor("b")], now: clockOf(h), timeZone: "UTC", instanceId: "b" });
    const aRun = a.runDue();
    await new Promise((r) => setTimeout(r, 50));
    expect(runs).toEqual(["a"]);
    // The slot is an hour away only after a finishes; meanwhile the lease holds b off.
    h.clock.now = new Date(h.clock.now.getTime() + 4 * 60_000);
    expect(await b.runDue()).toEqual([]);
    h.clock.now = new Date(h.clock.now.getTime() + 60_000);
    expect(await b.runDue()).toEqual([{ name: "escalate", ok: true }]);
    expect(runs).toEqual(["a", "b"]);
    const afterB = await jobRow(h.database, "escalate");
    release();
    await aRun;
    // a's lease was taken over: its finish changes nothing.
    expect(await jobRow(h.database, "escalate")).toEqual(afterB);
  });
});
