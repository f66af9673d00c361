// Campaign rows and their progress. A campaign is visible to a scoped caller when its subtree and
// the caller's scope meet (the campaign's unit lies within a scope root, or a scope root lies within
// the campaign's unit); its progress counts only the items in the caller's scope.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  pathRange,
  type CampaignDoc,
  type CampaignListQuery,
  type CampaignProgress,
  type CampaignRecurrence,
  type CampaignSubject,
  type CampaignUnitProgress,
  type Ref,
} from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { units, users } from "../db/schema.ts";
import { campaignItems, campaigns } from "../db/tables/campaigns.ts";
import { containsPattern, orderBySort } from "./list-page.ts";
import { viewKey, withinScope, type Scope } from "./scope-repo.ts";
import { builtOncePerKey } from "./prepared.ts";
import { placed } from "./unit-paths-repo.ts";

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaignRow = typeof campaigns.$inferInsert;
/** `unitPath` is "/" for a campaign over the whole institution: every unit's path starts with it. */
export type CampaignWithUnit = CampaignRow & { unitName: string | null; unitPath: string; createdByName: string | null };


const campaignUnit = alias(units, "campaign_unit");
/** The path a campaign covers: its unit's, or "/" (every unit) for the whole institution. */
const coveredPath = sql<string>`coalesce(${campaignUnit.path}, '/')`;
const creator = alias(users, "campaign_creator");

const SORT = {
  columns: { name: campaigns.name, dueDate: campaigns.dueDate, createdAt: campaigns.createdAt, status: campaigns.status },
  byDefault: "createdAt" as const,
  id: campaigns.id,
  idFollowsDirection: true,
};

/** The campaign's subtree meets the scope: its unit is within a root, or a root is within its unit. */
export function campaignVisible(scope: Scope): SQL | undefined {
  if (scope.kind === "all") return undefined;
  if (scope.roots.length === 0) return sql`0`;
  return or(
    withinScope(campaignUnit.path, scope),
    ...scope.roots.map((root) => sql`substr(${root}, 1, length(${coveredPath})) = ${coveredPath}`),
  );
}

function selectCampaigns(ex: Executor) {
  return ex
    .select({ campaign: campaigns, unitName: campaignUnit.name, unitPath: coveredPath, createdByName: creator.name })
    .from(campaigns)
    .leftJoin(campaignUnit, eq(campaignUnit.id, campaigns.unitId))
    .leftJoin(creator, eq(creator.id, campaigns.createdById));
}

type SelectedRow = { campaign: CampaignRow; unitName: string | null; unitPath: string; createdByName: string | null };
const flatten = (r: SelectedRow): CampaignWithUnit => ({ ...r.campaign, unitName: r.unitName, unitPath: r.unitPath, createdByName: r.createdByName });

