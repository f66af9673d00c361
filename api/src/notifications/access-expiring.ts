// The daily sweep for `access.expiring`: temporary grants in force that end within 7 days get one
// notice while more than a day is left, and one more on their last day or the day before. Each
// notice is given once (access_expiry_notices, in the same transaction as its event), so a sweep
// run twice, or by two instances, tells nobody twice; a sweep missed for a few days still gives
// the notice that is due, with the days actually left.
import { dateInZone } from "@steward/shared";
import type { Database } from "../db/connection.ts";
import { recordEvent } from "../events/record-event.ts";
import { giveExpiryNotice, temporaryGrantsEnding } from "../repositories/notifications-repo.ts";
import type { Settings } from "../settings.ts";

const DAY_MS = 24 * 60 * 60_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export async function sweepExpiringAccess(database: Database, settings: Settings, now: Date): Promise<{ notices: number }> {
  const today = dateInZone(now, settings.TZ);
  return database.write(async (tx) => {
    const ending = await temporaryGrantsEnding(tx, today, addDays(today, 7));
    let notices = 0;
    for (const g of ending) {
      if (!g.endDate) continue;
      const daysLeft = daysBetween(today, g.endDate);
      const notice = daysLeft <= 1 ? "1d" : "7d";
      if (!(await giveExpiryNotice(tx, { userId: g.userId, unitId: g.unitId, endDate: g.endDate, notice, createdAt: now.toISOString() }))) continue;
      await recordEvent(
        tx,
        {
          type: "access.expiring",
          unitId: g.unitId,
          actorId: null,
          subject: { type: "access_grant", id: g.grantId },
          payload: { userId: g.userId, userName: g.userName, unitId: g.unitId, unitName: g.unitName, endDate: g.endDate, daysLeft, notice },
        },
        now,
      );
      notices += 1;
    }
    return { notices };
  });
}
