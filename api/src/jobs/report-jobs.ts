// Scheduled reports (issue 32): daily at 07:00 in the institution's zone, the schedules whose day
// has come are sent (services/report-schedule-service.ts). Each schedule is moved on in the same
// transaction that queues its e-mail, so a repeated run or a second instance sends nothing twice.
import type { ReportScheduleService } from "../services/report-schedule-service.ts";
import type { Job } from "./scheduler.ts";

export const REPORT_SCHEDULES_CRON = "0 7 * * *";

export function reportJobs(services: { reportSchedules: ReportScheduleService }): Job[] {
  return [
    {
      name: "report-schedules",
      schedule: { cron: REPORT_SCHEDULES_CRON },
      // Each report is a few aggregate queries and a file; a batch of them fits well inside this.
      leaseMs: 15 * 60_000,
      run: async (now) => ({ ...(await services.reportSchedules.sendDue(now)) }),
    },
  ];
}
