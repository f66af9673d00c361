// Report schedules (issue 32): a person who reaches a unit's report has it e-mailed to themselves,
// monthly (the 1st of each month) or quarterly (1 January, April, July, October), as PDF or XLSX,
// attached. Only to themselves: extra addresses would send the institution's figures to whoever
// is named, past the scope rule that decides who may read them. Creating and stopping a schedule
// are audited; sending asks the policy again with the person as they are that day, so someone who
// lost the unit (or left) gets nothing, and the schedule simply moves on.
import { dateInZone, ERROR_CODES, type ReportFrequency, type ReportSchedule, type ReportScheduleCreate } from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Actor } from "../domain/actor.ts";
import { conflict } from "../domain/errors.ts";
import { recipientLocale } from "../i18n/recipient-locale.ts";
import { serverT } from "../i18n/server-catalogue.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { assertOwnSchedule, mayReadReport } from "../policies/reports.ts";
import {
  advanceReportSchedule,
  deleteReportSchedule,
  dueReportSchedules,
  findReportSchedule,
  insertReportSchedule,
  schedulesOfUser,
  type ReportScheduleWithUnit,
} from "../repositories/report-schedules-repo.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { renderReportFile } from "../reports/report-file.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { buildUnitReport, reportUnitFor } from "./unit-report-service.ts";

/** Schedules read at a time; a run takes batches until none is due. */
const SEND_BATCH = 50;
/** A person's schedules at most: each is a file rendered and mailed on its day. */
export const MAX_SCHEDULES_PER_PERSON = 20;

/** The first day of the month (monthly) or of the quarter (quarterly) after `day` (YYYY-MM-DD). */
export function nextReportDay(day: string, frequency: ReportFrequency): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  const next = frequency === "monthly" ? month + 1 : (Math.floor(month / 3) + 1) * 3;
  const y = year + Math.floor(next / 12);
  const m = next % 12;
  return `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

function toDoc(row: ReportScheduleWithUnit): ReportSchedule {
  return {
    id: row.id,
    unit: row.unitId === null ? null : { id: row.unitId, name: row.unitName ?? "", path: row.unitPath ?? "" },
    frequency: row.frequency,
    format: row.format,
    nextRunOn: row.nextRunOn,
    lastSentAt: row.lastSentAt,
    createdAt: row.createdAt,
  };
}

export function createReportScheduleService(deps: ServiceDeps) {
  const { database } = deps;
  return {
    async list(actor: Actor): Promise<{ docs: ReportSchedule[] }> {
      return { docs: (await schedulesOfUser(database.db, actor.id)).map((r) => toDoc(r)) };
    },

    async create(actor: Actor, input: ReportScheduleCreate): Promise<ReportSchedule> {
      const day = today(deps);
      const unit = await reportUnitFor(database.db, actor, input.unitId ?? "all", day);
      const now = deps.now();
      return database.write(async (tx) => {
        const mine = await schedulesOfUser(tx, actor.id);
        if (mine.some((s) => s.unitId === (unit?.id ?? null) && s.frequency === input.frequency && s.format === input.format)) throw conflict(ERROR_CODES.reportScheduleExists);
        if (mine.length >= MAX_SCHEDULES_PER_PERSON) throw conflict(ERROR_CODES.reportSchedulesLimit);
        const id = await insertReportSchedule(tx, {
          userId: actor.id,
          unitId: unit?.id ?? null,
          frequency: input.frequency,
          format: input.format,
          nextRunOn: nextReportDay(day, input.frequency),
          createdAt: now.toISOString(),
        });
        const doc = toDoc((await findReportSchedule(tx, id))!);
        await writeAudit(tx, { action: "create", entity: "report-schedules", documentId: id, actor: auditActor(actor), current: doc, organizations: unit ? [unit.id] : [] }, now);
        return doc;
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const now = deps.now();
      await database.write(async (tx) => {
        const row = await findReportSchedule(tx, id);
        assertOwnSchedule(actor, row);
        await deleteReportSchedule(tx, id);
        await writeAudit(tx, { action: "delete", entity: "report-schedules", documentId: id, actor: auditActor(actor), prev: toDoc(row!), organizations: row!.unitId ? [row!.unitId] : [] }, now);
      });
    },

    /** Sends every schedule whose day has come (the scheduler's `report-schedules` job). */
    async sendDue(now: Date, batch = SEND_BATCH): Promise<{ sent: number; skipped: number }> {
      const db = database.db;
      const day = dateInZone(now, deps.settings.TZ);
      let sent = 0;
      let skipped = 0;
      // Every schedule taken is moved on (sent or skipped), so batches end; one run sends all that is due.
      for (let due = await dueReportSchedules(db, day, batch); due.length > 0; due = await dueReportSchedules(db, day, batch)) {
      for (const { schedule, user } of due) {
        const next = nextReportDay(day, schedule.frequency);
        // The person as they are today: active, and still reaching the unit by role and scope.
        const person = { id: user.id, name: user.name, email: user.email, role: user.role, status: user.status } as Actor;
        const scope = await loadScope(db, person, "UNITS", day);
        const unit = schedule.unitId === null ? undefined : { id: schedule.unitId, name: schedule.unitName ?? "", path: schedule.unitPath ?? "" };
        const target = schedule.unitId ?? "all";
        if (user.status !== "active" || !mayReadReport(person, scope, target, unit)) {
          if (await database.write((tx) => advanceReportSchedule(tx, schedule.id, schedule.nextRunOn, next, null))) skipped += 1;
          continue;
        }
        const report = await buildUnitReport(db, unit ?? null, now, day);
        const locale = recipientLocale(user.locale, deps.settings.STEWARD_DEFAULT_LOCALE);
        const file = await renderReportFile(report, schedule.format, locale, deps.settings.TZ);
        const t = serverT(locale);
        const unitText = report.unit ? report.unit.pathNames.join(" / ") : t("reports.wholeInstitution");
        const dateText = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: deps.settings.TZ }).format(now);
        const moved = await database.write(async (tx) => {
          // Moved on and queued together: a second run (another instance) finds it moved and sends nothing.
          if (!(await advanceReportSchedule(tx, schedule.id, schedule.nextRunOn, next, now.toISOString()))) return false;
          await enqueueMail(
            tx,
            {
              kind: "report",
              recipient: user.email,
              subject: t("reports.mail.subject", { frequency: schedule.frequency, unit: unitText }),
              body: t("reports.mail.body", { name: user.name, frequency: schedule.frequency, unit: unitText, date: dateText }),
              attachments: [{ filename: file.filename, contentType: file.contentType, base64: base64Of(file.bytes) }],
            },
            now,
          );
          return true;
        });
        if (moved) sent += 1;
      }
      }
      return { sent, skipped };
    },
  };
}

function base64Of(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export type ReportScheduleService = ReturnType<typeof createReportScheduleService>;
