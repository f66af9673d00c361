// The campaign cycle as a scheduled job (issue 18): once a day, at six in the institution's
// morning, items past their due date become overdue and are escalated, overdue accounts are
// flagged, the 7-day reminder goes out once, and recurring campaigns open their next turn. The
// sweep looks at the state of the data, so a run repeated by another instance changes nothing more.
import type { CampaignSweepService } from "../services/campaign-sweep-service.ts";
import type { Job } from "./scheduler.ts";

export const CAMPAIGN_SWEEP_CRON = "0 6 * * *";

export function campaignSweepJob(sweep: CampaignSweepService): Job {
  return {
    name: "campaign-sweep",
    schedule: { cron: CAMPAIGN_SWEEP_CRON },
    // Opening the next turn of a large recurring campaign is one long transaction.
    leaseMs: 30 * 60_000,
    run: async (now) => ({ ...(await sweep.sweep(now)) }),
  };
}

export function campaignJobs(services: { campaignSweep: CampaignSweepService }): Job[] {
  return [campaignSweepJob(services.campaignSweep)];
}
