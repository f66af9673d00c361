// Who hears of an event: the one rule per event type (docs/decisions.md, "Notifications and
// webhooks"). An event that names its recipients (a campaign's reviewers) reaches exactly them;
// otherwise the groups below, worked out when the event is fanned out, from the data as it stands
// then. Only active users hear anything, and never of what they did themselves.
import { isGrantInForce, type EventType } from "@steward/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { accessGrants, socialMediaManagers, socialMedias, socialMediaUnits, units, users } from "../db/schema.ts";

export type AudienceGroup =
  /** Every active super admin. */
  | "super_admins"
  /**
   * The unit admins whose scope holds the event's unit (a grant in force on it or on a unit above
   * it), or the account's units; the super admins when no unit admin holds it, so nobody's event
   * goes unheard.
   */
  | "unit_admins"
  /** The account's primary and backup administrator. */
  | "account_admins"
  /** The account's social media managers. */
  | "account_managers"
  /** The person the event is about (`payload.userId`): whose access ends. */
  | "subject_user"
  /** The person a task is for (`payload.assigneeId`). */
  | "assignee"
  /** Every active user. */
  | "everyone";

/** The rule, one line per event type. */
export const AUDIENCE: Record<EventType, readonly AudienceGroup[]> = {
  "review_request.opened": ["super_admins"],
  "account.awaiting_approval": ["super_admins"],
  "account.status_changed": ["unit_admins", "account_admins", "account_managers"],
  "flag.raised": ["unit_admins", "account_admins"],
  "flag.resolved": ["unit_admins", "account_admins"],
  "access.expiring": ["subject_user", "unit_admins"],
  "policy.published": ["everyone"],
  "handover_task.opened": ["assignee", "unit_admins"],
  "handover_task.overdue": ["assignee", "unit_admins"],
  // Campaign events name their reviewers; these groups hold only when one does not.
  "campaign.opened": ["unit_admins"],
  "campaign.due_soon": ["unit_admins"],
  "campaign.item_overdue": ["unit_admins"],
};

export interface AudienceEvent {
  type: EventType;
  unitId: number | null;
  actorId: number | null;
  /** Parsed `recipients`; null when the change left the audience to the rule. */
  recipients: readonly number[] | null;
  payload: Record<string, unknown>;
}

const idOf = (value: unknown): number | null => (typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null);

/** Unit ids from a unit's path, root first: `/1/4/9/` is [1, 4, 9]. */
export function pathIds(path: string): number[] {
  return path.split("/").filter(Boolean).map(Number);
}

/** Of `ids`, the active users. Explicit recipient lists are short (a campaign's reviewers): one query per 500. */
async function activeOnly(ex: Executor, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found: number[] = [];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await ex.select({ id: users.id }).from(users).where(and(inArray(users.id, unique.slice(i, i + 500)), eq(users.status, "active")));
    found.push(...rows.map((r) => r.id));
  }
  return found;
}

async function activeWithRole(ex: Executor, role?: "super_admin"): Promise<number[]> {
  const rows = await ex.select({ id: users.id }).from(users).where(role ? and(eq(users.status, "active"), eq(users.role, role)) : eq(users.status, "active"));
  return rows.map((r) => r.id);
}

/** The units an event concerns: its own, and the account's units when it is about an account. */
async function unitsOf(ex: Executor, event: AudienceEvent): Promise<number[]> {
  const ids = new Set<number>();
  if (event.unitId !== null) ids.add(event.unitId);
  const accountId = idOf(event.payload["accountId"]);
  if (accountId !== null) {
    const rows = await ex.select({ unitId: socialMediaUnits.unitId }).from(socialMediaUnits).where(eq(socialMediaUnits.socialMediaId, accountId));
    for (const r of rows) ids.add(r.unitId);
  }
  return [...ids];
}

/** Active unit admins with a grant in force on one of `unitIds` or a unit above one of them. */
export async function unitAdminsOver(ex: Executor, unitIds: readonly number[], today: string): Promise<number[]> {
  if (unitIds.length === 0) return [];
  const found = await ex.select({ path: units.path }).from(units).where(inArray(units.id, [...unitIds]));
  const holding = [...new Set(found.flatMap((u) => pathIds(u.path)))];
  if (holding.length === 0) return [];
  const rows = await ex
    .select({ id: users.id, type: accessGrants.type, startDate: accessGrants.startDate, endDate: accessGrants.endDate })
    .from(accessGrants)
    .innerJoin(users, eq(users.id, accessGrants.userId))
    .where(and(inArray(accessGrants.unitId, holding), eq(users.role, "unit_admin"), eq(users.status, "active")));
  return [...new Set(rows.filter((g) => isGrantInForce({ type: g.type, start_date: g.startDate, end_date: g.endDate }, today)).map((g) => g.id))];
}

async function accountPeople(ex: Executor, accountId: number | null, which: "admins" | "managers"): Promise<number[]> {
  if (accountId === null) return [];
  if (which === "managers") {
    const rows = await ex
      .select({ id: users.id })
      .from(socialMediaManagers)
      .innerJoin(users, eq(users.id, socialMediaManagers.userId))
      .where(and(eq(socialMediaManagers.socialMediaId, accountId), eq(users.status, "active")));
    return rows.map((r) => r.id);
  }
  const [row] = await ex.select({ primary: socialMedias.primaryAdminId, backup: socialMedias.backupAdminId }).from(socialMedias).where(eq(socialMedias.id, accountId));
  return row ? activeOnly(ex, [row.primary, row.backup].filter((id): id is number => id !== null)) : [];
}

/**
 * The user ids an event reaches, ascending. `today` is the institution's date at fan-out: it
 * decides which grants are in force.
 */
export async function resolveAudience(ex: Executor, event: AudienceEvent, today: string): Promise<number[]> {
  if (event.recipients !== null) return (await activeOnly(ex, event.recipients)).sort((a, b) => a - b);
  const accountId = idOf(event.payload["accountId"]);
  const chosen = new Set<number>();
  for (const group of AUDIENCE[event.type]) {
    let ids: number[] = [];
    switch (group) {
      case "super_admins":
        ids = await activeWithRole(ex, "super_admin");
        break;
      case "everyone":
        ids = await activeWithRole(ex);
        break;
      case "unit_admins":
        ids = await unitAdminsOver(ex, await unitsOf(ex, event), today);
        if (ids.length === 0) ids = await activeWithRole(ex, "super_admin");
        break;
      case "account_admins":
        ids = await accountPeople(ex, accountId, "admins");
        break;
      case "account_managers":
        ids = await accountPeople(ex, accountId, "managers");
        break;
      case "subject_user":
        ids = await activeOnly(ex, [idOf(event.payload["userId"])].filter((id): id is number => id !== null));
        break;
      case "assignee":
        ids = await activeOnly(ex, [idOf(event.payload["assigneeId"])].filter((id): id is number => id !== null));
        break;
    }
    for (const id of ids) chosen.add(id);
  }
  // Every group above holds active users only.
  if (event.actorId !== null) chosen.delete(event.actorId);
  return [...chosen].sort((a, b) => a - b);
}
