// The campaign cycle that runs by itself (issue 18), as the scheduler's `campaign-sweep` job. Every
// step looks at the state of the data, never at how often it ran, so a run repeated after a crash
// (or by a second instance) changes nothing more:
//   - items of open campaigns past their due date go from pending to overdue; each overdue item not
//     yet escalated is escalated once: its reviewers and the parent unit's admins are told
//     (campaign.item_overdue), and each overdue account without an open `attestation_overdue` flag
//     gets one (in transactions of a few thousand, so a mass overdue never holds the writers back long);
//   - seven days before the due date the reviewers of pending items are reminded once
//     (campaign.due_soon); a campaign opened inside that week is not reminded (the opening said it);
//   - a recurring campaign whose next turn has come opens the next one (due a period later) and is
//     closed, in one transaction.
import { CAMPAIGN_DUE_SOON_DAYS, CAMPAIGN_MESSAGES, RECURRENCE_MONTHS, addDaysToDate, addMonthsToDate, dateInZone, type CampaignRecurrence, type FlagDoc } from "@steward/shared";
import { writeAudit, writeAudits, type AuditInput } from "../audit/write-audit.ts";
import type { Tx } from "../db/connection.ts";
import { itemsPerReviewerUnit } from "../repositories/campaign-freeze-repo.ts";
import { nearestWithAdmins, unitsWithAdmins } from "../repositories/campaign-reviewers-repo.ts";
import {
  campaignRow,
  lateByReviewerUnit,
  linkOverdueFlags,
  markEscalated,
  markPendingOverdue,
  raiseOverdueFlags,
  unitsOfAccounts,
} from "../repositories/campaign-sweep-repo.ts";
import { campaignsByStatus, insertCampaign, recurringWithoutNext, unitWithPath, updateCampaign, type CampaignRow } from "../repositories/campaigns-repo.ts";
import { unitsByIds } from "../repositories/unit-lookup-repo.ts";
import { campaignSnapshot, closeCampaignIn, openCampaignIn } from "./campaign-lifecycle.ts";
import { recordReviewerNotices } from "./campaign-notices.ts";
import type { ServiceDeps } from "./deps.ts";

export interface SweepResult {
  [key: string]: number;
  overdue: number;
  escalated: number;
  flags: number;
  reminded: number;
  recurred: number;
}

/** Overdue flags raised per transaction. */
export const FLAG_BATCH = 2000;

const campaignRef = (c: CampaignRow) => ({ id: c.id, name: c.name, dueDate: c.dueDate, unitId: c.unitId });

