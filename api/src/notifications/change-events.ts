// The events the existing changes record, each in the change's own transaction (one call in the
// service). Their payloads carry what a message needs without reading the database again, and no
// secrets: names, states, dates. `accountId` and `userId` are read by the audience rule
// (audience.ts); the rest by the message writers (messages.ts) and webhook receivers.
import type { FlagDoc, Role, SocialMediaStatus, StepTitle } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import { recordEvent } from "../events/record-event.ts";

interface Named {
  id: number;
  name: string;
}

export function reviewRequestOpened(
  ex: Executor,
  input: { requestId: number; user: Named & { role: Role }; requestedRole: Role | null; requestedBy: Named | null; unitId: number | null },
  now: Date,
): Promise<void> {
  return recordEvent(
    ex,
    {
      type: "review_request.opened",
      unitId: input.unitId,
      actorId: input.requestedBy?.id ?? null,
      subject: { type: "review_request", id: input.requestId },
      payload: {
        requestId: input.requestId,
        userName: input.user.name,
        role: input.user.role,
        requestedRole: input.requestedRole,
        requestedBy: input.requestedBy?.name ?? null,
      },
    },
    now,
  );
}

interface AccountFacts {
  id: number;
  name: string;
  platform: string;
  organization: Named | null;
}

const accountPayload = (account: AccountFacts) => ({
  accountId: account.id,
  accountName: account.name,
  platform: account.platform,
  unitName: account.organization?.name ?? null,
});

export function accountAwaitingApproval(ex: Executor, account: AccountFacts, actorId: number, now: Date): Promise<void> {
  return recordEvent(
    ex,
    {
      type: "account.awaiting_approval",
      unitId: account.organization?.id ?? null,
      actorId,
      subject: { type: "social_media", id: account.id },
      payload: accountPayload(account),
    },
    now,
  );
}

export function accountStatusChanged(
  ex: Executor,
  account: AccountFacts,
  change: { from: SocialMediaStatus; to: SocialMediaStatus; reason: string | null },
  actorId: number,
  now: Date,
): Promise<void> {
  return recordEvent(
    ex,
    {
      type: "account.status_changed",
      unitId: account.organization?.id ?? null,
      actorId,
      subject: { type: "social_media", id: account.id },
      payload: { ...accountPayload(account), from: change.from, to: change.to, reason: change.reason },
    },
    now,
  );
}

/**
 * A pending account refused: its requester hears of it, with the reason (`recipients`); when the
 * requester is not known, the unit admins over it (audience.ts).
 */
export function accountRejected(ex: Executor, account: AccountFacts, reason: string, requesterId: number | null, actorId: number, now: Date): Promise<void> {
  return recordEvent(
    ex,
    {
      type: "account.rejected",
      unitId: account.organization?.id ?? null,
      actorId,
      subject: { type: "social_media", id: account.id },
      ...(requesterId !== null ? { recipients: [requesterId] } : {}),
      payload: { ...accountPayload(account), reason },
    },
    now,
  );
}

const flagPayload = (flag: FlagDoc) => ({
  flagId: flag.id,
  accountId: flag.socialMedia.id,
  accountName: flag.socialMedia.name,
  category: flag.category,
  severity: flag.severity,
  status: flag.status,
  source: flag.source,
});

/** `unitId`: the account's owning unit. `actorId` null when the risk scan raised it on its own. */
export function flagRaised(ex: Executor, flag: FlagDoc, unitId: number | null, actorId: number | null, now: Date): Promise<void> {
  return recordEvent(
    ex,
    { type: "flag.raised", unitId, actorId, subject: { type: "flag", id: flag.id }, payload: { ...flagPayload(flag), description: flag.description } },
    now,
  );
}

export function flagResolved(ex: Executor, flag: FlagDoc, unitId: number | null, actorId: number | null, now: Date): Promise<void> {
  return recordEvent(
    ex,
    { type: "flag.resolved", unitId, actorId, subject: { type: "flag", id: flag.id }, payload: { ...flagPayload(flag), resolutionNote: flag.resolutionNote } },
    now,
  );
}

export function policyPublished(ex: Executor, policy: { id: number; version: number }, actorId: number, now: Date): Promise<void> {
  return recordEvent(
    ex,
    { type: "policy.published", unitId: null, actorId, subject: { type: "policy", id: policy.id }, payload: { policyId: policy.id, version: policy.version } },
    now,
  );
}

/**
 * A handover task (offboarding): the assignee hears of it, with the unit admins over the account's
 * units (audience.ts reads `assigneeId` and `accountId`).
 */
export function handoverTaskEvent(
  ex: Executor,
  type: "handover_task.opened" | "handover_task.overdue",
  task: { id: number; task: string; accountId: number; accountName: string; assigneeId: number | null; userName: string | null; dueDate?: string | null },
  unitId: number | null,
  actorId: number | null,
  now: Date,
): Promise<void> {
  return recordEvent(
    ex,
    {
      type,
      unitId,
      actorId,
      subject: { type: "handover_task", id: task.id },
      payload: {
        taskId: task.id,
        task: task.task,
        accountId: task.accountId,
        accountName: task.accountName,
        assigneeId: task.assigneeId,
        userName: task.userName,
        dueDate: task.dueDate ?? null,
      },
    },
    now,
  );
}

/** The part every incident event shares: who did it, where, and the incident's page to act on. */
function recordIncidentEvent(
  ex: Executor,
  type: "incident.opened" | "incident.closed" | "incident.step_assigned",
  input: { incidentId: number; account: { id: number; name: string }; unitId: number | null },
  more: Record<string, unknown>,
  actorId: number,
  now: Date,
): Promise<void> {
  return recordEvent(
    ex,
    {
      type,
      unitId: input.unitId,
      actorId,
      subject: { type: "incident", id: input.incidentId },
      payload: { incidentId: input.incidentId, accountId: input.account.id, accountName: input.account.name, ...more, link: `/dashboard/incidents/${input.incidentId}` },
    },
    now,
  );
}

/**
 * A step of an incident's playbook given to someone (issue 34): they hear of it, in their
 * language (the step's title travels in both), with the incident's page as the place to act.
 */
export function incidentStepAssigned(
  ex: Executor,
  input: { incidentId: number; account: { id: number; name: string }; unitId: number | null; assigneeId: number; step: StepTitle },
  actorId: number,
  now: Date,
): Promise<void> {
  return recordIncidentEvent(ex, "incident.step_assigned", input, { assigneeId: input.assigneeId, step: input.step }, actorId, now);
}

/**
 * An account reported compromised (issue 34), or its incident closed: the account's administrators
 * and managers and the unit admins over it hear of it (audience.ts), in their language, at once.
 */
export function incidentChanged(
  ex: Executor,
  type: "incident.opened" | "incident.closed",
  input: { incidentId: number; account: { id: number; name: string; platform: string }; unitId: number | null; summary: string; note?: string | null },
  actorId: number,
  now: Date,
): Promise<void> {
  return recordIncidentEvent(ex, type, input, { platform: input.account.platform, summary: input.summary, ...(input.note ? { note: input.note } : {}) }, actorId, now);
}
