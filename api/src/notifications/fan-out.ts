// The fan-out: reads the events not yet dispatched, in id order, and in ONE transaction per batch
// writes what each must become (immediate e-mails into the mail outbox, digest entries for daily
// and weekly readers, one webhook delivery per matching webhook) and marks the events dispatched.
// The batch's reads happen inside the write transaction (IMMEDIATE: it holds the write lock from
// its first statement), so two instances can never take the same events: each event is fanned
// out exactly once, whatever the number of instances, and a crash rolls the whole batch back.
import { ALL_EVENTS, dateInZone, isEventType, selectsEvent, type EventType } from "@steward/shared";
import { and, asc, inArray, isNull } from "drizzle-orm";
import { randomId } from "../auth/tokens.ts";
import type { Database, Tx } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { events } from "../db/tables/events.ts";
import { digestEntries } from "../db/tables/notifications.ts";
import { webhookDeliveries, webhooks } from "../db/tables/webhooks.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { publicUrlOf, type Settings } from "../settings.ts";
import { resolveAudience } from "./audience.ts";
import { immediateMail, type EventView } from "./messages.ts";
import { deliveriesFor } from "../repositories/preferences-repo.ts";
import { ensureUnsubscribeSecret, signUnsubscribe, unsubscribeLink } from "./unsubscribe-token.ts";
import { RETRY_WINDOW_MS } from "../webhooks/deliver.ts";

export interface FanOutResult {
  events: number;
  emails: number;
  digestEntries: number;
  webhookDeliveries: number;
}

type EventRow = typeof events.$inferSelect;

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The body a webhook receives: Standard Webhooks' `{type, timestamp, data}`. */
export function webhookBody(event: EventRow): string {
  const payload = parseJson<Record<string, unknown>>(event.payload, {});
  return JSON.stringify({
    type: event.type,
    timestamp: event.occurredAt,
    data: { ...payload, eventId: event.id, unitId: event.unitId, actorId: event.actorId, subject: { type: event.subjectType, id: event.subjectId } },
  });
}

async function usersByIds(tx: Tx, ids: readonly number[]): Promise<Map<number, { name: string; email: string }>> {
  const out = new Map<number, { name: string; email: string }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids.slice(i, i + 500)));
    for (const r of rows) out.set(r.id, { name: r.name, email: r.email });
  }
  return out;
}

async function fanOutBatch(tx: Tx, settings: Settings, now: Date, batchSize: number): Promise<FanOutResult> {
  const result: FanOutResult = { events: 0, emails: 0, digestEntries: 0, webhookDeliveries: 0 };
  const batch = await tx.select().from(events).where(isNull(events.dispatchedAt)).orderBy(asc(events.id)).limit(batchSize);
  if (batch.length === 0) return result;
  const nowIso = now.toISOString();
  const today = dateInZone(now, settings.TZ);
  const publicUrl = publicUrlOf(settings);
  const secret = await ensureUnsubscribeSecret(tx, now);
  const hooks = (await tx.select({ id: webhooks.id, events: webhooks.events }).from(webhooks)).map((w) => ({ id: w.id, selectors: parseJson<string[]>(w.events, []) }));

  for (const row of batch) {
    const payload = parseJson<Record<string, unknown>>(row.payload, {});
    if (isEventType(row.type)) {
      const type: EventType = row.type;
      const recipients = parseJson<number[] | null>(row.recipients, null);
      const audience = await resolveAudience(tx, { type, unitId: row.unitId, actorId: row.actorId, recipients: Array.isArray(recipients) ? recipients : null, payload }, today);
      const deliveries = await deliveriesFor(tx, audience, type);
      const immediate = audience.filter((id) => deliveries.get(id) === "immediate");
      const people = await usersByIds(tx, immediate);
      const view: EventView = { id: row.id, type, occurredAt: row.occurredAt, payload };
      for (const id of immediate) {
        const person = people.get(id);
        if (!person) continue;
        const link = unsubscribeLink(publicUrl, await signUnsubscribe(secret, { id, email: person.email }, type));
        await enqueueMail(tx, immediateMail(person, view, publicUrl, link), now);
        result.emails += 1;
      }
      const digests = audience.flatMap((id) => {
        const d = deliveries.get(id);
        return d === "daily" || d === "weekly" ? [{ userId: id, eventId: row.id, period: d, createdAt: nowIso }] : [];
      });
      for (let i = 0; i < digests.length; i += 200) {
        await tx.insert(digestEntries).values(digests.slice(i, i + 200)).onConflictDoNothing();
      }
      result.digestEntries += digests.length;
    }
    // Webhooks see every event they selected; `*` includes types this version does not know.
    const matching = hooks.filter((h) => (isEventType(row.type) ? selectsEvent(h.selectors, row.type) : h.selectors.includes(ALL_EVENTS)));
    if (matching.length > 0) {
      const body = webhookBody(row);
      await tx
        .insert(webhookDeliveries)
        .values(
          matching.map((h) => ({
            webhookId: h.id,
            eventId: row.id,
            eventType: row.type,
            messageId: `msg_${randomId(18)}`,
            body,
            nextAttemptAt: nowIso,
            giveUpAt: new Date(now.getTime() + RETRY_WINDOW_MS).toISOString(),
            createdAt: nowIso,
          })),
        )
        .onConflictDoNothing();
      result.webhookDeliveries += matching.length;
    }
  }

  const ids = batch.map((e) => e.id);
  const marked = await tx
    .update(events)
    .set({ dispatchedAt: nowIso })
    .where(and(inArray(events.id, ids), isNull(events.dispatchedAt)))
    .returning({ id: events.id });
  // Cannot happen while the batch was read under the write lock; if it ever did, nothing is kept.
  if (marked.length !== ids.length) throw new Error(`fan-out: ${ids.length - marked.length} events were dispatched by someone else meanwhile`);
  result.events = batch.length;
  return result;
}

/** Batches until none is left (at most `maxBatches` per run, so a run stays short). */
export async function fanOutEvents(database: Database, settings: Settings, now: Date, options: { batchSize?: number; maxBatches?: number } = {}): Promise<FanOutResult> {
  const total: FanOutResult = { events: 0, emails: 0, digestEntries: 0, webhookDeliveries: 0 };
  for (let i = 0; i < (options.maxBatches ?? 20); i++) {
    const r = await database.write((tx) => fanOutBatch(tx, settings, now, options.batchSize ?? 50));
    total.events += r.events;
    total.emails += r.emails;
    total.digestEntries += r.digestEntries;
    total.webhookDeliveries += r.webhookDeliveries;
    if (r.events === 0) break;
  }
  return total;
}
