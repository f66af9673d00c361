// Queries of the notification tables (db/tables/notifications.ts): digest entries, the key that
// signs unsubscribe links, the access-expiry notices given. notifications/ decides what they mean.
import type { DigestPeriod } from "@steward/shared";
import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { accessGrants, units, users } from "../db/schema.ts";
import { events } from "../db/tables/events.ts";
import { accessExpiryNotices, digestEntries, notificationKeys } from "../db/tables/notifications.ts";
import { webhookDeliveries, webhooks } from "../db/tables/webhooks.ts";

/** Name and address of each of these users, 500 per query. */
export async function namesAndEmails(ex: Executor, ids: readonly number[]): Promise<Map<number, { name: string; email: string; locale: string | null }>> {
  const out = new Map<number, { name: string; email: string; locale: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await ex.select({ id: users.id, name: users.name, email: users.email, locale: users.locale }).from(users).where(inArray(users.id, ids.slice(i, i + 500)));
    for (const r of rows) out.set(r.id, { name: r.name, email: r.email, locale: r.locale });
  }
  return out;
}

/** Every webhook's id and its stored event selectors (JSON text). */
export async function webhookSelectorRows(ex: Executor): Promise<{ id: number; events: string }[]> {
  return ex.select({ id: webhooks.id, events: webhooks.events }).from(webhooks);
}

export type NewDigestEntry = typeof digestEntries.$inferInsert;
export type NewWebhookDelivery = typeof webhookDeliveries.$inferInsert;

/** 200 a statement; an entry already there is kept. */
export async function insertDigestEntries(ex: Executor, rows: readonly NewDigestEntry[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await ex.insert(digestEntries).values(rows.slice(i, i + 200)).onConflictDoNothing();
  }
}

export async function insertWebhookDeliveries(ex: Executor, rows: readonly NewWebhookDelivery[]): Promise<void> {
  if (rows.length > 0) await ex.insert(webhookDeliveries).values([...rows]).onConflictDoNothing();
}

/** The people with unsent entries of `period`, lowest id first. */
export async function usersAwaitingDigest(ex: Executor, period: DigestPeriod, limit: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ userId: digestEntries.userId })
    .from(digestEntries)
    .where(and(eq(digestEntries.period, period), isNull(digestEntries.sentAt)))
    .orderBy(asc(digestEntries.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** A person's unsent entries of `period` with their events, in event order. */
export async function unsentDigestEntries(ex: Executor, userId: number, period: DigestPeriod) {
  return ex
    .select({ entryId: digestEntries.id, id: events.id, type: events.type, occurredAt: events.occurredAt, payload: events.payload })
    .from(digestEntries)
    .innerJoin(events, eq(events.id, digestEntries.eventId))
    .where(and(eq(digestEntries.userId, userId), eq(digestEntries.period, period), isNull(digestEntries.sentAt)))
    .orderBy(asc(events.id));
}

export async function markDigestEntriesSent(ex: Executor, ids: readonly number[], atIso: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await ex.update(digestEntries).set({ sentAt: atIso }).where(and(inArray(digestEntries.id, ids.slice(i, i + 500)), isNull(digestEntries.sentAt)));
  }
}

/** Stores the key under `name` unless one is there already. */
export async function insertNotificationKeyIfMissing(ex: Executor, name: string, secret: string, atIso: string): Promise<void> {
  await ex.insert(notificationKeys).values({ name, secret, createdAt: atIso }).onConflictDoNothing();
}

export async function notificationKey(ex: Executor, name: string): Promise<string | null> {
  const [row] = await ex.select({ secret: notificationKeys.secret }).from(notificationKeys).where(eq(notificationKeys.name, name));
  return row?.secret ?? null;
}

/** Temporary grants in force on `today` that end by `lastDay`, of active users, with the names a notice shows. */
export async function temporaryGrantsEnding(ex: Executor, today: string, lastDay: string) {
  return ex
    .select({
      grantId: accessGrants.id,
      userId: accessGrants.userId,
      unitId: accessGrants.unitId,
      endDate: accessGrants.endDate,
      userName: users.name,
      unitName: units.name,
    })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .innerJoin(units, eq(units.id, accessGrants.unitId))
    .where(and(eq(accessGrants.type, "temporary"), lte(accessGrants.startDate, today), gte(accessGrants.endDate, today), lte(accessGrants.endDate, lastDay), eq(users.status, "active")));
}

/** Records the notice; false when it was given before. */
export async function giveExpiryNotice(ex: Executor, row: { userId: number; unitId: number; endDate: string; notice: "1d" | "7d"; createdAt: string }): Promise<boolean> {
  const given = await ex.insert(accessExpiryNotices).values(row).onConflictDoNothing().returning({ userId: accessExpiryNotices.userId });
  return given.length > 0;
}
