// Each person's choice per event type. Only choices are stored: a missing row means the default
// (shared DEFAULT_DELIVERY), so a default changed later reaches everyone who never chose.
import { DEFAULT_DELIVERY, DELIVERIES, EVENT_TYPES, type Delivery, type EventType, type NotificationPreferences } from "@steward/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { notificationPreferences } from "../db/tables/notifications.ts";

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);
const isDelivery = (value: string): value is Delivery => (DELIVERIES as readonly string[]).includes(value);

export async function preferencesOf(ex: Executor, userId: number): Promise<NotificationPreferences> {
  const rows = await ex.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  const prefs: NotificationPreferences = { ...DEFAULT_DELIVERY };
  for (const row of rows) {
    if ((EVENT_TYPES as readonly string[]).includes(row.eventType) && isDelivery(row.delivery)) prefs[row.eventType as EventType] = row.delivery;
  }
  return prefs;
}

/** How each of `userIds` gets events of `type`. */
export async function deliveriesFor(ex: Executor, userIds: readonly number[], type: EventType): Promise<Map<number, Delivery>> {
  const out = new Map<number, Delivery>(userIds.map((id) => [id, DEFAULT_DELIVERY[type]]));
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await ex
      .select({ userId: notificationPreferences.userId, delivery: notificationPreferences.delivery })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.eventType, type), inArray(notificationPreferences.userId, userIds.slice(i, i + 500))));
    for (const row of rows) out.set(row.userId, row.delivery);
  }
  return out;
}

export async function savePreferences(ex: Executor, userId: number, changes: Partial<Record<EventType, Delivery>>, now: Date): Promise<void> {
  const rows = Object.entries(changes)
    .filter((entry): entry is [EventType, Delivery] => entry[1] !== undefined)
    .map(([eventType, delivery]) => ({ userId, eventType, delivery, updatedAt: now.toISOString() }));
  if (rows.length === 0) return;
  await ex
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({ target: [notificationPreferences.userId, notificationPreferences.eventType], set: { delivery: sqlExcluded("delivery"), updatedAt: sqlExcluded("updated_at") } });
}
