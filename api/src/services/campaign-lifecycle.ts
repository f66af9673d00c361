// Opening and closing a campaign, inside the caller's transaction: by a super admin through the
// API, or by the scheduler when a recurring campaign's next turn comes (actor null). Each is one
// audit entry on the campaign; opening also freezes the items and tells the reviewers.
import type { CampaignSubject } from "@steward/shared";
import { writeAudit, type AuditActor } from "../audit/write-audit.ts";
import type { Tx } from "../db/connection.ts";
import { freezeItems, itemsPerReviewerUnit, subtreeUnits } from "../repositories/campaign-freeze-repo.ts";
import { nearestWithAdmins, unitsWithAdmins } from "../repositories/campaign-reviewers-repo.ts";
import { updateCampaign, type CampaignRow } from "../repositories/campaigns-repo.ts";
import { recordReviewerNotices } from "./campaign-notices.ts";

/** What the audit log keeps of a campaign (its row in the API's words, without progress). */
export function campaignSnapshot(row: CampaignRow) {
  return {
    id: row.id,
    name: row.name,
    unit: row.unitId,
    dueDate: row.dueDate,
    subjects: JSON.parse(row.subjects) as CampaignSubject[],
    recurrence: row.recurrence,
    status: row.status,
    openedAt: row.openedAt,
    closedAt: row.closedAt,
    previousCampaign: row.previousCampaignId,
    nextCampaign: row.nextCampaignId,
  };
}

export interface OpenResult {
  accounts: number;
  access: number;
  notices: number;
}

/** Freezes the items of a draft, marks it open, records the reviewers' notices and the audit entry. */
export async function openCampaignIn(tx: Tx, row: CampaignRow & { unitPath: string }, actor: AuditActor | null, now: Date, today: string): Promise<OpenResult> {
  const subjects = JSON.parse(row.subjects) as CampaignSubject[];
  const withAdmins = await unitsWithAdmins(tx, today);
  const reviewers = (await subtreeUnits(tx, row.unitPath)).map((u) => [u.id, nearestWithAdmins(u.path, withAdmins)] as const);
  const counts = await freezeItems(tx, {
    campaignId: row.id,
    accounts: subjects.includes("accounts"),
    access: subjects.includes("access"),
    today,
    reviewers,
  });
  const at = now.toISOString();
  await updateCampaign(tx, row.id, { status: "open", openedAt: at, openedById: actor?.id ?? null, updatedAt: at });
  const groups = (await itemsPerReviewerUnit(tx, row.id, ["pending"])).map((g) => ({ reviewerUnitId: g.reviewerUnitId, items: g.n }));
  const notices = await recordReviewerNotices(tx, "campaign.opened", { id: row.id, name: row.name, dueDate: row.dueDate, unitId: row.unitId }, groups, today, now, actor?.id ?? null);
  const opened = { ...row, status: "open" as const, openedAt: at, openedById: actor?.id ?? null, updatedAt: at };
  await writeAudit(
    tx,
    {
      action: "update",
      entity: "campaigns",
      documentId: row.id,
      actor,
      prev: campaignSnapshot(row),
      current: { ...campaignSnapshot(opened), items: { accounts: counts.accounts, access: counts.access } },
      organizations: row.unitId === null ? [] : [row.unitId],
    },
    now,
  );
  return { ...counts, notices };
}

/** Ends a draft or open campaign: undecided items stay as they are, in the evidence. */
export async function closeCampaignIn(tx: Tx, row: CampaignRow, actor: AuditActor | null, now: Date): Promise<void> {
  const at = now.toISOString();
  await updateCampaign(tx, row.id, { status: "closed", closedAt: at, closedById: actor?.id ?? null, updatedAt: at });
  await writeAudit(
    tx,
    {
      action: "update",
      entity: "campaigns",
      documentId: row.id,
      actor,
      prev: campaignSnapshot(row),
      current: campaignSnapshot({ ...row, status: "closed", closedAt: at }),
      organizations: row.unitId === null ? [] : [row.unitId],
    },
    now,
  );
}
