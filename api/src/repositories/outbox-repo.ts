// Rows of the mail outbox. mail/outbox.ts decides what a message says and mail/deliver.ts when it is
// sent again; the statements that claim, mark and add rows live here.
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { outbox } from "../db/schema.ts";

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertOutboxRow(ex: Executor, row: NewOutboxRow): Promise<void> {
  await ex.insert(outbox).values(row);
}

/**
 * The oldest pending messages that are due and not leased (or whose lease ran out), leased to the
 * caller until `leaseUntilIso`. Run inside one write transaction, so two instances never claim the
 * same message.
 */
export async function claimDueMail(ex: Executor, nowIso: string, leaseUntilIso: string, batchSize: number): Promise<OutboxRow[]> {
  const due = await ex
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, nowIso), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, nowIso))))
    .orderBy(asc(outbox.id))
    .limit(batchSize);
  if (due.length > 0) {
    await ex.update(outbox).set({ lockedUntil: leaseUntilIso }).where(inArray(outbox.id, due.map((m) => m.id)));
  }
  return due;
}

export async function markMailSent(ex: Executor, id: number, sentAtIso: string, attempts: number): Promise<void> {
  // A sent file is not kept twice: the recipient has it, and the report can be made again.
  await ex.update(outbox).set({ status: "sent", sentAt: sentAtIso, lockedUntil: null, attempts, attachments: null }).where(eq(outbox.id, id));
}

/** A failed send: back to pending with its next attempt, or failed for good; the lease is let go. */
export async function markMailAttemptFailed(
  ex: Executor,
  id: number,
  attempt: { attempts: number; status: "pending" | "failed"; nextAttemptAt: string; lastError: string },
): Promise<void> {
  await ex.update(outbox).set({ ...attempt, lockedUntil: null }).where(eq(outbox.id, id));
}
