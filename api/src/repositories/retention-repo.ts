// The statements of housekeeping (jobs/retention-job.ts): each removes one batch of one kind of row
// that has done its work, older than the cutoff. The order matters and is the job's order.
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";

/** One kind of row and the statement that removes a batch of it, given the cutoff. */
const REMOVALS: ReadonlyArray<{ name: string; batch: (cutoff: string, day: string, limit: number) => SQL }> = [
  {
    name: "mails",
    batch: (cutoff, _day, limit) => sql`DELETE FROM outbox WHERE id IN (SELECT id FROM outbox WHERE status IN ('sent', 'failed') AND created_at < ${cutoff} LIMIT ${limit})`,
  },
  {
    name: "webhookDeliveries",
    batch: (cutoff, _day, limit) =>
      sql`DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM webhook_deliveries WHERE status IN ('delivered', 'failed') AND created_at < ${cutoff} LIMIT ${limit})`,
  },
  {
    name: "digestEntries",
    batch: (cutoff, _day, limit) => sql`DELETE FROM digest_entries WHERE id IN (SELECT id FROM digest_entries WHERE sent_at IS NOT NULL AND sent_at < ${cutoff} LIMIT ${limit})`,
  },
  {
    // Inbox items, read or not: the item tells of an event; the record it leads to stays.
    name: "inboxItems",
    batch: (cutoff, _day, limit) => sql`DELETE FROM inbox_items WHERE id IN (SELECT id FROM inbox_items WHERE created_at < ${cutoff} LIMIT ${limit})`,
  },
  {
    // After the three above: an event stays while anything still names it.
    name: "events",
    batch: (cutoff, _day, limit) =>
      sql`DELETE FROM events WHERE id IN (SELECT id FROM events WHERE dispatched_at IS NOT NULL AND dispatched_at < ${cutoff} AND id NOT IN (SELECT event_id FROM digest_entries) AND id NOT IN (SELECT event_id FROM webhook_deliveries) AND id NOT IN (SELECT event_id FROM inbox_items) LIMIT ${limit})`,
  },
  {
    name: "sessions",
    batch: (cutoff, _day, limit) => sql`DELETE FROM sessions WHERE id IN (SELECT id FROM sessions WHERE expires_at < ${cutoff} OR revoked_at < ${cutoff} LIMIT ${limit})`,
  },
  {
    name: "accessExpiryNotices",
    batch: (_cutoff, day, limit) => sql`DELETE FROM access_expiry_notices WHERE rowid IN (SELECT rowid FROM access_expiry_notices WHERE end_date < ${day} LIMIT ${limit})`,
  },
];

/** The kinds of row housekeeping removes, in the order it removes them. */
export const RETENTION_KINDS: readonly string[] = REMOVALS.map((r) => r.name);

/** Removes at most `limit` rows of one kind older than the cutoff; answers how many went. */
export async function removeExpiredBatch(ex: Executor, kind: string, cutoffIso: string, day: string, limit: number): Promise<number> {
  const removal = REMOVALS.find((r) => r.name === kind);
  if (!removal) throw new Error(`no retention statement for ${kind}`);
  const result = await ex.run(removal.batch(cutoffIso, day, limit));
  return result.rowsAffected;
}
