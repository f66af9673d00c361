// Sends the webhook deliveries that are due, shaped and signed by the Standard Webhooks
// specification (standardwebhooks): headers webhook-id (the same on every attempt), webhook-
// timestamp and webhook-signature over `${id}.${timestamp}.${body}`. A batch is claimed with a
// short row lease in its own transaction (several instances never send one delivery at once),
// sent concurrently with a deadline each, and every attempt is logged with its status, duration
// and error. A failure is retried with exponential backoff until 24 hours after the delivery was
// queued (or redelivered), the last try falling exactly at that moment; then it is given up.
import { Webhook } from "standardwebhooks";
import type { Database } from "../db/connection.ts";
import { claimDueDeliveries, recordDeliveryAttempt } from "../repositories/webhooks-repo.ts";
import { postWebhook, type AttemptResult } from "./send.ts";
import type { WebhookNetworkPolicy } from "./url-policy.ts";

export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 6 * 60 * 60_000;

/** The wait after the n-th failed attempt: 30 s, 2 min, 8 min, 32 min, 2 h 8 min, then 6 h. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 4 ** Math.max(0, failedAttempts - 1));
}

/** When to try again after a failure at `at`, or null when the window has closed. */
export function nextAttemptAt(failedAttempts: number, at: Date, giveUpAt: Date): Date | null {
  if (at.getTime() >= giveUpAt.getTime()) return null;
  return new Date(Math.min(at.getTime() + retryDelayMs(failedAttempts), giveUpAt.getTime()));
}

export interface WebhookDeliveryOptions {
  policy: WebhookNetworkPolicy;
  timeoutMs: number;
  batchSize?: number;
}

export interface WebhookDeliveryResult {
  delivered: number;
  retried: number;
  failed: number;
}

/** The headers of one attempt. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, at, body),
  };
}

export async function deliverDueWebhooks(database: Database, now: Date, options: WebhookDeliveryOptions): Promise<WebhookDeliveryResult> {
  const nowIso = now.toISOString();
  // Long enough for the attempt's deadline; a crash mid-send only delays it until then.
  const lease = new Date(now.getTime() + options.timeoutMs + 60_000).toISOString();
  const claimed = await database.write((tx) => claimDueDeliveries(tx, nowIso, lease, options.batchSize ?? 50));

  const result: WebhookDeliveryResult = { delivered: 0, retried: 0, failed: 0 };
  await Promise.all(
    claimed.map(async (d) => {
      let attempt: AttemptResult;
      try {
        attempt = await postWebhook(new URL(d.url), signedHeaders(d.secret, d.messageId, now, d.body), d.body, options);
      } catch (e) {
        attempt = { status: null, durationMs: 0, error: String(e instanceof Error ? e.message : e).slice(0, 500) };
      }
      const ok = attempt.error === null;
      const attempts = d.attempts + 1;
      const next = ok ? null : nextAttemptAt(attempts, now, new Date(d.giveUpAt));
      const outcome = ok ? "delivered" : next === null ? "failed" : "pending";
      // A webhook deleted meanwhile took its deliveries with it: nothing to log.
      await database.write((tx) =>
        recordDeliveryAttempt(tx, d.id, {
          outcome,
          atIso: nowIso,
          nextAttemptAtIso: next?.toISOString() ?? null,
          statusCode: attempt.status,
          durationMs: attempt.durationMs,
          error: attempt.error,
        }),
      );
      if (outcome === "delivered") result.delivered += 1;
      else if (outcome === "failed") result.failed += 1;
      else result.retried += 1;
    }),
  );
  return result;
}