export async function listCampaignRows(ex: Executor, query: CampaignListQuery, scope: Scope): Promise<{ rows: CampaignWithUnit[]; total: number }> {
  const conditions: (SQL | undefined)[] = [campaignVisible(scope)];
  if (query.status?.length) conditions.push(inArray(campaigns.status, query.status));
  if (query.search) conditions.push(sql`${campaigns.name} LIKE ${containsPattern(query.search)} ESCAPE '\\'`);
  const where = and(...conditions);
  const [total] = await ex.select({ n: count() }).from(campaigns).leftJoin(campaignUnit, eq(campaignUnit.id, campaigns.unitId)).where(where);
  const rows = await selectCampaigns(ex)
    .where(where)
    .orderBy(...(query.sort ? orderBySort(query.sort, SORT) : [desc(campaigns.id)]))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** One campaign the scope may see, or undefined (missing and out of scope read the same). */
export async function findCampaign(ex: Executor, id: number, scope: Scope): Promise<CampaignWithUnit | undefined> {
  const [row] = await selectCampaigns(ex).where(and(eq(campaigns.id, id), campaignVisible(scope))).limit(1);
  return row ? flatten(row) : undefined;
}

export async function insertCampaign(ex: Executor, values: NewCampaignRow): Promise<number> {
  const [row] = await ex.insert(campaigns).values(values).returning({ id: campaigns.id });
  if (!row) throw new Error("campaign insert returned nothing");
  return row.id;
}

export async function updateCampaign(ex: Executor, id: number, values: Partial<NewCampaignRow>): Promise<void> {
  await ex.update(campaigns).set(values).where(eq(campaigns.id, id));
}

const emptyProgress = (): CampaignProgress => ({ total: 0, pending: 0, decided: 0, overdue: 0 });

/** Items in scope by state, per campaign. */
export async function progressByCampaign(ex: Executor, ids: readonly number[], scope: Scope): Promise<Map<number, CampaignProgress>> {
  const result = new Map<number, CampaignProgress>(ids.map((id) => [id, emptyProgress()]));
  if (ids.length === 0) return result;
  const rows = await ex
    .select({ campaignId: campaignItems.campaignId, state: campaignItems.state, n: count() })
    .from(campaignItems)
    .where(and(inArray(campaignItems.campaignId, [...ids]), withinScope(campaignItems.unitPath, scope)))
    .groupBy(campaignItems.campaignId, campaignItems.state);
  for (const r of rows) {
    const p = result.get(r.campaignId) ?? emptyProgress();
    p[r.state] += r.n;
    p.total += r.n;
    result.set(r.campaignId, p);
  }
  return result;
}

/**
 * Progress of the items under `breakdown` (in scope), one row per sub-unit of it that holds items
 * and one for the unit's own items. The sub-unit is read off each item's path: the id that follows
 * the breakdown unit's path.
 */
export async function progressBySubUnit(ex: Executor, campaignId: number, breakdown: { id: number | null; path: string }, scope: Scope): Promise<CampaignUnitProgress[]> {
  const { low, high } = pathRange(breakdown.path);
  const rest = sql`substr(${campaignItems.unitPath}, ${breakdown.path.length + 1})`;
  const group = sql<number>`CASE WHEN ${campaignItems.unitPath} = ${breakdown.path} THEN ${breakdown.id ?? 0} ELSE CAST(substr(${rest}, 1, instr(${rest}, '/') - 1) AS INTEGER) END`;
  const below = sql<number>`max(CASE WHEN ${campaignItems.unitPath} = ${breakdown.path} THEN 0 ELSE length(${rest}) > instr(${rest}, '/') END)`;
  const rows = await ex
    .select({ unitId: group, state: campaignItems.state, n: count(), below })
    .from(campaignItems)
    .where(
      and(
        eq(campaignItems.campaignId, campaignId),
        sql`${campaignItems.unitPath} >= ${low} AND ${campaignItems.unitPath} < ${high}`,
        withinScope(campaignItems.unitPath, scope),
      ),
    )
    .groupBy(group, campaignItems.state);
  const byUnit = new Map<number, CampaignProgress & { below: boolean }>();
  for (const r of rows) {
    const p = byUnit.get(r.unitId) ?? { ...emptyProgress(), below: false };
    p[r.state] += r.n;
    p.total += r.n;
    p.below ||= Number(r.below) === 1;
    byUnit.set(r.unitId, p);
  }
  const names = new Map<number, string>();
  if (byUnit.size > 0) {
    for (const u of await ex.select({ id: units.id, name: units.name }).from(units).where(inArray(units.id, [...byUnit.keys()]))) names.set(u.id, u.name);
  }
  const done = (p: CampaignProgress) => (p.total === 0 ? 1 : p.decided / p.total);
  return [...byUnit.entries()]
    .map(([id, { below, ...p }]) => ({ unit: { id, name: names.get(id) ?? "" }, ...p, hasChildren: id !== breakdown.id && below }))
    .sort((a, b) => done(a) - done(b) || a.unit.name.localeCompare(b.unit.name) || a.unit.id - b.unit.id);
}

/** `paths`: the units' paths when the caller read them for its page (unit-paths-repo). */
export function toCampaignDoc(row: CampaignWithUnit, progress: CampaignProgress, paths: ReadonlyMap<number, string[]> = new Map()): CampaignDoc {
  return {
    id: row.id,
    name: row.name,
    unit: row.unitId === null ? null : placed({ id: row.unitId, name: row.unitName ?? "" }, paths),
    dueDate: row.dueDate,
    subjects: JSON.parse(row.subjects) as CampaignSubject[],
    recurrence: (row.recurrence as CampaignRecurrence | null) ?? null,
    status: row.status,
    createdBy: row.createdById !== null ? { id: row.createdById, name: row.createdByName ?? "" } : null,
    createdAt: row.createdAt,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    previousCampaign: row.previousCampaignId,
    nextCampaign: row.nextCampaignId,
    progress,
  };
}

/** A unit by id with its path, or undefined. */
export async function unitWithPath(ex: Executor, id: number): Promise<(Ref & { path: string; parentId: number | null }) | undefined> {
  const [row] = await ex.select({ id: units.id, name: units.name, path: units.path, parentId: units.parentId }).from(units).where(eq(units.id, id)).limit(1);
  return row;
}

/** Open campaigns, oldest due first (the sweep's work list). */
export async function campaignsByStatus(ex: Executor, status: CampaignRow["status"]): Promise<CampaignRow[]> {
  return ex.select().from(campaigns).where(eq(campaigns.status, status)).orderBy(asc(campaigns.dueDate), asc(campaigns.id));
}

/** Recurring campaigns that have been opened and have no next one yet. */
export async function recurringWithoutNext(ex: Executor): Promise<CampaignRow[]> {
  return ex
    .select()
    .from(campaigns)
    .where(and(sql`${campaigns.recurrence} IS NOT NULL`, inArray(campaigns.status, ["open", "closed"]), sql`${campaigns.nextCampaignId} IS NULL`))
    .orderBy(asc(campaigns.id));
}

const campaignSearches = builtOncePerKey<{ all: (p: Record<string, unknown>) => Promise<{ campaign: CampaignRow }[]> }>();

/** Campaigns the caller's campaign list shows (campaignVisible) whose name holds every word: the search box's kind. */
export async function campaignsNamed(ex: Executor, words: readonly string[], scope: Scope, cap: number): Promise<CampaignRow[]> {
  const query = campaignSearches(ex, viewKey(scope, "search campaigns", words.length), () =>
    ex
      .select({ campaign: campaigns })
      .from(campaigns)
      .leftJoin(campaignUnit, eq(campaignUnit.id, campaigns.unitId))
      .where(and(campaignVisible(scope), ...words.map((_, i) => sql`${campaigns.name} LIKE ${sql.placeholder(`w${i}`)} ESCAPE '\\'`)))
      .orderBy(desc(campaigns.id))
      .limit(sql.placeholder("cap"))
      .prepare(),
  );
  const rows = await query.all(Object.fromEntries([...words.map((w, i) => [`w${i}`, containsPattern(w)]), ["cap", cap]]));
  return rows.map((r) => r.campaign);
}
