// Handover tasks (issue 19): written by an offboarding, closed by people, marked overdue by the
// scheduler. A task is visible to a caller when its account is in their scope, or when it is
// assigned to them.
import { and, asc, count, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { HandoverTaskDoc, HandoverTaskKind, HandoverTaskListQuery, HandoverTaskState, ListResponse } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { socialMedias, users } from "../db/schema.ts";
import { handoverTasks } from "../db/tables/offboarding.ts";
import { listPage, orderBySort } from "./list-page.ts";
import { accountInScope } from "./social-medias-repo.ts";
import type { Scope } from "./scope-repo.ts";

export type HandoverTaskRow = typeof handoverTasks.$inferSelect;
export type NewHandoverTask = typeof handoverTasks.$inferInsert;

const leaver = alias(users, "leaver");
const assignee = alias(users, "assignee");
const closer = alias(users, "closer");

/** Tasks the caller may see: accounts in scope, or assigned to them. */
export function taskVisibleTo(ex: Executor, scope: Scope, actorId: number): SQL | undefined {
  const inScope = accountInScope(ex, scope, handoverTasks.socialMediaId);
  return inScope === undefined ? undefined : or(inScope, eq(handoverTasks.assigneeId, actorId));
}

function select(ex: Executor) {
  return ex
    .select({
      task: handoverTasks,
      accountName: socialMedias.name,
      platform: socialMedias.platform,
      leaverName: leaver.name,
      assigneeName: assignee.name,
      closerName: closer.name,
    })
    .from(handoverTasks)
    .innerJoin(socialMedias, eq(socialMedias.id, handoverTasks.socialMediaId))
    .innerJoin(leaver, eq(leaver.id, handoverTasks.userId))
    .leftJoin(assignee, eq(assignee.id, handoverTasks.assigneeId))
    .leftJoin(closer, eq(closer.id, handoverTasks.doneById));
}

type Joined = Awaited<ReturnType<ReturnType<typeof select>["where"]>>[number];

function toDoc(r: Joined): HandoverTaskDoc {
  const t = r.task;
  return {
    id: t.id,
    kind: t.kind as HandoverTaskKind,
    state: t.state as HandoverTaskState,
    socialMedia: { id: t.socialMediaId, name: r.accountName, platform: r.platform },
    user: { id: t.userId, name: r.leaverName },
    assignee: t.assigneeId === null ? null : { id: t.assigneeId, name: r.assigneeName ?? "" },
    openedAt: t.openedAt,
    dueAt: t.dueAt,
    overdueAt: t.overdueAt,
    doneAt: t.doneAt,
    doneBy: t.doneById === null ? null : { id: t.doneById, name: r.closerName ?? "" },
    note: t.note,
  };
}

const SORT = {
  columns: { openedAt: handoverTasks.openedAt, dueAt: handoverTasks.dueAt, state: handoverTasks.state },
  byDefault: "dueAt" as const,
  id: handoverTasks.id,
};

export async function listHandoverTasks(ex: Executor, query: HandoverTaskListQuery, scope: Scope, actorId: number): Promise<ListResponse<HandoverTaskDoc>> {
  const conditions: (SQL | undefined)[] = [taskVisibleTo(ex, scope, actorId)];
  if (query.state?.length) conditions.push(inArray(handoverTasks.state, query.state));
  if (query.account?.length) conditions.push(inArray(handoverTasks.socialMediaId, query.account));
  if (query.user?.length) conditions.push(inArray(handoverTasks.userId, query.user));
  if (query.assignee?.length) conditions.push(inArray(handoverTasks.assigneeId, query.assignee));
  if (query.search) conditions.push(sql`${socialMedias.name} LIKE ${`%${query.search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`} ESCAPE '\\'`);
  const where = and(...conditions);
  const [total] = await ex.select({ n: count() }).from(handoverTasks).innerJoin(socialMedias, eq(socialMedias.id, handoverTasks.socialMediaId)).where(where);
  const rows = await select(ex)
    .where(where)
    .orderBy(...orderBySort(query.sort, SORT))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(rows.map(toDoc), total?.n ?? 0, query.page, query.limit);
}

/** One task the caller may see, or undefined (missing and out of scope read the same). */
export async function findHandoverTask(ex: Executor, id: number, scope: Scope, actorId: number): Promise<HandoverTaskDoc | undefined> {
  const [row] = await select(ex)
    .where(and(eq(handoverTasks.id, id), taskVisibleTo(ex, scope, actorId)))
    .limit(1);
  return row ? toDoc(row) : undefined;
}

export async function handoverTaskDocs(ex: Executor, ids: readonly number[]): Promise<HandoverTaskDoc[]> {
  if (ids.length === 0) return [];
  const rows = await select(ex).where(inArray(handoverTasks.id, [...ids])).orderBy(asc(handoverTasks.id));
  return rows.map(toDoc);
}

export async function insertHandoverTasks(ex: Executor, rows: readonly NewHandoverTask[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await ex.insert(handoverTasks).values(rows.slice(i, i + 200)).returning({ id: handoverTasks.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** Closes a task that is not done yet; false when it was already done (a race lost). */
export async function closeHandoverTask(ex: Executor, id: number, values: { doneAt: string; doneById: number; note: string | null }): Promise<boolean> {
  const rows = await ex
    .update(handoverTasks)
    .set({ state: "done", ...values })
    .where(and(eq(handoverTasks.id, id), inArray(handoverTasks.state, ["open", "overdue"])))
    .returning({ id: handoverTasks.id });
  return rows.length === 1;
}

/** Open tasks whose due time has come (the overdue sweep). */
export async function openTasksDue(ex: Executor, nowIso: string, limit: number): Promise<HandoverTaskRow[]> {
  return ex
    .select()
    .from(handoverTasks)
    .where(and(eq(handoverTasks.state, "open"), lte(handoverTasks.dueAt, nowIso)))
    .orderBy(asc(handoverTasks.id))
    .limit(limit);
}

/** Marks one task overdue if it still is open; false when someone closed it meanwhile. */
export async function markTaskOverdue(ex: Executor, id: number, at: string): Promise<boolean> {
  const rows = await ex
    .update(handoverTasks)
    .set({ state: "overdue", overdueAt: at })
    .where(and(eq(handoverTasks.id, id), eq(handoverTasks.state, "open")))
    .returning({ id: handoverTasks.id });
  return rows.length === 1;
}

/** How many of a person's handover tasks are not done. */
export async function unfinishedTasksOf(ex: Executor, userId: number): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(handoverTasks)
    .where(and(eq(handoverTasks.userId, userId), inArray(handoverTasks.state, ["open", "overdue"])));
  return row?.n ?? 0;
}
