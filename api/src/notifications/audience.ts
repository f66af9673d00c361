// Who hears of an event: the one rule per event type (docs/decisions.md, "Notifications and
// webhooks"). An event that names its recipients (a campaign's reviewers) reaches exactly them;
// otherwise the groups below, worked out when the event is fanned out, from the data as it stands
// then. Only active users hear anything, and never of what they did themselves.
import { isGrantInForce, type EventType } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import {
  activeManagersOfAccount,
  activeUnitAdminGrantsOn,
  activeUsersAmong,
  activeUsersWithRole,
  adminsOfAccount,
  unitIdsOfAccount,
  unitPaths,
} from "../repositories/audience-repo.ts";

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
  // Names its requester (whoever created it); the unit admins over it when that is not known.
  "account.rejected": ["unit_admins"],
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
  // Issue 34: the people of a compromised account and the unit admins over it.
  "incident.opened": ["unit_admins", "account_admins", "account_managers"],
  "incident.closed": ["unit_admins", "account_admins", "account_managers"],
  // Whoever a playbook step is given to (not when they took it themselves).
  "incident.step_assigned": ["assignee"],
  // Case events name their recipients (the case's owners, or those it escalates to).
  "case.created": ["super_admins"],
  "case.state_changed": ["super_admins"],
  "case.clock_reminder": ["super_admins"],
  "case.clock_escalated": ["super_admins"],
  "case.clock_breached": ["super_admins"],
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

/** The units an event concerns: its own, and the account's units when it is about an account. */
async function unitsOf(ex: Executor, event: AudienceEvent): Promise<number[]> {
  const ids = new Set<number>();
  if (event.unitId !== null) ids.add(event.unitId);
  const accountId = idOf(event.payload["accountId"]);
  if (accountId !== null) {
    for (const unitId of await unitIdsOfAccount(ex, accountId)) ids.add(unitId);
  }
  return [...ids];
}

/** Active unit admins with a grant in force on one of `unitIds` or a unit above one of them. */
export async function unitAdminsOver(ex: Executor, unitIds: readonly number[], today: string): Promise<number[]> {
  if (unitIds.length === 0) return [];
  const holding = [...new Set((await unitPaths(ex, unitIds)).flatMap(pathIds))];
  if (holding.length === 0) return [];
  const rows = await activeUnitAdminGrantsOn(ex, holding);
  return [...new Set(rows.filter((g) => isGrantInForce({ type: g.type, start_date: g.startDate, end_date: g.endDate }, today)).map((g) => g.id))];
}

async function accountPeople(ex: Executor, accountId: number | null, which: "admins" | "managers"): Promise<number[]> {
  if (accountId === null) return [];
  if (which === "managers") return activeManagersOfAccount(ex, accountId);
  return activeUsersAmong(ex, await adminsOfAccount(ex, accountId));
}

/**
 * The user ids an event reaches, ascending. `today` is the institution's date at fan-out: it
 * decides which grants are in force.
 */
export async function resolveAudience(ex: Executor, event: AudienceEvent, today: string): Promise<number[]> {
  if (event.recipients !== null) return (await activeUsersAmong(ex, event.recipients)).sort((a, b) => a - b);
  const accountId = idOf(event.payload["accountId"]);
  const chosen = new Set<number>();
  for (const group of AUDIENCE[event.type]) {
    let ids: number[] = [];
    switch (group) {
      case "super_admins":
        ids = await activeUsersWithRole(ex, "super_admin");
        break;
      case "everyone":
        ids = await activeUsersWithRole(ex);
        break;
      case "unit_admins":
        ids = await unitAdminsOver(ex, await unitsOf(ex, event), today);
        if (ids.length === 0) ids = await activeUsersWithRole(ex, "super_admin");
        break;
      case "account_admins":
        ids = await accountPeople(ex, accountId, "admins");
        break;
      case "account_managers":
        ids = await accountPeople(ex, accountId, "managers");
        break;
      case "subject_user":
        ids = await activeUsersAmong(ex, [idOf(event.payload["userId"])].filter((id): id is number => id !== null));
        break;
      case "assignee":
        ids = await activeUsersAmong(ex, [idOf(event.payload["assigneeId"])].filter((id): id is number => id !== null));
        break;
    }
    for (const id of ids) chosen.add(id);
  }
  // Every group above holds active users only.
  if (event.actorId !== null) chosen.delete(event.actorId);
  return [...chosen].sort((a, b) => a - b);
}
