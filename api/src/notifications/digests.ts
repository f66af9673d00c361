// Digests: one e-mail per person per period (daily, weekly) listing the events that waited for it,
// sent by the scheduler's cron jobs in the institution's zone. Each batch of people is one
// transaction that queues their e-mails and marks their entries sent, so a run repeated after a
// crash sends nothing twice. A person who has since turned a type off (or was deactivated) gets
// none of it; a type switched to immediate in the meantime still arrives, in this digest.
import { isEventType, type DigestPeriod, type EventType } from "@steward/shared";
import type { Database, Tx } from "../db/connection.ts";
import { markDigestEntriesSent, unsentDigestEntries, usersAwaitingDigest } from "../repositories/notifications-repo.ts";
import { findUserById } from "../repositories/users-repo.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { recipientLocale } from "../i18n/recipient-locale.ts";
import { publicUrlOf, type Settings } from "../settings.ts";
import { digestMail, type EventView } from "./messages.ts";
import { preferencesOf } from "../repositories/preferences-repo.ts";
import { ensureUnsubscribeSecret, signUnsubscribe, unsubscribeLink } from "./unsubscribe-token.ts";

export interface DigestResult {
  emails: number;
  entries: number;
  dropped: number;
}

async function digestBatch(tx: Tx, settings: Settings, period: DigestPeriod, now: Date, people: number): Promise<DigestResult & { users: number }> {
  const result = { emails: 0, entries: 0, dropped: 0, users: 0 };
  const waiting = await usersAwaitingDigest(tx, period, people);
  if (waiting.length === 0) return result;
  const publicUrl = publicUrlOf(settings);
  const secret = await ensureUnsubscribeSecret(tx, now);
  const nowIso = now.toISOString();
  for (const userId of waiting) {
    result.users += 1;
    const entries = await unsentDigestEntries(tx, userId, period);
    const person = await findUserById(tx, userId);
    const prefs = await preferencesOf(tx, userId);
    const kept = person?.status === "active" ? entries.filter((e) => isEventType(e.type) && prefs[e.type] !== "off") : [];
    if (person && kept.length > 0) {
      const views: EventView[] = kept.map((e) => ({ id: e.id, type: e.type, occurredAt: e.occurredAt, payload: JSON.parse(e.payload) as Record<string, unknown> }));
      const links = new Map<string, string>();
      for (const type of new Set(kept.map((e) => e.type as EventType))) links.set(type, unsubscribeLink(publicUrl, await signUnsubscribe(secret, { id: userId, email: person.email }, type)));
      const to = { name: person.name, email: person.email, locale: recipientLocale(person.locale, settings.STEWARD_DEFAULT_LOCALE) };
      await enqueueMail(tx, digestMail(to, period, views, publicUrl, links, settings.TZ), now);
      result.emails += 1;
    }
    result.entries += kept.length;
    result.dropped += entries.length - kept.length;
    await markDigestEntriesSent(
      tx,
      entries.map((e) => e.entryId),
      nowIso,
    );
  }
  return result;
}

export async function sendDigests(database: Database, settings: Settings, period: DigestPeriod, now: Date, options: { peoplePerBatch?: number; maxBatches?: number } = {}): Promise<DigestResult> {
  const total: DigestResult = { emails: 0, entries: 0, dropped: 0 };
  for (let i = 0; i < (options.maxBatches ?? 1000); i++) {
    const r = await database.write((tx) => digestBatch(tx, settings, period, now, options.peoplePerBatch ?? 50));
    total.emails += r.emails;
    total.entries += r.entries;
    total.dropped += r.dropped;
    if (r.users === 0) break;
  }
  return total;
}
