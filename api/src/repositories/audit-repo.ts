// Reading the audit log. Scope is an indexed join: entry -> audit_log_units -> units by path range.
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { unitIdsInAuditRecord, type AuditListQuery, type AuditLogDoc, type ListResponse } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { auditLogs, auditLogUnits, units } from "../db/schema.ts";
import { viewKey, withinScope, type Scope } from "./scope-repo.ts";
import type { ScopedAuditCounts } from "./audit-scope-counts.ts";
import { auditHeadId, linkInScope } from "./audit-head.ts";

export { auditHeadId };
import { containsPattern, listPage } from "./list-page.ts";
import { builtOncePer, builtOncePerKey } from "./prepared.ts";
import { auditPolicyVersions, auditRecordNames } from "./audit-record-names.ts";
import { placed, unitPathNames } from "./unit-paths-repo.ts";

type AuditRow = typeof auditLogs.$inferSelect;

/** The day after `date` (YYYY-MM-DD), for an inclusive `to` as a half-open bound. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
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

/**
 * Whether a page of a scope with no other filter walks the log from its end, checking each entry
 * against the scope, rather than listing every entry of the scope and sorting them: always for a
 * large scope, and for a smaller one when it is dense enough that the page is found after a few
 * entries. Checking an entry costs about twice reading one by id (0.95 against 0.5 µs, measured on
 * the medium institution), hence `2 * needed`. A mid-tree unit admin there (7,325 of 100,000
 * entries) had their first page take 3.7-8.7 ms listing and sorting every entry whole (issue 21's
 * bench); walking finds it after about 140 entries, in 0.4 ms.
 */
export function scopePageWalks(needed: number, inScope: number, head: number): boolean {
  return inScope > LIST_SCOPE_LIMIT || walkingIsCheaper(2 * needed, inScope, head);
}

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
  // Each unit named with where it sits (one statement for the page): namesakes told apart (issue 30).
  // The units the records name (a unit's parent, a person's units then) are read in the same statement.
  const recordUnitIds = new Map(rows.map((r) => [r.id, [...new Set([...unitIdsInAuditRecord(parse(r.prev)), ...unitIdsInAuditRecord(parse(r.current))])]]));
  const paths = await unitPathNames(ex, rows.flatMap((r) => [...(JSON.parse(r.organizations) as number[]), ...recordUnitIds.get(r.id)!]));
  const recordNames = await auditRecordNames(ex, rows);
  const versions = await auditPolicyVersions(ex, rows);
  return rows.map((r) => {
    const organizations = JSON.parse(r.organizations) as number[];
    const recordUnits = recordUnitIds.get(r.id)!.filter((id) => !organizations.includes(id) && paths.has(id)).map((id) => placed({ id, name: paths.get(id)!.at(-1)! }, paths));
    return {
      id: r.id,
      action: r.action as AuditLogDoc["action"],
      entity: r.entity as AuditLogDoc["entity"],
      document: r.documentId,
      documentName: r.documentId === null ? null : (recordNames.get(`${r.entity}:${r.documentId}`) ?? null),
      ...(r.entity === "policies" && r.documentId !== null && versions.has(r.documentId) ? { documentVersion: versions.get(r.documentId)! } : {}),
      createdAt: r.createdAt,
      user: r.userId === null ? null : { id: r.userId, name: r.userName ?? "", role: (r.userRole ?? "super_admin") as NonNullable<AuditLogDoc["user"]>["role"] },
      prev: parse(r.prev),
      current: parse(r.current),
      organizations: organizations.map((id) => placed({ id, name: paths.get(id)?.at(-1) ?? "" }, paths)),
      ...(recordUnits.length > 0 ? { recordUnits } : {}),
    };
  });
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
      ? await oldestFrom(ex).all({ from: skip + 1, limit: query.limit })
      : await newestFrom(ex).all({ from: total - skip, limit: query.limit });
  return listPage(await toAuditDocs(ex, rows), total, query.page, query.limit);
}

const oldestFrom = builtOncePer((ex) =>
  ex.select().from(auditLogs).where(gte(auditLogs.id, sql.placeholder("from"))).orderBy(asc(auditLogs.id)).limit(sql.placeholder("limit")).prepare(),
);
const newestFrom = builtOncePer((ex) =>
  ex.select().from(auditLogs).where(lte(auditLogs.id, sql.placeholder("from"))).orderBy(desc(auditLogs.id)).limit(sql.placeholder("limit")).prepare(),
);

