// What a campaign tells its reviewers, as events with explicit recipients (the notifications
// dispatcher turns them into e-mails): one event per reviewer unit, naming how many items wait
// there. Reviewers are the unit admins of the reviewer unit; where nobody up the tree has unit
// admins, the super admins.
import type { EventType } from "@steward/shared";
import type { Tx } from "../db/connection.ts";
import { recordEvents, type NewEvent } from "../events/record-event.ts";
import { activeSuperAdmins, adminsOfUnits } from "../repositories/campaign-reviewers-repo.ts";
import { unitsByIds } from "../repositories/unit-lookup-repo.ts";

export interface NoticeGroup {
  /** The unit whose admins review these items; null when no unit up the tree has unit admins. */
  reviewerUnitId: number | null;
  items: number;
  /** Escalation: the unit whose admins are told as well (null: the super admins). */
  escalationUnitId?: number | null;
}

export interface CampaignRef {
  id: number;
  name: string;
  dueDate: string;
  /** null: the whole institution. */
  unitId: number | null;
}

/** The page a reviewer opens from the message. */
export const REVIEW_QUEUE_PATH = "/dashboard/reviews";

/** Records one event per group, addressed to the group's reviewers (and escalation unit's admins). */
export async function recordReviewerNotices(
  tx: Tx,
  type: EventType,
  campaign: CampaignRef,
  groups: readonly NoticeGroup[],
  today: string,
  now: Date,
  actorId: number | null,
): Promise<number> {
  if (groups.length === 0) return 0;
  const unitIds = groups.flatMap((g) => [g.reviewerUnitId, g.escalationUnitId ?? null]).filter((id): id is number => id !== null);
  const admins = await adminsOfUnits(tx, unitIds, today);
  const names = await unitsByIds(tx, unitIds);
  let superAdmins: number[] | undefined;
  const adminsOf = async (unitId: number | null) => (unitId === null ? (superAdmins ??= await activeSuperAdmins(tx)) : (admins.get(unitId) ?? []));
  const batch: NewEvent[] = [];
  for (const g of groups) {
    if (g.items === 0) continue;
    const recipients = new Set(await adminsOf(g.reviewerUnitId));
    const escalating = g.escalationUnitId !== undefined;
    if (escalating) for (const id of await adminsOf(g.escalationUnitId ?? null)) recipients.add(id);
    if (recipients.size === 0) continue;
    const unitRef = (id: number | null) => (id === null ? null : { id, name: names.get(id)?.name ?? "" });
    batch.push({
      type,
      unitId: g.reviewerUnitId ?? campaign.unitId,
      actorId,
      subject: { type: "campaign", id: campaign.id },
      recipients: [...recipients].sort((a, b) => a - b),
      payload: {
        campaign: { id: campaign.id, name: campaign.name, dueDate: campaign.dueDate },
        reviewerUnit: unitRef(g.reviewerUnitId),
        items: g.items,
        ...(escalating ? { escalatedTo: unitRef(g.escalationUnitId ?? null) } : {}),
        link: REVIEW_QUEUE_PATH,
      },
    });
  }
  await recordEvents(tx, batch, now);
  return batch.length;
}
