// The event catalogue (issue 19): what a change tells the world. Each name is what webhooks carry in
// `type` and what people choose a delivery for on their notifications page; `*` means all of them.

export const EVENT_TYPES = [
  "review_request.opened",
  "account.awaiting_approval",
  "account.status_changed",
  "account.rejected",
  "flag.raised",
  "flag.resolved",
  "access.expiring",
  "policy.published",
  "handover_task.opened",
  "handover_task.overdue",
  "campaign.opened",
  "campaign.due_soon",
  "campaign.item_overdue",
  "incident.opened",
  "incident.closed",
  "incident.step_assigned",
  // Issue 34: cases from the public report form, and a removal request's 48-hour clock.
  "case.created",
  "case.state_changed",
  "case.clock_reminder",
  "case.clock_escalated",
  "case.clock_breached",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const ALL_EVENTS = "*";
export type EventSelector = EventType | typeof ALL_EVENTS;

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

/** Whether a subscription to `selectors` (event names or `*`) covers `type`. */
export function selectsEvent(selectors: readonly string[], type: EventType): boolean {
  return selectors.includes(ALL_EVENTS) || selectors.includes(type);
}
