// The queries of the campaign sweep (services/campaign-sweep-service.ts): each change is guarded by
// the state it moves away from, so running it twice changes nothing the second time.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { flags } from "../db/schema.ts";
import { campaignItems, campaigns } from "../db/tables/campaigns.ts";
import type { CampaignRow } from "./campaigns-repo.ts";

export async function campaignRow(ex: Executor, id: number): Promise<CampaignRow | undefined> {
  const [row] = await ex.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row;
}

/** Pending items of the campaign become overdue; how many did. */
export async function markPendingOverdue(ex: Executor, campaignId: number, at: string): Promise<number> {
  const rows = await ex
    .update(campaignItems)
    .set({ state: "overdue", overdueAt: at })
    .where(and(eq(campaignItems.campaignId, campaignId), eq(campaignItems.state, "pending")))
    .returning({ id: campaignItems.id });
  return rows.length;
}

/** Overdue items not yet escalated, counted per reviewer unit. */
export async function unescalatedByReviewerUnit(ex: Executor, campaignId: number): Promise<{ reviewerUnitId: number | null; n: number }[]> {
  const rows = await ex
    .select({ reviewerUnitId: campaignItems.reviewerUnitId, n: sql<number>`count(*)` })
    .from(campaignItems)
    .where(and(eq(campaignItems.campaignId, campaignId), eq(campaignItems.state, "overdue"), isNull(campaignItems.escalatedAt)))
    .groupBy(campaignItems.reviewerUnitId)
    .orderBy(campaignItems.reviewerUnitId);
  return rows.map((r) => ({ reviewerUnitId: r.reviewerUnitId, n: Number(r.n) }));
}

export async function markEscalated(ex: Executor, campaignId: number, reviewerUnitId: number | null, escalationUnitId: number | null, at: string): Promise<number> {
  const rows = await ex
    .update(campaignItems)
    .set({ escalatedAt: at, escalationUnitId })
    .where(
      and(
        eq(campaignItems.campaignId, campaignId),
        eq(campaignItems.state, "overdue"),
        isNull(campaignItems.escalatedAt),
        reviewerUnitId === null ? isNull(campaignItems.reviewerUnitId) : eq(campaignItems.reviewerUnitId, reviewerUnitId),
      ),
    )
    .returning({ id: campaignItems.id });
  return rows.length;
}

/** Overdue account items that have no flag linked yet. */
export async function overdueAccountsWithoutFlag(ex: Executor, campaignId: number): Promise<{ accountId: number; name: string }[]> {
  const rows = await ex
    .select({ accountId: campaignItems.socialMediaId, name: campaignItems.subjectName })
    .from(campaignItems)
    .where(and(eq(campaignItems.campaignId, campaignId), eq(campaignItems.kind, "account"), eq(campaignItems.state, "overdue"), isNull(campaignItems.flagId)));
  return rows.flatMap((r) => (r.accountId === null ? [] : [{ accountId: r.accountId, name: r.name }]));
}

/** Of these accounts, those with an open or in-review `attestation_overdue` flag. */
export async function accountsWithOpenOverdueFlag(ex: Executor, accountIds: readonly number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < accountIds.length; i += 500) {
    const rows = await ex
      .select({ accountId: flags.socialMediaId })
      .from(flags)
      .where(and(inArray(flags.socialMediaId, accountIds.slice(i, i + 500)), eq(flags.category, "attestation_overdue"), inArray(flags.status, ["open", "in_review"])));
    for (const r of rows) found.add(r.accountId);
  }
  return found;
}

export async function insertOverdueFlag(ex: Executor, accountId: number, description: string, at: string): Promise<number> {
  const [row] = await ex
    .insert(flags)
    .values({ socialMediaId: accountId, category: "attestation_overdue", severity: "medium", description, status: "open", source: "scan", raisedById: null, createdAt: at, updatedAt: at })
    .returning({ id: flags.id });
  if (!row) throw new Error("flag insert returned nothing");
  return row.id;
}

/** Each overdue account item without a flag links the account's open attestation_overdue flag. */
export async function linkOverdueFlags(ex: Executor, campaignId: number): Promise<void> {
  await ex.run(sql`UPDATE campaign_items SET flag_id = (
      SELECT f.id FROM flags f WHERE f.social_media_id = campaign_items.social_media_id
        AND f.category = 'attestation_overdue' AND f.status IN ('open', 'in_review') ORDER BY f.id DESC LIMIT 1)
    WHERE campaign_id = ${campaignId} AND kind = 'account' AND state = 'overdue' AND flag_id IS NULL`);
}
