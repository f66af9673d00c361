// The cases' SQL (issue 34): the public form's reports, their confirmation, the signed-in lists and
// the clock sweep. Scope is decided by the caller (services/case-service.ts) and passed in as who
// the reader is; here it becomes one WHERE.
import { and, asc, count, eq, inArray, isNotNull, isNull, like, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { CASE_CLOCK_HOURS, pathRange, type CaseListQuery } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { auditLogs, outbox, socialMediaManagers, socialMedias, socialMediaUnits, units, users } from "../db/schema.ts";
import { events } from "../db/tables/events.ts";
import { cases } from "../db/tables/cases.ts";
import { inboxItems } from "../db/tables/inbox.ts";
import { containsPattern, orderBySort } from "./list-page.ts";

export type CaseRow = typeof cases.$inferSelect;
export type NewCaseRow = typeof cases.$inferInsert;

/** A case with the names it is shown with. */
export interface CaseView extends CaseRow {
  accountName: string | null;
  accountPlatform: string | null;
  accountProfileUrl: string | null;
  unitName: string | null;
  unitPath: string | null;
}

const viewColumns = {
  row: cases,
  accountName: socialMedias.name,
  accountPlatform: socialMedias.platform,
  accountProfileUrl: socialMedias.profileUrl,
  unitName: units.name,
  unitPath: units.path,
};

function viewsFrom(ex: Executor) {
  return ex.select(viewColumns).from(cases).leftJoin(socialMedias, eq(socialMedias.id, cases.accountId)).leftJoin(units, eq(units.id, cases.unitId));
}

const toView = (r: { row: CaseRow; accountName: string | null; accountPlatform: string | null; accountProfileUrl: string | null; unitName: string | null; unitPath: string | null }): CaseView => ({
  ...r.row,
  accountName: r.accountName,
  accountPlatform: r.accountPlatform,
  accountProfileUrl: r.accountProfileUrl,
  unitName: r.unitName,
  unitPath: r.unitPath,
});

export async function insertCase(ex: Executor, row: NewCaseRow): Promise<number> {
  const [inserted] = await ex.insert(cases).values(row).returning({ id: cases.id });
  return inserted!.id;
}

export async function caseByTokenHash(ex: Executor, tokenHash: string): Promise<CaseRow | undefined> {
  const [row] = await ex.select().from(cases).where(eq(cases.tokenHash, tokenHash));
  return row;
}

/** A confirmed case, when `reader` may see it. */
export async function findCaseView(ex: Executor, id: number, reader: CaseReader = { kind: "all" }): Promise<CaseView | undefined> {
  const [row] = await viewsFrom(ex).where(and(eq(cases.id, id), sql`${cases.state} <> 'received'`, readerWhere(reader)));
  return row ? toView(row) : undefined;
}

/** Changes a case's columns; `unless` guards a step done once (e.g. reminder_sent_at IS NULL). Answers whether it changed. */
export async function updateCase(ex: Executor, id: number, set: Partial<NewCaseRow>, unless?: SQL): Promise<boolean> {
  const rows = await ex.update(cases).set(set).where(and(eq(cases.id, id), unless)).returning({ id: cases.id });
  return rows.length > 0;
}

/** Changes a case only while `column` is still empty (a step done once); answers whether it changed. */
export async function updateCaseOnce(ex: Executor, id: number, column: "reminderSentAt" | "escalatedAt" | "breachedAt" | "reporterRedactedAt", set: Partial<NewCaseRow>): Promise<boolean> {
  return updateCase(ex, id, set, isNull(cases[column]));
}

/** Who reads a list: everything (super admin), or their units' subtrees, their accounts and the cases routed to them. */
export type CaseReader = { kind: "all" } | { kind: "own"; userId: number; roots: readonly string[] };

function readerWhere(reader: CaseReader): SQL | undefined {
  if (reader.kind === "all") return undefined;
  const inUnits = reader.roots.map((root) => {
    const { low, high } = pathRange(root);
    return sql`(${units.path} >= ${low} AND ${units.path} < ${high})`;
  });
  const theirAccounts = sql`${cases.accountId} IN (SELECT ${socialMedias.id} FROM ${socialMedias} WHERE ${socialMedias.primaryAdminId} = ${reader.userId} OR ${socialMedias.backupAdminId} = ${reader.userId}
    UNION SELECT ${socialMediaManagers.socialMediaId} FROM ${socialMediaManagers} WHERE ${socialMediaManagers.userId} = ${reader.userId})`;
  const routedToThem = sql`EXISTS (SELECT 1 FROM json_each(${cases.owners}) WHERE json_each.value = ${reader.userId})`;
  return or(...inUnits, theirAccounts, routedToThem);
}

/** The SLA filter as SQL on the clock's columns at `nowIso` (shared/case-rules.ts caseSlaStatus says the same). */
function slaWhere(sla: NonNullable<CaseListQuery["sla"]>, nowIso: string): SQL {
  const open = sql`${cases.closedAt} IS NULL`;
  const reminderAt = sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${cases.confirmedAt}, '+${sql.raw(String(CASE_CLOCK_HOURS.reminder))} hours')`;
  switch (sla) {
    case "breached":
      return sql`${cases.dueAt} IS NOT NULL AND (${cases.breachedAt} IS NOT NULL OR (${open} AND ${cases.dueAt} <= ${nowIso}) OR ${cases.closedAt} > ${cases.dueAt})`;
    case "met":
      return sql`${cases.dueAt} IS NOT NULL AND ${cases.closedAt} IS NOT NULL AND ${cases.closedAt} <= ${cases.dueAt} AND ${cases.breachedAt} IS NULL`;
    case "due_soon":
      return sql`${cases.dueAt} IS NOT NULL AND ${open} AND ${cases.breachedAt} IS NULL AND ${cases.dueAt} > ${nowIso} AND ${reminderAt} <= ${nowIso}`;
    case "on_track":
      return sql`${cases.dueAt} IS NOT NULL AND ${open} AND ${cases.breachedAt} IS NULL AND ${reminderAt} > ${nowIso}`;
  }
}

export async function listCaseViews(ex: Executor, reader: CaseReader, query: CaseListQuery, subtree: string | undefined, nowIso: string): Promise<{ rows: CaseView[]; total: number }> {
  const search = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    sql`${cases.state} <> 'received'`,
    readerWhere(reader),
    query.kind ? eq(cases.kind, query.kind) : undefined,
    query.state ? eq(cases.state, query.state) : undefined,
    query.sla ? slaWhere(query.sla, nowIso) : undefined,
    subtree ? and(sql`${units.path} >= ${pathRange(subtree).low}`, lt(units.path, pathRange(subtree).high)) : undefined,
    search
      ? or(
          sql`${socialMedias.name} LIKE ${search} ESCAPE '\\'`,
          sql`${cases.impostorUrl} LIKE ${search} ESCAPE '\\'`,
          sql`${cases.contentUrl} LIKE ${search} ESCAPE '\\'`,
          sql`${cases.claimedUnitName} LIKE ${search} ESCAPE '\\'`,
          sql`CAST(${cases.id} AS TEXT) = ${query.search}`,
        )
      : undefined,
  );
  const order = orderBySort<"createdAt" | "confirmedAt" | "dueAt" | "state">(query.sort ?? "-confirmedAt", {
    columns: { createdAt: cases.reportedAt, confirmedAt: cases.confirmedAt, dueAt: sql`coalesce(${cases.dueAt}, '9999')`, state: cases.state },
    byDefault: "confirmedAt",
    id: cases.id,
    idFollowsDirection: true,
  });
  const rows = await viewsFrom(ex).where(where).orderBy(...order).limit(query.limit).offset((query.page - 1) * query.limit);
  const [total] = await ex.select({ n: count() }).from(cases).leftJoin(socialMedias, eq(socialMedias.id, cases.accountId)).leftJoin(units, eq(units.id, cases.unitId)).where(where);
  return { rows: rows.map(toView), total: total?.n ?? 0 };
}

/** Open removal clocks routed to `userId`, soonest due first. */
export async function openClocksOf(ex: Executor, userId: number): Promise<CaseView[]> {
  const rows = await viewsFrom(ex)
    .where(and(inArray(cases.state, ["confirmed", "in_review"]), isNotNull(cases.dueAt), sql`EXISTS (SELECT 1 FROM json_each(${cases.owners}) WHERE json_each.value = ${userId})`))
    .orderBy(asc(cases.dueAt), asc(cases.id))
    .limit(200);
  return rows.map(toView);
}

/** Open removal requests with a clock step due at `nowIso` and not yet done. */
export async function clocksWithStepDue(ex: Executor, nowIso: string, reminderCutoff: string, escalationCutoff: string): Promise<CaseView[]> {
  const rows = await viewsFrom(ex).where(
    and(
      inArray(cases.state, ["confirmed", "in_review"]),
      isNotNull(cases.dueAt),
      or(
        and(isNull(cases.reminderSentAt), lte(cases.confirmedAt, reminderCutoff)),
        and(isNull(cases.escalatedAt), lte(cases.confirmedAt, escalationCutoff)),
        and(isNull(cases.breachedAt), lte(cases.dueAt, nowIso)),
      ),
    ),
  ).orderBy(asc(cases.id)).limit(500);
  return rows.map(toView);
}

/** Unconfirmed reports whose link expired: gone, they were never cases. */
export async function deleteExpiredReports(ex: Executor, nowIso: string): Promise<number> {
  const gone = await ex.delete(cases).where(and(eq(cases.state, "received"), lte(cases.tokenExpiresAt, nowIso))).returning({ id: cases.id });
  return gone.length;
}

/** Closed cases whose sender's contact is still kept and that closed before `cutoffIso`. */
export async function closedWithContactBefore(ex: Executor, cutoffIso: string, limit: number): Promise<CaseView[]> {
  const rows = await viewsFrom(ex).where(and(isNotNull(cases.closedAt), lte(cases.closedAt, cutoffIso), isNull(cases.reporterRedactedAt))).orderBy(asc(cases.id)).limit(limit);
  return rows.map(toView);
}

/** A published account's id and first unit, or undefined. */
export async function accountUnits(ex: Executor, accountId: number): Promise<{ name: string; unitIds: number[] } | undefined> {
  const [account] = await ex.select({ name: socialMedias.name }).from(socialMedias).where(eq(socialMedias.id, accountId));
  if (!account) return undefined;
  const rows = await ex.select({ unitId: socialMediaUnits.unitId }).from(socialMediaUnits).where(eq(socialMediaUnits.socialMediaId, accountId)).orderBy(asc(socialMediaUnits.unitId));
  return { name: account.name, unitIds: rows.map((r) => r.unitId) };
}

/** The active units whose name is exactly `name`, ignoring case (at most `limit`). */
export async function activeUnitsNamed(ex: Executor, name: string, limit = 50): Promise<{ id: number; name: string }[]> {
  return ex.select({ id: units.id, name: units.name }).from(units).where(and(sql`lower(${units.name}) = lower(${name})`, eq(units.status, "active"))).orderBy(asc(units.id)).limit(limit);
}

export async function parentOfUnit(ex: Executor, unitId: number): Promise<number | null> {
  const [row] = await ex.select({ parentId: units.parentId }).from(units).where(eq(units.id, unitId));
  return row?.parentId ?? null;
}

export async function userNamesAndLocales(ex: Executor, ids: readonly number[]): Promise<{ id: number; name: string; email: string; locale: string | null }[]> {
  if (ids.length === 0) return [];
  return ex.select({ id: users.id, name: users.name, email: users.email, locale: users.locale }).from(users).where(inArray(users.id, [...ids])).orderBy(asc(users.id));
}

/** The case's audit entries, oldest first, as stored. */
export async function auditRowsOfCase(ex: Executor, caseId: number) {
  return ex.select().from(auditLogs).where(and(eq(auditLogs.entity, "cases"), eq(auditLogs.documentId, caseId))).orderBy(asc(auditLogs.id));
}

/** Who was told of the case in their inbox, and when. */
export async function inboxNoticesOfCase(ex: Executor, caseId: number) {
  return ex
    .select({ at: inboxItems.createdAt, event: events.type, userId: users.id, userName: users.name })
    .from(inboxItems)
    .innerJoin(events, eq(events.id, inboxItems.eventId))
    .innerJoin(users, eq(users.id, inboxItems.userId))
    .where(and(eq(events.subjectType, "case"), eq(events.subjectId, caseId)))
    .orderBy(asc(inboxItems.id));
}

/** The e-mails written for the case's sender (their kind names the case: `case:<id>:<what>`). */
export async function senderMailsOfCase(ex: Executor, caseId: number) {
  return ex
    .select({ at: outbox.nextAttemptAt, kind: outbox.kind, status: outbox.status })
    .from(outbox)
    .where(like(outbox.kind, `case:${caseId}:%`))
    .orderBy(asc(outbox.id));
}
