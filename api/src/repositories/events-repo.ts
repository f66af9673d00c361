// Rows of the event outbox (db/tables/events.ts). events/record-event.ts decides what a row says.
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { events } from "../db/tables/events.ts";

export type NewEventRow = typeof events.$inferInsert;

export async function insertEventRows(ex: Executor, rows: NewEventRow[]): Promise<void> {
  if (rows.length > 0) await ex.insert(events).values(rows);
}

export type EventRow = typeof events.$inferSelect;

/** The oldest events not yet fanned out; read inside the fan-out's write transaction. */
export async function undispatchedEvents(ex: Executor, limit: number): Promise<EventRow[]> {
  return ex.select().from(events).where(isNull(events.dispatchedAt)).orderBy(asc(events.id)).limit(limit);
}

/** Marks them dispatched; answers how many were still waiting. */
export async function markEventsDispatched(ex: Executor, ids: readonly number[], atIso: string): Promise<number> {
  const marked = await ex
    .update(events)
    .set({ dispatchedAt: atIso })
    .where(and(inArray(events.id, [...ids]), isNull(events.dispatchedAt)))
    .returning({ id: events.id });
  return marked.length;
}
