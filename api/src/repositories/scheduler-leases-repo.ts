// Rows of scheduled_jobs: each job's next slot and the lease of the instance running it. The
// scheduler (jobs/scheduler.ts) decides slots and runs jobs, and calls these inside its own writes,
// which it marks as retiring no kept answer.
import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { scheduledJobs } from "../db/tables/jobs.ts";

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;

/** Adds the jobs not yet known, each due at its given slot; known jobs keep theirs. */
export async function insertNewJobs(ex: Executor, rows: readonly { name: string; nextRunAt: string }[]): Promise<void> {
  if (rows.length > 0) await ex.insert(scheduledJobs).values([...rows]).onConflictDoNothing();
}

/** Moves the job's next slot to `soonestIso` when it is stored later than that. */
export async function pullNextRunForward(ex: Executor, name: string, soonestIso: string): Promise<void> {
  await ex.update(scheduledJobs).set({ nextRunAt: soonestIso }).where(and(eq(scheduledJobs.name, name), gt(scheduledJobs.nextRunAt, soonestIso)));
}

/**
 * The claim: one conditional UPDATE that leases the job to `instanceId` when it is due and its
 * lease is free or ran out. True when this instance won it; the others change zero rows.
 */
export async function claimJobLease(ex: Executor, claim: { name: string; atIso: string; leaseUntil: string; instanceId: string }): Promise<boolean> {
  const won = await ex
    .update(scheduledJobs)
    .set({ leaseUntil: claim.leaseUntil, leasedBy: claim.instanceId, lastStartedAt: claim.atIso })
    .where(
      and(
        eq(scheduledJobs.name, claim.name),
        lte(scheduledJobs.nextRunAt, claim.atIso),
        or(isNull(scheduledJobs.leaseUntil), lte(scheduledJobs.leaseUntil, claim.atIso)),
      ),
    )
    .returning({ name: scheduledJobs.name });
  return won.length === 1;
}

/** Ends a run: the next slot, the lease let go, the outcome counted; only while `instanceId` still holds it. */
export async function finishJobLease(
  ex: Executor,
  run: { name: string; instanceId: string; nextRunAt: string; finishedAt: string; error: string | null },
): Promise<void> {
  await ex
    .update(scheduledJobs)
    .set({
      nextRunAt: run.nextRunAt,
      leaseUntil: null,
      leasedBy: null,
      lastFinishedAt: run.finishedAt,
      lastError: run.error,
      runs: sql`${scheduledJobs.runs} + 1`,
    })
    // A lease that ran out and was taken over belongs to the new holder now.
    .where(and(eq(scheduledJobs.name, run.name), eq(scheduledJobs.leasedBy, run.instanceId)));
}

/** Every job's row: one read per tick decides which jobs are worth a claim. */
export async function jobSlots(ex: Executor): Promise<ScheduledJobRow[]> {
  return ex.select().from(scheduledJobs);
}
