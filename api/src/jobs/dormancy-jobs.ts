// Dormancy (issue 19) as scheduled jobs:
// - `dormancy-refresh`, daily at STEWARD_DORMANCY_CRON (05:00 in the institution's zone by
//   default): the newest post of active YouTube and X accounts, at most STEWARD_DORMANCY_*_DAILY
//   accounts per platform per run (the providers' rate limits); the dormant flags of the accounts
//   it read follow at once;
// - `dormancy-sweep`, daily at 05:30: every account's dormant flag made to agree with the rule, so
//   an account crosses STEWARD_DORMANT_DAYS on the day it does. A cron job, not an interval: an
//   instance starting up (a test server, the bench) does not sweep at once.
// Both look at the data only: a run repeated after a crash or by another instance adds nothing.
import type { DormancyService } from "../services/dormancy-service.ts";
import type { Job } from "./scheduler.ts";

export const DORMANCY_SWEEP_CRON = "30 5 * * *";

export function dormancyJobs(services: { dormancy: DormancyService }, settings: { STEWARD_DORMANCY_CRON: string }): Job[] {
  return [
    {
      name: "dormancy-refresh",
      schedule: { cron: settings.STEWARD_DORMANCY_CRON },
      // Network calls to two providers, one account after another.
      leaseMs: 30 * 60_000,
      run: async (now) => ({ ...(await services.dormancy.refresh(now)) }),
    },
    {
      name: "dormancy-sweep",
      schedule: { cron: DORMANCY_SWEEP_CRON },
      // One transaction over every account.
      leaseMs: 30 * 60_000,
      run: async (now) => ({ ...(await services.dormancy.sweep(now)) }),
    },
  ];
}
