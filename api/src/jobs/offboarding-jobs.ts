// Handover tasks overdue (issue 19): every hour, open tasks opened 14 days ago or more become
// overdue, each audited and told once (handover_task.overdue). The sweep looks at the tasks'
// state, so a run repeated by another instance changes nothing more.
import type { HandoverService } from "../services/handover-service.ts";
import type { Job } from "./scheduler.ts";

export const HANDOVER_OVERDUE_EVERY_MS = 60 * 60_000;

export function handoverOverdueJob(handover: HandoverService): Job {
  return {
    name: "handover-overdue",
    schedule: { everyMs: HANDOVER_OVERDUE_EVERY_MS },
    run: async (now) => ({ ...(await handover.markOverdue(now)) }),
  };
}

export function offboardingJobs(services: { handover: HandoverService }): Job[] {
  return [handoverOverdueJob(services.handover)];
}
