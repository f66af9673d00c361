// Reading the audit log. Scope is an indexed join: entry -> audit_log_units -> units by path range.
import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { AuditListQuery, AuditLogDoc, ListResponse } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { auditLogs, auditLogUnits, units } from "../db/schema.ts";
import { withinScope, type Scope } from "../services/scope.ts";
import { containsPattern, listPage } from "./list-page.ts";

type AuditRow = typeof auditLogs.$inferSelect;

/** The day after `date` (YYYY-MM-DD), for an inclusive `to` as a half-open bound. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function auditFilters(query: Omit<AuditListQuery, "page" | "limit" | "sort">, scope: Scope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (scope.kind === "paths") {
    conditions.push(
      inArray(
        auditLogs.id,
        sql`(SELECT ${auditLogUnits.auditLogId} FROM ${auditLogUnits} WHERE ${auditLogUnits.unitId} IN (SELECT ${units.id} FROM ${units} WHERE ${withinScope(units.path, scope) ?? sql`1`}))`,
      ),
    );
  }
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
  return and(...conditions);
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
  const [head] = await ex.select({ max: sql<number | null>`max(${auditLogs.id})` }).from(auditLogs);
  const total = Number(head?.max ?? 0);
  const skip = (query.page - 1) * query.limit;
  const rows =
    query.sort === "createdAt"
      ? await ex.select().from(auditLogs).where(gte(auditLogs.id, skip + 1)).orderBy(asc(auditLogs.id)).limit(query.limit)
      : await ex.select().from(auditLogs).where(lte(auditLogs.id, total - skip)).orderBy(desc(auditLogs.id)).limit(query.limit);
  return listPage(await toAuditDocs(ex, rows), total, query.page, query.limit);
}

export async function listAuditLogs(ex: Executor, query: AuditListQuery, scope: Scope): Promise<ListResponse<AuditLogDoc>> {
  if (isUnfiltered(query, scope)) return listWholeLog(ex, query);
  const where = auditFilters(query, scope);
  const [total] = await ex.select({ n: count() }).from(auditLogs).where(where);
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
