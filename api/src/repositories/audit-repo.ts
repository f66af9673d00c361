// Reading the audit log. Scope is an indexed join: entry -> audit_log_units -> units by path range.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { AuditListQuery, AuditLogDoc, ListResponse } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { auditLogs, auditLogUnits, units } from "../db/schema.ts";
import { withinScope, type Scope } from "../services/scope.ts";
import type { ScopedAuditCounts } from "./audit-scope-counts.ts";
import { containsPattern, listPage } from "./list-page.ts";

type AuditRow = typeof auditLogs.$inferSelect;

/** The day after `date` (YYYY-MM-DD), for an inclusive `to` as a half-open bound. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Links (audit_log_units rows) whose unit lies within the scope: the units index answers it. */
export function linkInScope(scope: Scope & { kind: "paths" }): SQL {
  return sql`${auditLogUnits.unitId} IN (SELECT ${units.id} FROM ${units} WHERE ${withinScope(units.path, scope) ?? sql`1`})`;
}

/** The newest entry's id: the log's size (ids are contiguous) and the version of all audited data. */
export async function auditHeadId(ex: Executor): Promise<number> {
  const [head] = await ex.select({ max: sql<number | null>`max(${auditLogs.id})` }).from(auditLogs);
  return Number(head?.max ?? 0);
}

/** Entries touching the scope, as an id list: cheap when the scope holds few entries. */
export function scopeAsList(scope: Scope & { kind: "paths" }): SQL {
  return inArray(auditLogs.id, sql`(SELECT ${auditLogUnits.auditLogId} FROM ${auditLogUnits} WHERE ${linkInScope(scope)})`);
}

/** Entries touching the scope, checked entry by entry: cheap when other filters or a dense scope find rows fast. */
function scopeAsCheck(scope: Scope & { kind: "paths" }): SQL {
  return sql`EXISTS (SELECT 1 FROM ${auditLogUnits} INNER JOIN ${units} ON ${units.id} = ${auditLogUnits.unitId} WHERE ${auditLogUnits.auditLogId} = ${auditLogs.id} AND ${withinScope(units.path, scope) ?? sql`1`})`;
}

/** Above this many entries in scope, pages check entries one by one instead of listing them all. */
const LIST_SCOPE_LIMIT = 20_000;

function otherFilters(query: Omit<AuditListQuery, "page" | "limit" | "sort">): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.entity?.length) conditions.push(inArray(auditLogs.entity, query.entity));
  if (query.action?.length) conditions.push(inArray(auditLogs.action, query.action));
  if (query.documentId?.length) conditions.push(inArray(auditLogs.documentId, query.documentId));
  if (query.user?.length) conditions.push(inArray(auditLogs.userId, query.user));
  if (query.from) conditions.push(gte(auditLogs.createdAt, query.from));
  if (query.to) conditions.push(lt(auditLogs.createdAt, nextDay(query.to)));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(sql`${auditLogs.userName} LIKE ${pattern} ESCAPE '\\'`, sql`${auditLogs.entity} LIKE ${pattern} ESCAPE '\\'`));
  }
  return conditions;
}

export function auditFilters(query: Omit<AuditListQuery, "page" | "limit" | "sort">, scope: Scope): SQL | undefined {
  return and(...(scope.kind === "paths" ? [scopeAsList(scope)] : []), ...otherFilters(query));
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

export async function toAuditDocs(ex: Executor, rows: AuditRow[]): Promise<AuditLogDoc[]> {
  const unitIds = [...new Set(rows.flatMap((r) => JSON.parse(r.organizations) as number[]))];
  const names = new Map<number, string>();
  if (unitIds.length > 0) {
    for (const u of await ex.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, unitIds))) names.set(u.id, u.name);
  }
  return rows.map((r) => ({
    id: r.id,
    action: r.action as AuditLogDoc["action"],
    entity: r.entity as AuditLogDoc["entity"],
    document: r.documentId,
    createdAt: r.createdAt,
    user: r.userId === null ? null : { id: r.userId, name: r.userName ?? "", role: (r.userRole ?? "super_admin") as NonNullable<AuditLogDoc["user"]>["role"] },
    prev: parse(r.prev),
    current: parse(r.current),
    organizations: (JSON.parse(r.organizations) as number[]).map((id) => ({ id, name: names.get(id) ?? "" })),
  }));
}