export function createCampaignSweepService(deps: Pick<ServiceDeps, "database" | "settings">) {
  const { database } = deps;
  const dayOf = (at: Date) => dateInZone(at, deps.settings.TZ);

  /** Pending items past the due date become overdue; each is escalated once and its account flagged once. */
  async function markOverdue(tx: Tx, campaign: CampaignRow, now: Date, today: string) {
    const at = now.toISOString();
    // Per reviewer unit, what is late and not yet escalated, and the nearest unit above it with
    // unit admins to escalate to (else the super admins).
    const late = await lateByReviewerUnit(tx, campaign.id);
    const overdue = await markPendingOverdue(tx, campaign.id, at);
    let escalated = 0;
    if (late.length > 0) {
      const withAdmins = await unitsWithAdmins(tx, today);
      const reviewerUnits = await unitsByIds(tx, late.flatMap((w) => (w.reviewerUnitId === null ? [] : [w.reviewerUnitId])));
      const groups = late.map((w) => {
        const path = w.reviewerUnitId === null ? undefined : reviewerUnits.get(w.reviewerUnitId)?.path;
        return { reviewerUnitId: w.reviewerUnitId, items: w.n, escalationUnitId: path ? nearestWithAdmins(path, withAdmins, true) : null };
      });
      await recordReviewerNotices(tx, "campaign.item_overdue", campaignRef(campaign), groups, today, now, null);
      escalated = await markEscalated(tx, campaign.id, new Map(groups.map((g) => [g.reviewerUnitId, g.escalationUnitId])), at);
    }

    return { overdue, escalated };
  }

  /**
   * One open attestation_overdue flag per overdue account (whoever raised it), the item keeping its
   * id, in transactions of FLAG_BATCH flags: a campaign gone overdue all at once may mean tens of
   * thousands of flags, each with its audit entry, and other writers wait meanwhile.
   */
  async function flagOverdue(campaign: CampaignRow, now: Date): Promise<number> {
    const at = now.toISOString();
    const description = CAMPAIGN_MESSAGES.overdueFlag(campaign.name, campaign.dueDate);
    let total = 0;
    for (;;) {
      const raised = await database.write(async (tx) => {
        const batch = await raiseOverdueFlags(tx, campaign.id, description, at, FLAG_BATCH);
        const unitsOf = await unitsOfAccounts(tx, batch.map((f) => f.accountId));
        const entries: AuditInput[] = batch.map((f) => {
          const doc: FlagDoc = {
            id: f.id,
            socialMedia: { id: f.accountId, name: f.name },
            category: "attestation_overdue",
            severity: "medium",
            description,
            status: "open",
            source: "scan",
            raisedBy: null,
            resolutionNote: null,
            resolvedAt: null,
            createdAt: at,
            updatedAt: at,
          };
          return { action: "create", entity: "flags", documentId: f.id, actor: null, current: doc, organizations: unitsOf.get(f.accountId) ?? [] };
        });
        await writeAudits(tx, entries, now);
        await linkOverdueFlags(tx, campaign.id, batch.map((f) => f.accountId));
        return batch.length;
      });
      total += raised;
      if (raised < FLAG_BATCH) break;
    }
    // Accounts that already had an open overdue flag (from another campaign, or a person) link it too.
    await database.write((tx) => linkOverdueFlags(tx, campaign.id, "all"));
    return total;
  }

  /** The reminder, once, seven days before the due date, to the reviewers of what is still pending. */
  async function remind(tx: Tx, campaign: CampaignRow, now: Date, today: string): Promise<number> {
    const windowStart = addDaysToDate(campaign.dueDate, -CAMPAIGN_DUE_SOON_DAYS);
    const openedOn = campaign.openedAt ? dayOf(new Date(campaign.openedAt)) : today;
    let notices = 0;
    if (openedOn < windowStart) {
      const groups = (await itemsPerReviewerUnit(tx, campaign.id, ["pending"])).map((g) => ({ reviewerUnitId: g.reviewerUnitId, items: g.n }));
      notices = await recordReviewerNotices(tx, "campaign.due_soon", campaignRef(campaign), groups, today, now, null);
    }
    await updateCampaign(tx, campaign.id, { dueSoonNotifiedAt: now.toISOString() });
    return notices;
  }

  /** Opens the next campaign of a recurring one and closes this one, once (next_campaign_id says it is done). */
  async function recur(tx: Tx, campaign: CampaignRow, now: Date, today: string): Promise<boolean> {
    // The whole institution (null) covers every path.
    const unit = campaign.unitId === null ? { path: "/" } : await unitWithPath(tx, campaign.unitId);
    if (!unit) return false;
    const months = RECURRENCE_MONTHS[campaign.recurrence as CampaignRecurrence];
    const at = now.toISOString();
    const id = await insertCampaign(tx, {
      name: campaign.name,
      unitId: campaign.unitId,
      subjects: campaign.subjects,
      recurrence: campaign.recurrence,
      dueDate: addMonthsToDate(campaign.dueDate, months),
      status: "draft",
      createdById: null,
      createdAt: at,
      updatedAt: at,
      previousCampaignId: campaign.id,
    });
    const next = await campaignRow(tx, id);
    await writeAudit(tx, { action: "create", entity: "campaigns", documentId: id, actor: null, current: campaignSnapshot(next!), organizations: campaign.unitId === null ? [] : [campaign.unitId] }, now);
    await openCampaignIn(tx, { ...next!, unitPath: unit.path }, null, now, today);
    const fresh = await campaignRow(tx, campaign.id);
    await updateCampaign(tx, campaign.id, { nextCampaignId: id, updatedAt: at });
    if (fresh!.status === "open") await closeCampaignIn(tx, { ...fresh!, nextCampaignId: id }, null, now);
    return true;
  }

  return {
    async sweep(now: Date): Promise<SweepResult> {
      const today = dayOf(now);
      const result: SweepResult = { overdue: 0, escalated: 0, flags: 0, reminded: 0, recurred: 0 };

      for (const campaign of await campaignsByStatus(database.db, "open")) {
        if (campaign.dueDate < today) {
          const marked = await database.write(async (tx) => {
            const current = await campaignRow(tx, campaign.id);
            return current?.status === "open" ? markOverdue(tx, current, now, today) : null;
          });
          if (marked) {
            result.overdue += marked.overdue;
            result.escalated += marked.escalated;
            result.flags += await flagOverdue(campaign, now);
          }
        } else if (campaign.dueSoonNotifiedAt === null && addDaysToDate(campaign.dueDate, -CAMPAIGN_DUE_SOON_DAYS) <= today) {
          result.reminded += await database.write(async (tx) => {
            const current = await campaignRow(tx, campaign.id);
            return current?.status === "open" && current.dueSoonNotifiedAt === null ? remind(tx, current, now, today) : 0;
          });
        }
      }

      for (const campaign of await recurringWithoutNext(database.db)) {
        if (!campaign.openedAt) continue;
        const months = RECURRENCE_MONTHS[campaign.recurrence as CampaignRecurrence];
        if (!months || today < addMonthsToDate(dayOf(new Date(campaign.openedAt)), months)) continue;
        const opened = await database.write(async (tx) => {
          const current = await campaignRow(tx, campaign.id);
          return current && current.nextCampaignId === null ? recur(tx, current, now, today) : false;
        });
        if (opened) result.recurred += 1;
      }
      return result;
    },
  };
}

export type CampaignSweepService = ReturnType<typeof createCampaignSweepService>;
