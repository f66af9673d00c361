// Housekeeping: rows that have done their work are removed once older than
// STEWARD_RETENTION_DAYS (90 by default), so the tables the outbox, the event fan-out, the webhooks
// and sign-ins write to do not grow without end. Governance records are never touched: the audit
// log, grants, accounts, campaigns, attestations and listings stay as long as the institution
// keeps them (docs/decisions.md, "Housekeeping").
//
// Daily at 04:30 in the institution's zone, in batches of RETENTION_BATCH rows a transaction, so
// the write lock is held briefly and a crash or another instance leaves nothing half done: a batch
// repeated removes what is left. Removed, older than the cutoff:
// - mails sent or given up (outbox);
// - webhook deliveries delivered or given up, with their attempts (ON DELETE CASCADE);
// - digest entries already sent;
// - inbox items, read or unread (the record each leads to is not touched);
// - events already dispatched that no digest entry or delivery left names;
// - sessions that expired or were revoked (a token for one is refused either way);
// - access-expiry notices for end dates already past.
import type { Database } from "../db/connection.ts";
import { RETENTION_KINDS, removeExpiredBatch } from "../repositories/retention-repo.ts";
import type { Job } from "./scheduler.ts";

export const RETENTION_CRON = "30 4 * * *";
export const RETENTION_BATCH = 5000;

/** Removes what is older than `days` before `now`; answers how many rows of each kind went. */
export async function removeExpiredRows(database: Database, now: Date, days: number): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const iso = cutoff.toISOString();
  const day = iso.slice(0, 10);
  const removed: Record<string, number> = {};
  for (const kind of RETENTION_KINDS) {
    let count = 0;
    for (;;) {
      const gone = await database.write((tx) => removeExpiredBatch(tx, kind, iso, day, RETENTION_BATCH));
      count += gone;
      if (gone < RETENTION_BATCH) break;
    }
    removed[kind] = count;
  }
  return removed;
}

export function retentionJob(database: Database, days: number): Job {
  return {
    name: "retention",
    schedule: { cron: RETENTION_CRON },
    leaseMs: 30 * 60_000,
    run: (now) => removeExpiredRows(database, now, days),
  };
}
