// A removal request's 48-hour clock (issue 34), swept by a job: at 24 hours a reminder to the
// case's owners, at 36 hours an escalation to the unit above's unit admins and the super admins, at
// 48 hours the clock is marked breached. Each step is a guarded UPDATE (`... IS NULL`) in the same
// transaction as its audit entry and event, so it happens once, however many instances sweep.
// Also here: unconfirmed reports deleted when their link expires, and the senders' contact blanked
// on cases closed longer than STEWARD_CASE_CONTACT_RETENTION_DAYS.
import { CASE_CLOCK_HOURS, type EventType } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Tx } from "../db/connection.ts";
import { recordEvent } from "../events/record-event.ts";
import { clockStepAt, ownersOf } from "../cases/case-docs.ts";
import { escalationAudience } from "../cases/case-routing.ts";
import { closedWithContactBefore, clocksWithStepDue, deleteExpiredReports, updateCaseOnce, type CaseView } from "../repositories/cases-repo.ts";
import type { AuditAction } from "@steward/shared";
import type { ServiceDeps } from "./deps.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Step = { column: "reminderSentAt" | "escalatedAt" | "breachedAt"; hours: number; action: AuditAction; event: EventType };
const STEPS: readonly Step[] = [
  { column: "reminderSentAt", hours: CASE_CLOCK_HOURS.reminder, action: "case_clock_reminder", event: "case.clock_reminder" },
  { column: "escalatedAt", hours: CASE_CLOCK_HOURS.escalation, action: "case_clock_escalation", event: "case.clock_escalated" },
  { column: "breachedAt", hours: CASE_CLOCK_HOURS.due, action: "case_clock_breach", event: "case.clock_breached" },
];

export function createCaseClockService(deps: ServiceDeps) {
  const { database, settings } = deps;

  async function takeStep(tx: Tx, view: CaseView, step: Step, now: Date): Promise<boolean> {
    const nowIso = now.toISOString();
    // Only if still undone: a second instance's sweep finds the column set and does nothing.
    if (!(await updateCaseOnce(tx, view.id, step.column, { [step.column]: nowIso }))) return false;
    const recipients =
      step.column === "reminderSentAt"
        ? ownersOf(view)
        : step.column === "escalatedAt"
          ? await escalationAudience(tx, view.unitId, now, settings.TZ)
          : [...new Set([...ownersOf(view), ...(await escalationAudience(tx, null, now, settings.TZ))])].sort((a, b) => a - b);
    await writeAudit(
      tx,
      { action: step.action, entity: "cases", documentId: view.id, actor: null, current: { state: view.state, dueAt: view.dueAt, recipients }, organizations: view.unitId === null ? [] : [view.unitId] },
      now,
    );
    await recordEvent(
      tx,
      {
        type: step.event,
        unitId: view.unitId,
        subject: { type: "case", id: view.id },
        recipients,
        payload: { caseId: view.id, kind: view.kind, accountId: view.accountId, accountName: view.accountName, dueAt: view.dueAt, link: `/dashboard/cases/${view.id}` },
      },
      now,
    );
    return true;
  }

  return {
    /** Every clock step due at `now` and not yet taken, in order (a late sweep takes the reminder before the breach). */
    async sweepClocks(now: Date): Promise<Record<string, number>> {
      const nowIso = now.toISOString();
      const before = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
      const due = await clocksWithStepDue(database.db, nowIso, before(CASE_CLOCK_HOURS.reminder), before(CASE_CLOCK_HOURS.escalation));
      const taken = { reminders: 0, escalations: 0, breaches: 0 };
      for (const view of due) {
        if (view.confirmedAt === null) continue;
        for (const step of STEPS) {
          if (view[step.column] !== null || clockStepAt(view.confirmedAt, step.hours) > nowIso) continue;
          const done = await database.write((tx) => takeStep(tx, view, step, now));
          if (done) taken[step.column === "reminderSentAt" ? "reminders" : step.column === "escalatedAt" ? "escalations" : "breaches"] += 1;
        }
      }
      return taken;
    },

    /** Unconfirmed reports past their link's expiry: deleted (never cases, never audited). */
    async deleteExpired(now: Date): Promise<number> {
      return database.write((tx) => deleteExpiredReports(tx, now.toISOString()));
    },

    /** The senders' name, e-mail and phone of cases closed longer than the retention setting, blanked and audited. */
    async redactContacts(now: Date): Promise<number> {
      const cutoff = new Date(now.getTime() - settings.STEWARD_CASE_CONTACT_RETENTION_DAYS * DAY_MS).toISOString();
      const rows = await closedWithContactBefore(database.db, cutoff, 500);
      let redacted = 0;
      for (const view of rows) {
        const done = await database.write(async (tx) => {
          if (!(await updateCaseOnce(tx, view.id, "reporterRedactedAt", { reporterName: null, reporterEmail: null, reporterPhone: null, reporterRedactedAt: now.toISOString() }))) return false;
          await writeAudit(
            tx,
            { action: "contact_redaction", entity: "cases", documentId: view.id, actor: null, current: { fields: ["reporterName", "reporterEmail", "reporterPhone"], closedAt: view.closedAt, retentionDays: settings.STEWARD_CASE_CONTACT_RETENTION_DAYS }, organizations: view.unitId === null ? [] : [view.unitId] },
            now,
          );
          return true;
        });
        if (done) redacted += 1;
      }
      return redacted;
    },
  };
}

export type CaseClockService = ReturnType<typeof createCaseClockService>;
