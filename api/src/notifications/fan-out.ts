// The fan-out: reads the events not yet dispatched, in id order, and in ONE transaction per batch
// writes what each must become (immediate e-mails into the mail outbox, digest entries for daily
// and weekly readers, an inbox item for every one of them, one webhook delivery per matching
// webhook) and marks the events dispatched. The inbox follows the e-mail: the same audience and
// the same choice decide both, so whoever chose "off" for a type hears of it nowhere.
// The batch's reads happen inside the write transaction (IMMEDIATE: it holds the write lock from
// its first statement), so two instances can never take the same events: each event is fanned
// out exactly once, whatever the number of instances, and a crash rolls the whole batch back.
import { ALL_EVENTS, dateInZone, isEventType, selectsEvent, type EventType } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import type { Database, Tx } from "../db/connection.ts";
import { markEventsDispatched, undispatchedEvents, type EventRow } from "../repositories/events-repo.ts";
import { insertDigestEntries, insertWebhookDeliveries, namesAndEmails, webhookSelectorRows } from "../repositories/notifications-repo.ts";
import { insertInboxItems } from "../repositories/inbox-repo.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { recipientLocale } from "../i18n/recipient-locale.ts";
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
  inboxItems: number;
}

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

async function fanOutBatch(tx: Tx, settings: Settings, now: Date, batchSize: number): Promise<FanOutResult> {
  const result: FanOutResult = { events: 0, emails: 0, digestEntries: 0, webhookDeliveries: 0, inboxItems: 0 };
  const batch = await undispatchedEvents(tx, batchSize);
  if (batch.length === 0) return result;
  const nowIso = now.toISOString();
  const today = dateInZone(now, settings.TZ);
  const publicUrl = publicUrlOf(settings);
  const secret = await ensureUnsubscribeSecret(tx, now);
  const hooks = (await webhookSelectorRows(tx)).map((w) => ({ id: w.id, selectors: parseJson<string[]>(w.events, []) }));

  for (const row of batch) {
    const payload = parseJson<Record<string, unknown>>(row.payload, {});
    if (isEventType(row.type)) {
      const type: EventType = row.type;
      const recipients = parseJson<number[] | null>(row.recipients, null);
      const audience = await resolveAudience(tx, { type, unitId: row.unitId, actorId: row.actorId, recipients: Array.isArray(recipients) ? recipients : null, payload }, today);
      const deliveries = await deliveriesFor(tx, audience, type);
      const immediate = audience.filter((id) => deliveries.get(id) === "immediate");
      const people = await namesAndEmails(tx, immediate);
      const view: EventView = { id: row.id, type, occurredAt: row.occurredAt, payload };
      for (const id of immediate) {
        const person = people.get(id);
        if (!person) continue;
        const link = unsubscribeLink(publicUrl, await signUnsubscribe(secret, { id, email: person.email }, type));
        // Each person's own e-mail, in their language as their row says it at queue time.
        const to = { name: person.name, email: person.email, locale: recipientLocale(person.locale, settings.STEWARD_DEFAULT_LOCALE) };
        await enqueueMail(tx, immediateMail(to, view, publicUrl, link), now);
        result.emails += 1;
      }
      const digests = audience.flatMap((id) => {
        const d = deliveries.get(id);
        return d === "daily" || d === "weekly" ? [{ userId: id, eventId: row.id, period: d, createdAt: nowIso }] : [];
      });
      await insertDigestEntries(tx, digests);
      result.digestEntries += digests.length;
      // Whoever is told by e-mail, at once or in a digest, finds it in their inbox too.
      const told = audience.filter((id) => deliveries.get(id) !== "off").map((userId) => ({ userId, eventId: row.id, createdAt: nowIso }));
      await insertInboxItems(tx, told);
      result.inboxItems += told.length;
    }
    // Webhooks see every event they selected; `*` includes types this version does not know.
    const matching = hooks.filter((h) => (isEventType(row.type) ? selectsEvent(h.selectors, row.type) : h.selectors.includes(ALL_EVENTS)));
    if (matching.length > 0) {
      const body = webhookBody(row);
      await insertWebhookDeliveries(
        tx,
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
      );
      result.webhookDeliveries += matching.length;
    }
  }

  const ids = batch.map((e) => e.id);
  const marked = await markEventsDispatched(tx, ids, nowIso);
  // Cannot happen while the batch was read under the write lock; if it ever did, nothing is kept.
  if (marked !== ids.length) throw new Error(`fan-out: ${ids.length - marked} events were dispatched by someone else meanwhile`);
  result.events = batch.length;
  return result;
}

/** Batches until none is left (at most `maxBatches` per run, so a run stays short). */
export async function fanOutEvents(database: Database, settings: Settings, now: Date, options: { batchSize?: number; maxBatches?: number } = {}): Promise<FanOutResult> {
  const total: FanOutResult = { events: 0, emails: 0, digestEntries: 0, webhookDeliveries: 0, inboxItems: 0 };
  for (let i = 0; i < (options.maxBatches ?? 20); i++) {
    const r = await database.write((tx) => fanOutBatch(tx, settings, now, options.batchSize ?? 50));
    total.events += r.events;
    total.emails += r.emails;
    total.digestEntries += r.digestEntries;
    total.webhookDeliveries += r.webhookDeliveries;
    total.inboxItems += r.inboxItems;
    if (r.events === 0) break;
  }
  return total;
}