/**
 * How many entries touch the scope and which condition pages them: with no other filter the
 * count comes from the units index alone; the page then lists a small scope's entries, or checks
 * entries one by one when the scope is large. A document or user filter has its own index and
 * finds few entries, each then checked against the scope. When the other filters match more
 * entries than the scope holds, it goes the other way: the scope's entries are looked up by id and
 * each checked against the filters, instead of checking the scope for every entry of, say, an
 * entity that is a third of the log (a mid-tree unit admin's filtered list took 2-3 s on a million
 * entries, now about 0.1 s).
 */
async function scopedPlan(ex: Executor, query: AuditListQuery, scope: Scope & { kind: "paths" }, counts: ScopedAuditCounts) {
  const others = otherFilters(query);
  if (others.length > 0) {
    if (!(await scopeIsSmaller(ex, query, others, scope, counts))) {
      const where = and(scopeAsCheck(scope), ...others);
      const key = pageKey(scope, "check", query);
      const total = await countOf(ex, key, where);
      return { total, where, key, onlyScope: false, byId: false };
    }
    const where = and(scopeAsList(scope), ...others);
    return { total: await countById(ex, where), where, key: pageKey(scope, "list", query), onlyScope: false, byId: true };
  }
  const total = await counts.count(ex, scope);
  const walks = scopePageWalks(query.page * query.limit, total, await auditHeadId(ex));
  return { total, where: walks ? scopeAsCheck(scope) : scopeAsList(scope), key: pageKey(scope, walks ? "check" : "list", query), onlyScope: true, byId: false };
}

/**
 * What a list's SQL depends on besides the page: the scope, how it is applied and the filters.
 * Its count and its page queries are built once per key (builtOncePerKey), with the page's limit
 * and offset as parameters: building them through drizzle cost about a sixth of a unit admin's
 * audit page.
 */
function pageKey(scope: Scope, form: "check" | "list" | "filters", query: AuditListQuery): string {
  const { page: _page, limit: _limit, ...filters } = query;
  return viewKey(scope, form, filters);
}

const countQueries = builtOncePerKey<{ get: () => Promise<{ n: number } | undefined> }>();
const pageQueries = builtOncePerKey<{ all: (p: { limit: number; offset: number }) => Promise<AuditRow[]> }>();

async function countOf(ex: Executor, key: string, where: SQL | undefined): Promise<number> {
  const row = await countQueries(ex, key, () => ex.select({ n: count() }).from(auditLogs).where(where).prepare()).get();
  return row?.n ?? 0;
}

