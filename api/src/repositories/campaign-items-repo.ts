// Campaign items: the scoped lists (a campaign's items, the caller's review queue across open
// campaigns), one item, and the writes of a decision. An item is in a caller's scope when the unit
// it belongs to was within the scope (its path is kept on the item, so this is a range scan).
import { and, asc, count, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  pathRange,
  type AttestedFacts,
  type CampaignDecision,
  type CampaignItemDoc,
  type CampaignItemListQuery,
  type CampaignItemState,
  type ListResponse,
} from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { auditLogs, units } from "../db/schema.ts";
import { accountAttestations } from "../db/tables/attestations.ts";
import { campaignItems, campaigns } from "../db/tables/campaigns.ts";
import { containsPattern, listPage, orderBySort } from "./list-page.ts";
import { withinScope, type Scope } from "./scope-repo.ts";
import { placed, unitPathNames } from "./unit-paths-repo.ts";

export type CampaignItemRow = typeof campaignItems.$inferSelect;

const itemUnit = alias(units, "item_unit");
const reviewerUnit = alias(units, "reviewer_unit");
const escalationUnit = alias(units, "escalation_unit");

const SORT = {
  columns: {
    subject: campaignItems.subjectName,
    unit: itemUnit.name,
    state: campaignItems.state,
    decidedAt: campaignItems.decidedAt,
    kind: campaignItems.kind,
  },
  byDefault: "unit" as const,
  id: campaignItems.id,
};

export interface ItemFilters {
  /** One campaign, or (the review queue) every open campaign. */
  campaignIds?: readonly number[] | "open";
  state?: readonly CampaignItemState[];
  kind?: readonly ("account" | "access")[];
  /** Paths of the units whose subtrees the items must lie in. */
  unitPaths?: readonly string[];
  socialMediaIds?: readonly number[];
  search?: string | undefined;
}

function whereFor(filters: ItemFilters, scope: Scope): SQL | undefined {
  const conditions: (SQL | undefined)[] = [withinScope(campaignItems.unitPath, scope)];
  if (filters.campaignIds === "open") {
    conditions.push(inArray(campaignItems.campaignId, sql`(SELECT ${campaigns.id} FROM ${campaigns} WHERE ${campaigns.status} = 'open')`));
  } else if (filters.campaignIds) {
    conditions.push(inArray(campaignItems.campaignId, [...filters.campaignIds]));
  }
  if (filters.state?.length) conditions.push(inArray(campaignItems.state, [...filters.state]));
  if (filters.kind?.length) conditions.push(inArray(campaignItems.kind, [...filters.kind]));
  if (filters.unitPaths?.length) {
    conditions.push(
      or(
        ...filters.unitPaths.map((path) => {
          const { low, high } = pathRange(path);
          return sql`(${campaignItems.unitPath} >= ${low} AND ${campaignItems.unitPath} < ${high})`;
        }),
      ),
    );
  }
  if (filters.socialMediaIds?.length) conditions.push(inArray(campaignItems.socialMediaId, [...filters.socialMediaIds]));
  if (filters.search) conditions.push(sql`${campaignItems.subjectName} LIKE ${containsPattern(filters.search)} ESCAPE '\\'`);
  return and(...conditions);
}

const docColumns = {
  item: campaignItems,
  campaignName: campaigns.name,
  campaignDueDate: campaigns.dueDate,
  campaignStatus: campaigns.status,
  unitName: itemUnit.name,
  reviewerUnitName: reviewerUnit.name,
  escalationUnitName: escalationUnit.name,
};
type DocRow = {
  item: CampaignItemRow;
  campaignName: string;
  campaignDueDate: string;
  campaignStatus: "draft" | "open" | "closed";
  unitName: string | null;
  reviewerUnitName: string | null;
  escalationUnitName: string | null;
};

function selectDocs(ex: Executor) {
  return ex
    .select(docColumns)
    .from(campaignItems)
    .innerJoin(campaigns, eq(campaigns.id, campaignItems.campaignId))
    .leftJoin(itemUnit, eq(itemUnit.id, campaignItems.unitId))
    .leftJoin(reviewerUnit, eq(reviewerUnit.id, campaignItems.reviewerUnitId))
    .leftJoin(escalationUnit, eq(escalationUnit.id, campaignItems.escalationUnitId));
}

