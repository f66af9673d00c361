// Risk flags. A flag is in a caller's scope when its account is, and an account is in scope when
// one of its units lies within the scope, by the accounts' own rule (social-medias-repo.ts).
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { FlagCategory, FlagDoc, FlagListQuery, FlagSeverity, FlagStatus, ListResponse } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { flags, socialMedias, socialMediaUnits, users } from "../db/schema.ts";
import { withinScope, type Scope } from "./scope-repo.ts";
import { containsPattern, listPage, orderBySort, type SortColumns } from "./list-page.ts";
import { accountInScope } from "./social-medias-repo.ts";

export type FlagRow = typeof flags.$inferSelect;
export type FlagInsert = typeof flags.$inferInsert;

/** Severity sorts by weight, not alphabetically. */
const severityWeight = sql`CASE ${flags.severity} WHEN 'low' THEN 1 WHEN 'medium' THEN 2 WHEN 'high' THEN 3 ELSE 4 END`;

const SORT: SortColumns<"severity" | "status" | "category" | "createdAt"> = {
  columns: { severity: severityWeight, status: flags.status, category: flags.category, createdAt: flags.createdAt },
  byDefault: "createdAt",
  id: flags.id,
  idFollowsDirection: true,
};

/** Newest first unless asked otherwise. */
function orderFor(sort: string | undefined): SQL[] {
  return sort ? orderBySort(sort, SORT) : [desc(flags.id)];
}

function filtersFor(ex: Executor, query: Omit<FlagListQuery, "page" | "limit" | "sort">, scope: Scope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [accountInScope(ex, scope, flags.socialMediaId)];
  if (query.status?.length) conditions.push(inArray(flags.status, query.status));
  if (query.severity?.length) conditions.push(inArray(flags.severity, query.severity));
  if (query.category?.length) conditions.push(inArray(flags.category, query.category));
  if (query.socialMedia?.length) conditions.push(inArray(flags.socialMediaId, query.socialMedia));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(
        sql`${flags.description} LIKE ${pattern} ESCAPE '\\'`,
        sql`${flags.resolutionNote} LIKE ${pattern} ESCAPE '\\'`,
        sql`${socialMedias.name} LIKE ${pattern} ESCAPE '\\'`,
      ),
    );
  }
  return and(...conditions);
}

const docColumns = { flag: flags, accountName: socialMedias.name, raisedByName: users.name };
type DocRow = { flag: FlagRow; accountName: string; raisedByName: string | null };

function toFlagDoc({ flag, accountName, raisedByName }: DocRow): FlagDoc {
  return {
    id: flag.id,
    socialMedia: { id: flag.socialMediaId, name: accountName },
    category: flag.category as FlagCategory,
    severity: flag.severity,
    description: flag.description,
    status: flag.status,
    source: flag.source,
    raisedBy: flag.raisedById !== null ? { id: flag.raisedById, name: raisedByName ?? "" } : null,
    resolutionNote: flag.resolutionNote,
    resolvedAt: flag.resolvedAt,
    createdAt: flag.createdAt,
    updatedAt: flag.updatedAt,
  };
}

function selectDocs(ex: Executor) {
  return ex
    .select(docColumns)
    .from(flags)
    .innerJoin(socialMedias, eq(socialMedias.id, flags.socialMediaId))
    .leftJoin(users, eq(users.id, flags.raisedById));
}

export async function listFlags(ex: Executor, query: FlagListQuery, scope: Scope): Promise<ListResponse<FlagDoc>> {
  const where = filtersFor(ex, query, scope);
  const [total] = await ex
    .select({ n: count() })
    .from(flags)
    .innerJoin(socialMedias, eq(socialMedias.id, flags.socialMediaId))
    .where(where);
  const rows = await selectDocs(ex)
    .where(where)
    .orderBy(...orderFor(query.sort))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return listPage(rows.map(toFlagDoc), total?.n ?? 0, query.page, query.limit);
}

/** One flag in scope, or undefined: out of scope reads exactly like missing. */
export async function findFlag(ex: Executor, id: number, scope: Scope): Promise<FlagDoc | undefined> {
  const [row] = await selectDocs(ex)
    .where(and(eq(flags.id, id), accountInScope(ex, scope, flags.socialMediaId)))
    .limit(1);
  return row ? toFlagDoc(row) : undefined;
}

export async function flagDocsByIds(ex: Executor, ids: readonly number[]): Promise<FlagDoc[]> {
  if (ids.length === 0) return [];
  const rows = await selectDocs(ex).where(inArray(flags.id, [...ids])).orderBy(asc(flags.id));
  return rows.map(toFlagDoc);
}

export async function insertFlag(ex: Executor, values: FlagInsert): Promise<number> {
  const [row] = await ex.insert(flags).values(values).returning({ id: flags.id });
  if (!row) throw new Error("flag insert returned nothing");
  return row.id;
}

export async function updateFlag(ex: Executor, id: number, values: Partial<FlagInsert>): Promise<void> {
  await ex.update(flags).set(values).where(eq(flags.id, id));
}

/** An account the caller may see, with the ids of its units (they decide who reads its audit entries). */
export async function findAccountInScope(ex: Executor, id: number, scope: Scope): Promise<{ id: number; name: string } | undefined> {
  const [row] = await ex
    .select({ id: socialMedias.id, name: socialMedias.name })
    .from(socialMedias)
    .where(and(eq(socialMedias.id, id), accountInScope(ex, scope, socialMedias.id)))
    .limit(1);
  return row;
}

export async function accountUnitIds(ex: Executor, accountIds: readonly number[]): Promise<Map<number, number[]>> {
  const byAccount = new Map<number, number[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await ex
    .select({ accountId: socialMediaUnits.socialMediaId, unitId: socialMediaUnits.unitId })
    .from(socialMediaUnits)
    .where(inArray(socialMediaUnits.socialMediaId, [...new Set(accountIds)]))
    .orderBy(asc(socialMediaUnits.position));
  for (const r of rows) byAccount.set(r.accountId, [...(byAccount.get(r.accountId) ?? []), r.unitId]);
  return byAccount;
}

/** Flags that decide what a scan may open or close: the active ones and the dismissed ones. */
export async function flagsWatchedByScan(ex: Executor, categories: readonly FlagCategory[]): Promise<FlagRow[]> {
  return ex
    .select()
    .from(flags)
    .where(and(inArray(flags.status, ["open", "in_review", "dismissed"]), inArray(flags.category, [...categories])))
    .orderBy(asc(flags.id));
}

export async function countUnresolvedBySeverity(ex: Executor, scope: Scope): Promise<Record<FlagSeverity, number>> {
  const rows = await ex
    .select({ severity: flags.severity, n: count() })
    .from(flags)
    .where(and(inArray(flags.status, ["open", "in_review"] satisfies FlagStatus[]), accountInScope(ex, scope, flags.socialMediaId)))
    .groupBy(flags.severity);
  const result: Record<FlagSeverity, number> = { low: 0, medium: 0, high: 0, critical: 0 };
  for (const r of rows) result[r.severity] = r.n;
  return result;
}