function pageInOrder(ex: Executor, key: string, where: SQL | undefined, ascending: boolean, limit: number, offset: number): Promise<AuditRow[]> {
  return pageQueries(ex, key, () =>
    ex
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(ascending ? asc(auditLogs.id) : desc(auditLogs.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(),
  ).all({ limit, offset });
}

/**
 * Whether the scope holds fewer entries than the other filters match, so that looking the scope's
 * entries up is cheaper than checking the scope for each match. A document or user filter finds
 * few entries through its own index; a search has no index and would scan the log; entity,
 * action and dates are counted through their indexes (a third of a million-entry log: 11 ms).
 */
async function scopeIsSmaller(
  ex: Executor,
  query: AuditListQuery,
  others: (SQL | undefined)[],
  scope: Scope & { kind: "paths" },
  counts: ScopedAuditCounts,
): Promise<boolean> {
  if (query.documentId?.length || query.user?.length) return false;
  if (query.search) return true;
  const [matches] = await ex.select({ n: count() }).from(auditLogs).where(and(...others));
  return (await counts.count(ex, scope)) < (matches?.n ?? 0);
}

/** Entries passing `where`, found by id (the scope's list) rather than through a filter's index. */
async function countById(ex: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await ex.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${auditLogs} NOT INDEXED WHERE ${where ?? sql`1`}`);
  return Number(row?.n ?? 0);
}

/** Past this many entries skipped, a scope's page is picked from the units index instead of walking the log. */
const WALK_OFFSET_LIMIT = 500;

/**
 * A deep page of a scope with no other filter: its entry ids sliced from the scope's kept ids
 * (audit-scope-counts.ts), or for a scope too large to keep, straight from the units index (grouped,
 * so an entry of two units in scope counts once); then only those rows are read whole.
 */
async function deepScopedPage(ex: Executor, query: AuditListQuery, scope: Scope & { kind: "paths" }, counts: ScopedAuditCounts): Promise<AuditRow[]> {
  const ascending = query.sort === "createdAt";
  const skip = (query.page - 1) * query.limit;
  const kept = await counts.ids(ex, scope);
  const ids = kept
    ? ascending
      ? kept.slice(skip, skip + query.limit)
      : kept.slice(Math.max(0, kept.length - skip - query.limit), Math.max(0, kept.length - skip)).reverse()
    : await deepScopedPageIds(ex, query, scope);
  if (ids.length === 0) return [];
  return ex
    .select()
    .from(auditLogs)
    .where(inArray(auditLogs.id, ids))
    .orderBy(ascending ? asc(auditLogs.id) : desc(auditLogs.id));
}

/** A scope too large to keep its ids: the page's ids grouped from the units index, skipping to it. */
async function deepScopedPageIds(ex: Executor, query: AuditListQuery, scope: Scope & { kind: "paths" }): Promise<number[]> {
  const ascending = query.sort === "createdAt";
  return (
    await ex
      .select({ id: auditLogUnits.auditLogId })
      .from(auditLogUnits)
      .where(linkInScope(scope))
      .groupBy(auditLogUnits.auditLogId)
      .orderBy(ascending ? asc(auditLogUnits.auditLogId) : desc(auditLogUnits.auditLogId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
  ).map((r) => r.id);
}

export async function listAuditLogs(ex: Executor, query: AuditListQuery, scope: Scope, counts: ScopedAuditCounts): Promise<ListResponse<AuditLogDoc>> {
  if (isUnfiltered(query, scope)) return listWholeLog(ex, query);
  const plan = scope.kind === "paths" ? await scopedPlan(ex, query, scope, counts) : undefined;
  if (scope.kind === "paths" && plan?.onlyScope && (query.page - 1) * query.limit > WALK_OFFSET_LIMIT) {
    return listPage(await toAuditDocs(ex, await deepScopedPage(ex, query, scope, counts)), plan.total, query.page, query.limit);
  }
  const where = plan ? plan.where : auditFilters(query, scope);
  const key = plan ? plan.key : pageKey(scope, "filters", query);
  const matches = plan ? plan.total : await countOf(ex, key, where);
  const offset = (query.page - 1) * query.limit;
  const ascending = query.sort === "createdAt";
  const byId = plan ? plan.byId : walkingIsCheaper(offset + query.limit, matches, await auditHeadId(ex));
  const rows = byId ? await pageWalkingById(ex, where, ascending, query.limit, offset) : await pageInOrder(ex, key, where, ascending, query.limit, offset);
  return listPage(await toAuditDocs(ex, rows), matches, query.page, query.limit);
}

/**
 * A filtered page of the whole log either walks it by id, checking each entry, until it has passed
 * `needed` matches (about needed * head / matches entries read), or lets SQLite find every match
 * through an index and sort them all by id (about `matches` entries). A common filter (an entity
 * that is a third of the log) walks; a rare one (one account's entries, deletions) sorts its few.
 */
export function walkingIsCheaper(needed: number, matches: number, head: number): boolean {
  return needed * head < matches * matches;
}

/** A page of the entries passing `where`, found by id (see `entriesById`). */
async function pageWalkingById(ex: Executor, where: SQL | undefined, ascending: boolean, limit: number, offset: number): Promise<AuditRow[]> {
  const rows = await ex.all<Record<string, unknown>>(entriesById(where, ascending, limit, offset));
  return rows.map(auditRowFromColumns);
}

const AUDIT_COLUMNS = sql.join(Object.values(getTableColumns(auditLogs)), sql`, `);

/**
 * The entries passing `where`, in id order, with audit_logs' indexes set aside (`NOT INDEXED`):
 * SQLite walks the log by id, or an id list in id order, and never sorts. Read them with
 * `auditRowFromColumns`.
 */
export function entriesById(where: SQL | undefined, ascending: boolean, limit: Placeholder | number, offset = 0): SQL {
  return sql`SELECT ${AUDIT_COLUMNS} FROM ${auditLogs} NOT INDEXED WHERE ${where ?? sql`1`} ORDER BY ${auditLogs.id} ${ascending ? sql`ASC` : sql`DESC`} LIMIT ${limit} OFFSET ${offset}`;
}

/** An audit entry from a row read with audit_logs' own column names. */
export function auditRowFromColumns(r: Record<string, unknown>): AuditRow {
  return {
    id: r["id"] as number,
    action: r["action"] as string,
    entity: r["entity"] as string,
    documentId: r["document_id"] as number | null,
    userId: r["user_id"] as number | null,
    userName: r["user_name"] as string | null,
    userRole: r["user_role"] as string | null,
    prev: r["prev"] as string | null,
    current: r["current"] as string | null,
    organizations: r["organizations"] as string,
    createdAt: r["created_at"] as string,
    prevHash: r["prev_hash"] as string,
    hash: r["hash"] as string,
  };
}

export async function findAuditLog(ex: Executor, id: number, scope: Scope): Promise<AuditLogDoc | undefined> {
  const rows = await ex.select().from(auditLogs).where(and(eq(auditLogs.id, id), auditFilters({}, scope))).limit(1);
  return (await toAuditDocs(ex, rows))[0];
}
