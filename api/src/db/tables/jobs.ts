// One row per scheduled job: the slot it is due at and who holds its lease. Several API instances
// share one database, so claiming a run is one conditional UPDATE; the instance that changes the row
// runs the job and the others see zero rows changed (api/src/jobs/scheduler.ts).
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const scheduledJobs = sqliteTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  /** ISO time of the next due run; a run is claimed once this has passed. */
  nextRunAt: text("next_run_at").notNull(),
  /** Until when the current run is held; a crashed holder's lease simply runs out. */
  leaseUntil: text("lease_until"),
  leasedBy: text("leased_by"),
  lastStartedAt: text("last_started_at"),
  lastFinishedAt: text("last_finished_at"),
  lastError: text("last_error"),
  runs: integer("runs").notNull().default(0),
});
