// The notification jobs (issue 19), on the one scheduler: the fan-out of the event outbox and the
// webhook deliveries every STEWARD_EVENTS_POLL_MS; the access-expiry sweep at 06:00 and the digests
// at 07:00 (daily) and on Mondays at 07:00 (weekly), in the institution's zone (TZ). Each is
// idempotent: it looks at what is still undone, never at how often it ran.
import type { Database } from "../db/connection.ts";
import { sweepExpiringAccess } from "../notifications/access-expiring.ts";
import { sendDigests } from "../notifications/digests.ts";
import { fanOutEvents } from "../notifications/fan-out.ts";
import type { Settings } from "../settings.ts";
import { deliverDueWebhooks } from "../webhooks/deliver.ts";
import type { Job } from "./scheduler.ts";

export const DIGEST_DAILY_CRON = "0 7 * * *";
export const DIGEST_WEEKLY_CRON = "0 7 * * 1";
export const ACCESS_EXPIRING_CRON = "0 6 * * *";

export function notificationJobs(database: Database, settings: Settings): Job[] {
  return [
    {
      name: "notify-fan-out",
      schedule: { everyMs: settings.STEWARD_EVENTS_POLL_MS },
      leaseMs: 5 * 60_000,
      run: async (now) => ({ ...(await fanOutEvents(database, settings, now)) }),
    },
    {
      name: "deliver-webhooks",
      schedule: { everyMs: settings.STEWARD_EVENTS_POLL_MS },
      leaseMs: settings.STEWARD_WEBHOOK_TIMEOUT_MS + 2 * 60_000,
      run: async (now) => ({
        ...(await deliverDueWebhooks(database, now, { policy: { allowHosts: settings.STEWARD_WEBHOOK_ALLOW_HTTP }, timeoutMs: settings.STEWARD_WEBHOOK_TIMEOUT_MS })),
      }),
    },
    { name: "access-expiring", schedule: { cron: ACCESS_EXPIRING_CRON }, run: async (now) => ({ ...(await sweepExpiringAccess(database, settings, now)) }) },
    { name: "digest-daily", schedule: { cron: DIGEST_DAILY_CRON }, run: async (now) => ({ ...(await sendDigests(database, settings, "daily", now)) }) },
    { name: "digest-weekly", schedule: { cron: DIGEST_WEEKLY_CRON }, run: async (now) => ({ ...(await sendDigests(database, settings, "weekly", now)) }) },
  ];
}
