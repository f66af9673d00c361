// The one scheduler of the server (design.md): every piece of work that happens later (mail and
// webhook delivery, reminders, digests, overdue marks, dormancy sweeps) is a named job here.
//
// Several API instances run this same scheduler against one database. A run is claimed with one
// conditional UPDATE on the job's row (due, and not leased or lease run out), so exactly one
// instance wins each slot; the others change zero rows and skip it. A holder that crashes simply
// lets its lease run out and the next tick anywhere runs the job again, so jobs are written to be
// idempotent: they look at the state of the data ("items past their due date and not yet
// overdue"), never at how many times they ran. A slot missed while every instance was down runs
// once when one comes back, not once per missed slot.
//
// Time comes from the injected clock, so tests move it and call `runDue()` instead of waiting.
import { Cron } from "croner";
import type { Database, WriteOptions } from "../db/connection.ts";
import { claimJobLease, finishJobLease, insertNewJobs, jobSlots, pullNextRunForward } from "../repositories/scheduler-leases-repo.ts";

export type JobSchedule = { cron: string } | { everyMs: number };

export interface Job {
  /** Stable: it names the job's row in the database. */
  name: string;
  schedule: JobSchedule;
  /** How long a run may hold the job before another instance may take it over. */
  leaseMs?: number;
  /** `now` is the scheduler's clock at the claim. What it returns is logged. */
  run(now: Date): Promise<Record<string, number> | void>;
}

export interface JobRun {
  name: string;
  ok: boolean;
  result?: Record<string, number>;
  error?: string;
}

export interface SchedulerOptions {
  database: Database;
  jobs: readonly Job[];
  now: () => Date;
  /** The institution's zone: a daily job at 06:00 runs at six in the morning there. */
  timeZone: string;
  /** Names this process in the lease; random per process by default. */
  instanceId?: string;
  onRun?: (run: JobRun) => void;
}

export interface Scheduler {
  /** Claims and runs every job that is due now; resolves when they have finished. */
  runDue(): Promise<JobRun[]>;
  /** Ticks every `tickMs` until the returned function is called; that function waits for runs in flight. */
  start(tickMs: number): () => Promise<void>;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
/** The job table is housekeeping: no kept answer reads it, so its writes retire none (db/change-version.ts). */
const LEASES: WriteOptions = { keptAnswersDependOnIt: false };

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { database, jobs, now, timeZone } = options;
  const instanceId = options.instanceId ?? `${Date.now().toString(36)}-${crypto.randomUUID()}`;
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const crons = new Map(jobs.flatMap((j) => ("cron" in j.schedule ? [[j.name, new Cron(j.schedule.cron, { timezone: timeZone })] as const] : [])));
  const runningHere = new Set<string>();
  let registered = false;

  const nextSlot = (job: Job, after: Date): Date => {
    if ("everyMs" in job.schedule) return new Date(after.getTime() + job.schedule.everyMs);
    const next = crons.get(job.name)!.nextRun(after);
    if (!next) throw new Error(`job ${job.name}: its cron pattern has no next run`);
    return next;
  };

  /** A job seen for the first time: interval jobs are due at once, cron jobs at their next slot. */
  const register = async (at: Date) => {
    if (registered) return;
    const rows = jobs.map((job) => ({ name: job.name, nextRunAt: ("everyMs" in job.schedule ? at : nextSlot(job, at)).toISOString() }));
    if (rows.length > 0) {
      await database.write(async (tx) => {
        await insertNewJobs(tx, rows);
        // An interval shortened since the slot was stored (STEWARD_MAIL_POLL_MS lowered and the
        // server restarted) holds from now on, instead of after one more of the old intervals.
        for (const job of jobs) {
          if (!("everyMs" in job.schedule)) continue;
          const soonest = new Date(at.getTime() + job.schedule.everyMs).toISOString();
          await pullNextRunForward(tx, job.name, soonest);
        }
      }, LEASES);
    }
    registered = true;
  };

  const claim = async (job: Job, at: Date): Promise<boolean> => {
    const iso = at.toISOString();
    const leaseUntil = new Date(at.getTime() + (job.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
    return database.write((tx) => claimJobLease(tx, { name: job.name, atIso: iso, leaseUntil, instanceId }), LEASES);
  };

  const finish = async (job: Job, error: string | null) => {
    const at = now();
    const nextRunAt = nextSlot(job, at).toISOString();
    await database.write((tx) => finishJobLease(tx, { name: job.name, instanceId, nextRunAt, finishedAt: at.toISOString(), error }), LEASES);
  };

  const runOne = async (job: Job, at: Date): Promise<JobRun | null> => {
    if (runningHere.has(job.name)) return null;
    runningHere.add(job.name);
    try {
      if (!(await claim(job, at))) return null;
      let run: JobRun;
      try {
        const result = await job.run(at);
        run = { name: job.name, ok: true, ...(result ? { result } : {}) };
      } catch (e) {
        run = { name: job.name, ok: false, error: e instanceof Error ? e.message : String(e) };
      }
      await finish(job, run.error?.slice(0, 500) ?? null);
      options.onRun?.(run);
      return run;
    } finally {
      runningHere.delete(job.name);
    }
  };

  const runDue = async (): Promise<JobRun[]> => {
    const at = now();
    await register(at);
    // One read decides which jobs are worth a claim: an idle tick writes nothing.
    const iso = at.toISOString();
    const rows = await jobSlots(database.db);
    const due = new Set(rows.filter((r) => r.nextRunAt <= iso && (r.leaseUntil === null || r.leaseUntil <= iso)).map((r) => r.name));
    const runs = await Promise.all(jobs.filter((job) => due.has(job.name)).map((job) => runOne(job, at)));
    return runs.filter((r): r is JobRun => r !== null);
  };

  return {
    runDue,
    start(tickMs) {
      let inFlight: Promise<unknown> = Promise.resolve();
      let stopped = false;
      const tick = () => {
        if (stopped) return;
        // A database that is down fails the claim: the next tick tries again.
        inFlight = runDue().catch((e) => options.onRun?.({ name: "(scheduler)", ok: false, error: String(e) }));
      };
      const timer = setInterval(tick, tickMs);
      tick();
      return async () => {
        stopped = true;
        clearInterval(timer);
        await inFlight;
      };
    },
  };
}
