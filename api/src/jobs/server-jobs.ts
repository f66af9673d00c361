// Every job the server runs, in one list: a feature adds its job here (api/src/jobs/scheduler.ts
// says how they are run once across several instances).
import type { Database } from "../db/connection.ts";
import type { MailTransport } from "../mail/transports.ts";
import type { Services } from "../services/services.ts";
import type { Settings } from "../settings.ts";
import { deliverMailJob } from "./deliver-mail-job.ts";
import { notificationJobs } from "./notification-jobs.ts";
import { campaignJobs } from "./campaign-jobs.ts";
import { offboardingJobs } from "./offboarding-jobs.ts";
import { dormancyJobs } from "./dormancy-jobs.ts";
import { reportJobs } from "./report-jobs.ts";
import { retentionJob } from "./retention-job.ts";
import { caseJobs } from "./case-jobs.ts";
import { directoryKeysJob } from "./directory-keys-job.ts";
import { searchIndexJob } from "./search-index-job.ts";
import { auditSigningJob } from "./audit-signing-job.ts";
import type { AuditSigner } from "../audit/sign-head.ts";
import type { Job } from "./scheduler.ts";

export interface JobDeps {
  database: Database;
  settings: Settings;
  services: Services;
  mail: MailTransport;
  /** Set when STEWARD_AUDIT_SIGNING_KEY_FILE is: the audit head is then signed at intervals. */
  auditSigner?: AuditSigner;
}

export function serverJobs(deps: JobDeps): Job[] {
  const { database, settings, mail } = deps;
  return [deliverMailJob(database, mail, settings.MAIL_FROM, settings.STEWARD_MAIL_POLL_MS), ...campaignJobs(deps.services), ...notificationJobs(database, settings), ...offboardingJobs(deps.services), ...dormancyJobs(deps.services, settings), ...reportJobs(deps.services), ...caseJobs(deps.services), retentionJob(database, settings.STEWARD_RETENTION_DAYS), directoryKeysJob(database), searchIndexJob(database), ...(deps.auditSigner ? [auditSigningJob(database, deps.auditSigner, settings.STEWARD_AUDIT_SIGN_INTERVAL_MS)] : [])];
}

/** Ticks often enough for the most frequent job, and at least once a second. */
export function tickIntervalFor(jobs: readonly Job[], ceilingMs = 1000): number {
  return Math.min(ceilingMs, ...jobs.map((j) => ("everyMs" in j.schedule ? j.schedule.everyMs : ceilingMs)));
}