export function toItemDoc(r: DocRow): CampaignItemDoc {
  const i = r.item;
  const facts = JSON.parse(i.facts) as AttestedFacts;
  const frozenUnit = facts.unit;
  return {
    id: i.id,
    campaign: { id: i.campaignId, name: r.campaignName, dueDate: r.campaignDueDate, status: r.campaignStatus },
    kind: i.kind,
    unit: { id: i.unitId, name: r.unitName ?? frozenUnit.name },
    reviewerUnit: i.reviewerUnitId !== null ? { id: i.reviewerUnitId, name: r.reviewerUnitName ?? "" } : null,
    subject: i.kind === "account" ? { type: "social_media", id: i.socialMediaId ?? 0, name: i.subjectName } : { type: "user", id: i.userId ?? 0, name: i.subjectName },
    facts,
    state: i.state,
    decision: i.decision,
    note: i.note,
    decidedBy: i.decidedById !== null ? { id: i.decidedById, name: i.decidedByName ?? "" } : null,
    decidedAt: i.decidedAt,
    overdueAt: i.overdueAt,
    escalatedTo: i.escalationUnitId !== null ? { id: i.escalationUnitId, name: r.escalationUnitName ?? "" } : null,
    flagId: i.flagId,
    auditEntryId: i.auditEntryId,
    auditHash: i.auditHash,
  };
}

export async function listItems(
  ex: Executor,
  query: Pick<CampaignItemListQuery, "page" | "limit" | "sort">,
  filters: ItemFilters,
  scope: Scope,
): Promise<ListResponse<CampaignItemDoc>> {
  const where = whereFor(filters, scope);
  // The count needs no join: every filter is on the item itself.
  const [total] = await ex.select({ n: count() }).from(campaignItems).where(where);
  // By default the order of the (campaign, path, id) index: unit by unit, and within a unit by name,
  // since items are written in that order when the campaign opens. The page then stops early.
  const order = query.sort ? orderBySort(query.sort, SORT) : [asc(campaignItems.unitPath), asc(campaignItems.id)];
  const rows = await selectDocs(ex)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // Each item's unit with its path (one statement for the page): the item table and the queue tell namesakes apart.
  const paths = await unitPathNames(ex, rows.map((r) => r.item.unitId));
  return listPage(rows.map((r) => { const doc = toItemDoc(r); return { ...doc, unit: placed(doc.unit, paths) }; }), total?.n ?? 0, query.page, query.limit);
}

/** One item of a campaign within the scope, or undefined (missing and out of scope read the same). */
export async function findItem(ex: Executor, campaignId: number, itemId: number, scope: Scope): Promise<CampaignItemDoc | undefined> {
  const [row] = await selectDocs(ex)
    .where(and(eq(campaignItems.id, itemId), eq(campaignItems.campaignId, campaignId), withinScope(campaignItems.unitPath, scope)))
    .limit(1);
  return row ? toItemDoc(row) : undefined;
}

/** Items by id within the scope, in any campaign (the bulk attestation). */
export async function findItemsByIds(ex: Executor, ids: readonly number[], scope: Scope): Promise<CampaignItemDoc[]> {
  if (ids.length === 0) return [];
  const rows = await selectDocs(ex)
    .where(and(inArray(campaignItems.id, [...ids]), withinScope(campaignItems.unitPath, scope)))
    .orderBy(asc(campaignItems.id));
  return rows.map(toItemDoc);
}

export interface DecisionWrite {
  decision: CampaignDecision;
  note: string;
  decidedById: number;
  decidedByName: string;
  decidedAt: string;
  auditEntryId: number;
  auditHash: string;
  flagId?: number | null;
}

/** Records a decision on an item still waiting for one; false when it was decided meanwhile. */
export async function recordDecision(ex: Executor, itemId: number, d: DecisionWrite): Promise<boolean> {
  const changed = await ex
    .update(campaignItems)
    .set({
      state: "decided",
      decision: d.decision,
      note: d.note === "" ? null : d.note,
      decidedById: d.decidedById,
      decidedByName: d.decidedByName,
      decidedAt: d.decidedAt,
      auditEntryId: d.auditEntryId,
      auditHash: d.auditHash,
      ...(d.flagId !== undefined ? { flagId: d.flagId } : {}),
    })
    .where(and(eq(campaignItems.id, itemId), inArray(campaignItems.state, ["pending", "overdue"])))
    .returning({ id: campaignItems.id });
  return changed.length === 1;
}

/** The hashes of audit entries by id (a decision keeps its entry's hash as evidence). */
export async function auditHashes(ex: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (ids.length === 0) return result;
  for (const r of await ex.select({ id: auditLogs.id, hash: auditLogs.hash }).from(auditLogs).where(inArray(auditLogs.id, [...ids]))) result.set(r.id, r.hash);
  return result;
}

/** Keeps each account's newest attestation (account_attestations), never moving it back in time. */
export async function upsertAttestation(ex: Executor, row: { socialMediaId: number; at: string; by: number; itemId: number }): Promise<void> {
  await ex
    .insert(accountAttestations)
    .values({ socialMediaId: row.socialMediaId, lastAttestedAt: row.at, attestedBy: row.by, campaignItemId: row.itemId })
    .onConflictDoUpdate({
      target: accountAttestations.socialMediaId,
      set: { lastAttestedAt: row.at, attestedBy: row.by, campaignItemId: row.itemId },
      setWhere: sql`excluded.last_attested_at >= ${accountAttestations.lastAttestedAt}`,
    });
}
