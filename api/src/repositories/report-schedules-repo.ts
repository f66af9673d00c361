// Rows of report_schedules (issue 32): a person's own schedules, and the ones whose day has come.
import { and, asc, eq, lte } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { units, users } from "../db/schema.ts";
import { reportSchedules } from "../db/tables/reports.ts";

export type ReportScheduleRow = typeof reportSchedules.$inferSelect;

export interface ReportScheduleWithUnit extends ReportScheduleRow {
  unitName: string | null;
  unitPath: string | null;
}

const withUnit = {
  id: reportSchedules.id,
  userId: reportSchedules.userId,
  unitId: reportSchedules.unitId,
  frequency: reportSchedules.frequency,
  format: reportSchedules.format,
  nextRunOn: reportSchedules.nextRunOn,
  lastSentAt: reportSchedules.lastSentAt,
  createdAt: reportSchedules.createdAt,
  unitName: units.name,
  unitPath: units.path,
};

export async function insertReportSchedule(ex: Executor, values: typeof reportSchedules.$inferInsert): Promise<number> {
  const [row] = await ex.insert(reportSchedules).values(values).returning({ id: reportSchedules.id });
  return row!.id;
}

export async function schedulesOfUser(ex: Executor, userId: number): Promise<ReportScheduleWithUnit[]> {
  return ex.select(withUnit).from(reportSchedules).leftJoin(units, eq(units.id, reportSchedules.unitId)).where(eq(reportSchedules.userId, userId)).orderBy(asc(reportSchedules.id));
}

export async function findReportSchedule(ex: Executor, id: number): Promise<ReportScheduleWithUnit | undefined> {
  const [row] = await ex.select(withUnit).from(reportSchedules).leftJoin(units, eq(units.id, reportSchedules.unitId)).where(eq(reportSchedules.id, id)).limit(1);
  return row;
}

export async function deleteReportSchedule(ex: Executor, id: number): Promise<void> {
  await ex.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

/** Schedules whose day is `day` or earlier, with their person as they are now. */
export async function dueReportSchedules(ex: Executor, day: string, limit: number) {
  return ex
    .select({
      schedule: withUnit,
      user: { id: users.id, name: users.name, email: users.email, role: users.role, status: users.status, locale: users.locale },
    })
    .from(reportSchedules)
    .innerJoin(users, eq(users.id, reportSchedules.userId))
    .leftJoin(units, eq(units.id, reportSchedules.unitId))
    .where(lte(reportSchedules.nextRunOn, day))
    .orderBy(asc(reportSchedules.nextRunOn), asc(reportSchedules.id))
    .limit(limit);
}

/**
 * Moves a schedule on to its next day, only if it still stands at `from` (so two runs never send
 * it twice); whether this call moved it.
 */
export async function advanceReportSchedule(ex: Executor, id: number, from: string, to: string, sentAt: string | null): Promise<boolean> {
  const rows = await ex
    .update(reportSchedules)
    .set({ nextRunOn: to, ...(sentAt ? { lastSentAt: sentAt } : {}) })
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.nextRunOn, from)))
    .returning({ id: reportSchedules.id });
  return rows.length > 0;
}

