// Sends what the outbox holds. A batch is claimed with a short lease in its own transaction, so
// several API instances never send the same e-mail twice at once, and a crash mid-send only
// delays it until the lease ends. Failures back off exponentially; after MAX_ATTEMPTS the row is
// marked failed and kept for inspection.
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Database } from "../db/connection.ts";
import { outbox } from "../db/schema.ts";
import type { MailTransport } from "./transports.ts";

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

export async function deliverDueMail(
  database: Database,
  transport: MailTransport,
  from: string,
  now: Date,
  batchSize = 20,
): Promise<DeliveryResult> {
  const nowIso = now.toISOString();
  const claimed = await database.write(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, nowIso), or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, nowIso))))
      .orderBy(asc(outbox.id))
      .limit(batchSize);
    if (due.length > 0) {
      const lease = new Date(now.getTime() + LEASE_MS).toISOString();
      await tx.update(outbox).set({ lockedUntil: lease }).where(inArray(outbox.id, due.map((m) => m.id)));
    }
    return due;
  });

  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      const headers = mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined;
      await transport.send({ from, to: mail.recipient, subject: mail.subject, text: mail.body, ...(headers ? { headers } : {}) });
      await database.write((tx) =>
        tx.update(outbox).set({ status: "sent", sentAt: now.toISOString(), lockedUntil: null, attempts: mail.attempts + 1 }).where(eq(outbox.id, mail.id)),
      );
      result.sent += 1;
    } catch (e) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const next = new Date(now.getTime() + 2 ** attempts * 30_000).toISOString();
      await database.write((tx) =>
        tx
          .update(outbox)
          .set({ attempts, status: giveUp ? "failed" : "pending", nextAttemptAt: next, lockedUntil: null, lastError: String(e instanceof Error ? e.message : e).slice(0, 500) })
          .where(eq(outbox.id, mail.id)),
      );
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}
