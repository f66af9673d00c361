// Queries of the inbox (db/tables/inbox.ts): written by the fan-out, read and marked read by their
// own person only; every query here is bounded by the caller's user id.
import { and, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { events } from "../db/tables/events.ts";
import { inboxItems } from "../db/tables/inbox.ts";

export type NewInboxItem = typeof inboxItems.$inferInsert;

/** 200 a statement; an item already there (same person and event) is kept. */
export async function insertInboxItems(ex: Executor, rows: readonly NewInboxItem[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await ex.insert(inboxItems).values(rows.slice(i, i + 200)).onConflictDoNothing();
  }
}

export interface InboxRow {
  id: number;
  readAt: string | null;
  type: string;
  payload: string;
  occurredAt: string;
}

/** One page of a person's items, newest first, with how many there are. */
export async function inboxPage(ex: Executor, userId: number, options: { unreadOnly: boolean; offset: number; limit: number }): Promise<{ rows: InboxRow[]; total: number }> {
  const where = options.unreadOnly ? and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt)) : eq(inboxItems.userId, userId);
  const rows = await ex
    .select({ id: inboxItems.id, readAt: inboxItems.readAt, type: events.type, payload: events.payload, occurredAt: events.occurredAt })
    .from(inboxItems)
    .innerJoin(events, eq(events.id, inboxItems.eventId))
    .where(where)
    .orderBy(desc(inboxItems.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await ex.select({ n: count() }).from(inboxItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A person's unread count and newest item id: together they move with every change to their inbox. */
export async function inboxVersion(ex: Executor, userId: number): Promise<{ unread: number; latestId: number }> {
  const [row] = await ex
    .select({ unread: sql<number>`coalesce(sum(${inboxItems.readAt} IS NULL), 0)`, latestId: max(inboxItems.id) })
    .from(inboxItems)
    .where(eq(inboxItems.userId, userId));
  return { unread: Number(row?.unread ?? 0), latestId: row?.latestId ?? 0 };
}

/** Marks read those of `ids` that are the person's and unread (all of them for "all"); answers how many. */
export async function markInboxRead(ex: Executor, userId: number, ids: readonly number[] | "all", nowIso: string): Promise<number> {
  const own = and(eq(inboxItems.userId, userId), isNull(inboxItems.readAt));
  const where = ids === "all" ? own : and(own, inArray(inboxItems.id, [...ids]));
  const result = await ex.update(inboxItems).set({ readAt: nowIso }).where(where);
  return result.rowsAffected;
}
