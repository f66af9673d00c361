// E-mails are written to the outbox inside the change's own transaction, so a change and its
// e-mail are never separated; a deliverer sends them later, with retries, surviving restarts.
import type { Executor } from "../db/connection.ts";
import { insertOutboxRow } from "../repositories/outbox-repo.ts";

export interface MailMessage {
  /** welcome, reset, or what a notification is about (an event type, a digest). */
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  /** Extra headers, e.g. a notification's List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export async function enqueueMail(ex: Executor, message: MailMessage, now: Date): Promise<void> {
  const { headers, ...rest } = message;
  await insertOutboxRow(ex, { ...rest, headers: headers ? JSON.stringify(headers) : null, nextAttemptAt: now.toISOString() });
}
