// Cases (issue 34) on the one scheduler: the 48-hour clocks swept every minute (a step is due at
// an exact hour, so a minute late at most); unconfirmed reports past their link's expiry deleted and
// closed cases' sender contacts blanked after the retention period, daily at 04:40 in TZ. Each is
// idempotent: it looks at what is still undone.
import type { Services } from "../services/services.ts";
import type { Job } from "./scheduler.ts";

export const CASE_CLOCK_EVERY_MS = 60_000;
export const CASE_HOUSEKEEPING_CRON = "40 4 * * *";

export function caseJobs(services: Services): Job[] {
  return [
    { name: "case-clocks", schedule: { everyMs: CASE_CLOCK_EVERY_MS }, leaseMs: 5 * 60_000, run: (now) => services.caseClocks.sweepClocks(now) },
    {
      name: "case-housekeeping",
      schedule: { cron: CASE_HOUSEKEEPING_CRON },
      leaseMs: 30 * 60_000,
      run: async (now) => ({ expiredReports: await services.caseClocks.deleteExpired(now), contactsRedacted: await services.caseClocks.redactContacts(now) }),
    },
  ];
}
