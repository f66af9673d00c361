// E-mails are written to the outbox inside the change's own transaction, so a change and its
// e-mail are never separated; a deliverer sends them later, with retries, surviving restarts.
import type { Executor } from "../db/connection.ts";
import { outbox } from "../db/schema.ts";

export interface MailMessage {
  /** welcome, reset, or what a notification is about (an event type, a digest). */
  kind: string;
  recipient: string;
  subject: string;
  body: string;
}

export async function enqueueMail(ex: Executor, message: MailMessage, now: Date): Promise<void> {
  await ex.insert(outbox).values({ ...message, nextAttemptAt: now.toISOString() });
}
