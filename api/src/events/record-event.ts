// The one way a change records an event: inside the change's own transaction, so the event exists
// exactly when the change does. Delivery (e-mail, digests, webhooks) happens later, from the outbox.
import type { EventType } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { insertEventRows } from "../repositories/events-repo.ts";

export interface NewEvent {
  type: EventType;
  /** The unit whose scope it concerns; null for the whole institution (e.g. a new policy). */
  unitId: number | null;
  actorId?: number | null;
  subject: { type: string; id: number | null };
  /** Exactly who must hear, when the change knows (a campaign's reviewers); else by role and scope. */
  recipients?: readonly number[];
  /** What a message needs to be written without reading the database again. No secrets. */
  payload?: Record<string, unknown>;
}

export async function recordEvent(ex: Executor, event: NewEvent, now: Date): Promise<void> {
  await recordEvents(ex, [event], now);
}

/** Many at once (a campaign opening, a daily sweep): one statement per 200 rows. */
export async function recordEvents(ex: Executor, batch: readonly NewEvent[], now: Date): Promise<void> {
  const occurredAt = now.toISOString();
  for (let i = 0; i < batch.length; i += 200) {
    const rows = batch.slice(i, i + 200).map((e) => ({
      type: e.type,
      occurredAt,
      unitId: e.unitId,
      actorId: e.actorId ?? null,
      subjectType: e.subject.type,
      subjectId: e.subject.id,
      recipients: e.recipients ? JSON.stringify([...e.recipients]) : null,
      payload: JSON.stringify(e.payload ?? {}),
    }));
    await insertEventRows(ex, rows);
  }
}
