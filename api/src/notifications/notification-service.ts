// A person's notification choices (GET/PUT /api/users/me/notifications) and the one-click
// unsubscribe behind every notification e-mail. Choices are one's own: any signed-in user reads
// and changes theirs, and nobody else's. Each change is audited in its own transaction.
import {
  ALL_EVENTS,
  DEFAULT_DELIVERY,
  EVENT_TYPES,
  type Locale,
  type Delivery,
  type EventType,
  type NotificationPreferencesDoc,
  type NotificationPreferencesUpdate,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import type { ServiceDeps } from "../services/deps.ts";
import { emailOfUser, findUserById } from "../repositories/users-repo.ts";
import { preferencesOf, savePreferences } from "../repositories/preferences-repo.ts";
import { readUnsubscribeSecret, verifyUnsubscribe, type UnsubscribeScope } from "./unsubscribe-token.ts";
import { serverT } from "../i18n/server-catalogue.ts";
import { recipientLocale } from "../i18n/recipient-locale.ts";

export type UnsubscribeOutcome =
  | { valid: false }
  | {
      valid: true;
      /** What the link turns off, in the link's person's language. */
      label: string;
      alreadyOff: boolean;
      /** The link's person's language: the page that answers it speaks theirs. */
      locale: Locale;
    };

const labelOf = (scope: UnsubscribeScope, locale: Locale) => {
  const t = serverT(locale);
  return scope === ALL_EVENTS ? t("unsubscribePage.allNotifications") : t(`events.${scope}`);
};
const typesOf = (scope: UnsubscribeScope): readonly EventType[] => (scope === ALL_EVENTS ? EVENT_TYPES : [scope]);

export function createNotificationService(deps: ServiceDeps) {
  const { database, now } = deps;
  const localeOf = (person: { locale: string | null } | undefined) => recipientLocale(person?.locale, deps.settings.STEWARD_DEFAULT_LOCALE);
  const docOf = async (userId: number, ex: Executor = database.db): Promise<NotificationPreferencesDoc> => ({ preferences: await preferencesOf(ex, userId), defaults: { ...DEFAULT_DELIVERY } });

  return {
    get(actor: Actor): Promise<NotificationPreferencesDoc> {
      return docOf(actor.id);
    },

    async update(actor: Actor, input: NotificationPreferencesUpdate): Promise<NotificationPreferencesDoc> {
      return database.write(async (tx) => {
        const prev = await docOf(actor.id, tx);
        const changes = Object.fromEntries(
          Object.entries(input.preferences).filter(([type, delivery]) => delivery !== undefined && prev.preferences[type as EventType] !== delivery),
        ) as Partial<Record<EventType, Delivery>>;
        if (Object.keys(changes).length === 0) return prev;
        await savePreferences(tx, actor.id, changes, now());
        const current = await docOf(actor.id, tx);
        await writeAudit(
          tx,
          {
            action: "update",
            entity: "notification-preferences",
            documentId: actor.id,
            actor: { id: actor.id, name: actor.name, role: actor.role },
            prev: prev.preferences,
            current: current.preferences,
            organizations: [],
          },
          now(),
        );
        return current;
      });
    },

    /** What an unsubscribe link would do, without doing it (the confirmation page). */
    async checkUnsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const found = await verifyUnsubscribe(await readUnsubscribeSecret(database.db), token, (id) => emailOfUser(database.db, id));
      if (!found) return { valid: false };
      const prefs = await preferencesOf(database.db, found.userId);
      const locale = localeOf(await findUserById(database.db, found.userId));
      return { valid: true, label: labelOf(found.type, locale), locale, alreadyOff: typesOf(found.type).every((t) => prefs[t] === "off") };
    },

    /** Turns the link's event type off for the link's person; a second click changes nothing. */
    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      return database.write(async (tx) => {
        const found = await verifyUnsubscribe(await readUnsubscribeSecret(tx), token, (id) => emailOfUser(tx, id));
        if (!found) return { valid: false } as const;
        const person = await findUserById(tx, found.userId);
        if (!person) return { valid: false } as const;
        const prev = await preferencesOf(tx, person.id);
        const changes = Object.fromEntries(typesOf(found.type).filter((t) => prev[t] !== "off").map((t) => [t, "off" as const]));
        const locale = localeOf(person);
        if (Object.keys(changes).length === 0) return { valid: true, label: labelOf(found.type, locale), locale, alreadyOff: true } as const;
        await savePreferences(tx, person.id, changes, now());
        await writeAudit(
          tx,
          {
            action: "update",
            entity: "notification-preferences",
            documentId: person.id,
            // The link is the person's own: it was sent to them alone.
            actor: { id: person.id, name: person.name, role: person.role },
            prev,
            current: await preferencesOf(tx, person.id),
            organizations: [],
          },
          now(),
        );
        return { valid: true, label: labelOf(found.type, locale), locale, alreadyOff: false } as const;
      });
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
