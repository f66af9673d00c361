// Sends what the outbox holds. A batch is claimed with a short lease in its own transaction, so
// several API instances never send the same e-mail twice at once, and a crash mid-send only
// delays it until the lease ends. Failures back off exponentially; after MAX_ATTEMPTS the row is
// marked failed and kept for inspection.
import type { Database } from "../db/connection.ts";
import { claimDueMail, markMailAttemptFailed, markMailSent } from "../repositories/outbox-repo.ts";
import type { MailAttachment } from "./outbox.ts";
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
  const lease = new Date(now.getTime() + LEASE_MS).toISOString();
  const claimed = await database.write((tx) => claimDueMail(tx, nowIso, lease, batchSize));

  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      const headers = mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined;
      const attachments = mail.attachments ? (JSON.parse(mail.attachments) as MailAttachment[]) : undefined;
      await transport.send({ from, to: mail.recipient, subject: mail.subject, text: mail.body, ...(headers ? { headers } : {}), ...(attachments ? { attachments } : {}) });
      await database.write((tx) => markMailSent(tx, mail.id, now.toISOString(), mail.attempts + 1));
      result.sent += 1;
    } catch (e) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      const next = new Date(now.getTime() + 2 ** attempts * 30_000).toISOString();
      await database.write((tx) =>
        markMailAttemptFailed(tx, mail.id, { attempts, status: giveUp ? "failed" : "pending", nextAttemptAt: next, lastError: String(e instanceof Error ? e.message : e).slice(0, 500) }),
      );
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}
