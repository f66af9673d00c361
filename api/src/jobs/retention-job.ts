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
// - events already dispatched that no digest entry or delivery left names;
// - sessions that expired or were revoked (a token for one is refused either way);
// - access-expiry notices for end dates already past.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/connection.ts";
import type { Job } from "./scheduler.ts";

export const RETENTION_CRON = "30 4 * * *";
export const RETENTION_BATCH = 5000;

/** One kind of row and the statement that removes a batch of it, given the cutoff. */
const REMOVALS: ReadonlyArray<{ name: string; batch: (cutoff: string, day: string) => SQL }> = [
  {
    name: "mails",
    batch: (cutoff) => sql`DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE status IN ('sent', 'failed') AND created_at < ${cutoff} LIMIT ${RETENTION_BATCH})`,
  },
  {
    name: "webhookDeliveries",
    batch: (cutoff) =>
      sql`DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM webhook_deliveries WHERE status IN ('delivered', 'failed') AND created_at < ${cutoff} LIMIT ${RETENTION_BATCH})`,
  },
  {
    name: "digestEntries",
    batch: (cutoff) => sql`DELETE FROM digest_entries WHERE id IN (SELECT id FROM digest_entries WHERE sent_at IS NOT NULL AND sent_at < ${cutoff} LIMIT ${RETENTION_BATCH})`,
  },
  {
    // After the two above: an event stays while anything still names it.
    name: "events",
    batch: (cutoff) =>
      sql`DELETE FROM events WHERE id IN (SELECT id FROM events WHERE dispatched_at IS NOT NULL AND dispatched_at < ${cutoff} AND id NOT IN (SELECT event_id FROM digest_entries) AND id NOT IN (SELECT event_id FROM webhook_deliveries) LIMIT ${RETENTION_BATCH})`,
  },
  {
    name: "sessions",
    batch: (cutoff) => sql`DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE expires_at < ${cutoff} OR revoked_at < ${cutoff} LIMIT ${RETENTION_BATCH})`,
  },
  {
    name: "accessExpiryNotices",
    batch: (_cutoff, day) => sql`DELETE FROM access_expiry_notices WHERE rowid IN (SELECT rowid FROM access_expiry_notices WHERE end_date < ${day} LIMIT ${RETENTION_BATCH})`,
  },
];

/** Removes what is older than `days` before `now`; answers how many rows of each kind went. */
export async function removeExpiredRows(database: Database, now: Date, days: number): Promise<Record<string, number>> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const iso = cutoff.toISOString();
  const day = iso.slice(0, 10);
  const removed: Record<string, number> = {};
  for (const removal of REMOVALS) {
    let count = 0;
    for (;;) {
      const result = await database.write((tx) => tx.run(removal.batch(iso, day)));
      count += result.rowsAffected;
      if (result.rowsAffected < RETENTION_BATCH) break;
    }
    removed[removal.name] = count;
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
