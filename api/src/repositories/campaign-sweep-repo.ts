// The queries of the campaign sweep (services/campaign-sweep-service.ts): each change is guarded by
// the state it moves away from, so running it twice changes nothing the second time.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
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

/** Items late or about to be (pending, or overdue and not yet escalated), counted per reviewer unit. */
export async function lateByReviewerUnit(ex: Executor, campaignId: number): Promise<{ reviewerUnitId: number | null; n: number }[]> {
  const rows = await ex.all<{ reviewerUnitId: number | null; n: number }>(sql`
    SELECT reviewer_unit_id AS reviewerUnitId, count(*) AS n FROM campaign_items
    WHERE campaign_id = ${campaignId} AND (state = 'pending' OR (state = 'overdue' AND escalated_at IS NULL))
    GROUP BY reviewer_unit_id ORDER BY reviewer_unit_id`);
  return rows.map((r) => ({ reviewerUnitId: r.reviewerUnitId === null ? null : Number(r.reviewerUnitId), n: Number(r.n) }));
}

/**
 * Escalates every overdue item not yet escalated: `escalation` maps each reviewer unit to the unit
 * whose admins are told as well (null: the super admins; the key null for items nobody reviews).
 * One statement per reviewer unit, each an index range (campaign, reviewer unit): a join with the
 * map as JSON made SQLite read the map once per item.
 */
export async function markEscalated(ex: Executor, campaignId: number, escalation: ReadonlyMap<number | null, number | null>, at: string): Promise<number> {
  let changed = 0;
  for (const [reviewerUnitId, escalationUnitId] of escalation) {
    const result = await ex.run(sql`
      UPDATE campaign_items SET escalated_at = ${at}, escalation_unit_id = ${escalationUnitId}
      WHERE campaign_id = ${campaignId} AND reviewer_unit_id ${reviewerUnitId === null ? sql`IS NULL` : sql`= ${reviewerUnitId}`}
        AND state = 'overdue' AND escalated_at IS NULL`);
    changed += result.rowsAffected;
  }
  return changed;
}

/**
 * Raises one `attestation_overdue` flag per overdue account item of the campaign that has none
 * linked, unless the account already has one open or in review. The new flags' ids and accounts.
 */
export async function raiseOverdueFlags(ex: Executor, campaignId: number, description: string, at: string, limit: number): Promise<{ id: number; accountId: number; name: string }[]> {
  const rows = await ex.all<{ id: number; accountId: number }>(sql`
    INSERT INTO flags (social_media_id, category, severity, description, status, source, raised_by_id, created_at, updated_at)
    SELECT ci.social_media_id, 'attestation_overdue', 'medium', ${description}, 'open', 'scan', NULL, ${at}, ${at}
    FROM campaign_items ci
    WHERE ci.campaign_id = ${campaignId} AND ci.kind = 'account' AND ci.state = 'overdue' AND ci.flag_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM flags f WHERE f.social_media_id = ci.social_media_id
                      AND f.category = 'attestation_overdue' AND f.status IN ('open', 'in_review'))
    ORDER BY ci.id LIMIT ${limit}
    RETURNING id, social_media_id AS accountId`);
  if (rows.length === 0) return [];
  // The accounts' names as the campaign froze them, for the flags' audit entries.
  const names = new Map(
    (
      await ex.all<{ accountId: number; name: string }>(sql`
        SELECT social_media_id AS accountId, subject_name AS name FROM campaign_items
        WHERE campaign_id = ${campaignId} AND kind = 'account' AND social_media_id IN (SELECT value FROM json_each(${JSON.stringify(rows.map((r) => Number(r.accountId)))}))`)
    ).map((r) => [Number(r.accountId), r.name]),
  );
  return rows.map((r) => ({ id: Number(r.id), accountId: Number(r.accountId), name: names.get(Number(r.accountId)) ?? "" }));
}

/** The units of each account, owning unit first (a flag's audit entry concerns them). */
export async function unitsOfAccounts(ex: Executor, accountIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (accountIds.length === 0) return result;
  const rows = await ex.all<{ accountId: number; unitId: number }>(sql`
    SELECT social_media_id AS accountId, unit_id AS unitId FROM social_media_units
    WHERE social_media_id IN (SELECT value FROM json_each(${JSON.stringify(accountIds)})) ORDER BY social_media_id, position`);
  for (const r of rows) result.set(Number(r.accountId), [...(result.get(Number(r.accountId)) ?? []), Number(r.unitId)]);
  return result;
}

/** Each overdue account item (of these accounts, or all) without a flag links the account's open attestation_overdue flag. */
export async function linkOverdueFlags(ex: Executor, campaignId: number, accountIds: readonly number[] | "all"): Promise<void> {
  if (accountIds !== "all" && accountIds.length === 0) return;
  await ex.run(sql`UPDATE campaign_items SET flag_id = (
      SELECT f.id FROM flags f WHERE f.social_media_id = campaign_items.social_media_id
        AND f.category = 'attestation_overdue' AND f.status IN ('open', 'in_review') ORDER BY f.id DESC LIMIT 1)
    WHERE campaign_id = ${campaignId} AND kind = 'account' AND state = 'overdue' AND flag_id IS NULL
      ${accountIds === "all" ? sql`` : sql`AND social_media_id IN (SELECT value FROM json_each(${JSON.stringify(accountIds)}))`}`);
}