const isUnfiltered = (q: AuditListQuery, scope: Scope) =>
  scope.kind === "all" && !q.entity?.length && !q.action?.length && !q.documentId?.length && !q.user?.length && !q.from && !q.to && !q.search;

/**
 * The whole log, newest first: entry ids are contiguous (each entry takes the previous id plus
 * one, and the log is append-only), so the count is the highest id and any page is an id range,
 * however deep, instead of an OFFSET that walks a million rows.
 */
async function listWholeLog(ex: Executor, query: AuditListQuery): Promise<ListResponse<AuditLogDoc>> {
  const total = await auditHeadId(ex);
  const skip = (query.page - 1) * query.limit;
  const rows =
    query.sort === "createdAt"
      ? await ex.select().from(auditLogs).where(gte(auditLogs.id, skip + 1)).orderBy(asc(auditLogs.id)).limit(query.limit)
      : await ex.select().from(auditLogs).where(lte(auditLogs.id, total - skip)).orderBy(desc(auditLogs.id)).limit(query.limit);
  return listPage(await toAuditDocs(ex, rows), total, query.page, query.limit);
}

/**
 * How many entries touch the scope and which condition pages them: with no other filter the
 * count comes from the units index alone; the page then lists a small scope's entries, or checks
 * entries one by one when the scope is large. With other filters, entries are checked one by one.
 */
async function scopedPlan(ex: Executor, query: AuditListQuery, scope: Scope & { kind: "paths" }, counts: ScopedAuditCounts) {
  const others = otherFilters(query);
  if (others.length > 0) {
    const where = and(scopeAsCheck(scope), ...others);
    const [total] = await ex.select({ n: count() }).from(auditLogs).where(where);
    return { total: total?.n ?? 0, where, onlyScope: false };
  }
  const total = await counts.count(ex, scope);
  return { total, where: total <= LIST_SCOPE_LIMIT ? scopeAsList(scope) : scopeAsCheck(scope), onlyScope: true };
}

/** Past this many entries skipped, a scope's page is picked from the units index instead of walking the log. */
const WALK_OFFSET_LIMIT = 500;

/**
 * A deep page of a scope with no other filter: its entry ids straight from the units index
 * (grouped, so an entry of two units in scope counts once), then only those rows are read whole.
 */
async function deepScopedPage(ex: Executor, query: AuditListQuery, scope: Scope & { kind: "paths" }): Promise<AuditRow[]> {
  const ascending = query.sort === "createdAt";
  const ids = (
    await ex
      .select({ id: auditLogUnits.auditLogId })
      .from(auditLogUnits)
      .where(linkInScope(scope))
      .groupBy(auditLogUnits.auditLogId)
      .orderBy(ascending ? asc(auditLogUnits.auditLogId) : desc(auditLogUnits.auditLogId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  return ex
    .select()
    .from(auditLogs)
    .where(inArray(auditLogs.id, ids))
    .orderBy(ascending ? asc(auditLogs.id) : desc(auditLogs.id));
}

export async function listAuditLogs(ex: Executor, query: AuditListQuery, scope: Scope, counts: ScopedAuditCounts): Promise<ListResponse<AuditLogDoc>> {
  if (isUnfiltered(query, scope)) return listWholeLog(ex, query);
  const plan = scope.kind === "paths" ? await scopedPlan(ex, query, scope, counts) : undefined;
  if (scope.kind === "paths" && plan?.onlyScope && (query.page - 1) * query.limit > WALK_OFFSET_LIMIT) {
    return listPage(await toAuditDocs(ex, await deepScopedPage(ex, query, scope)), plan.total, query.page, query.limit);
  }
  const where = plan ? plan.where : auditFilters(query, scope);
  const [total] = plan ? [{ n: plan.total }] : await ex.select({ n: count() }).from(auditLogs).where(where);
  const rows = await ex
    .select()
    .from(auditLogs)
    .where(where)
    .orderBy(query.sort === "createdAt" ? asc(auditLogs.id) : desc(auditLogs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(await toAuditDocs(ex, rows), total?.n ?? 0, query.page, query.limit);
}

export async function findAuditLog(ex: Executor, id: number, scope: Scope): Promise<AuditLogDoc | undefined> {
  const rows = await ex.select().from(auditLogs).where(and(eq(auditLogs.id, id), auditFilters({}, scope))).limit(1);
  return (await toAuditDocs(ex, rows))[0];
}
