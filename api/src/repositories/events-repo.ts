// Rows of the event outbox (db/tables/events.ts). events/record-event.ts decides what a row says.
import type { Executor } from "../db/connection.ts";
import { events } from "../db/tables/events.ts";

export type NewEventRow = typeof events.$inferInsert;

export async function insertEventRows(ex: Executor, rows: NewEventRow[]): Promise<void> {
  if (rows.length > 0) await ex.insert(events).values(rows);
}
