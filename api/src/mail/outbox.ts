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
  /** Files sent with it (a scheduled report), kept in the row until it is sent. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  base64: string;
}

export async function enqueueMail(ex: Executor, message: MailMessage, now: Date): Promise<void> {
  const { headers, attachments, ...rest } = message;
  await insertOutboxRow(ex, {
    ...rest,
    headers: headers ? JSON.stringify(headers) : null,
    attachments: attachments?.length ? JSON.stringify(attachments) : null,
    nextAttemptAt: now.toISOString(),
  });
}
