// The event catalogue (issue 19): what a change tells the world. Each name is what webhooks carry in
// `type` and what people choose a delivery for on their notifications page; `*` means all of them.

export const EVENT_TYPES = [
  "review_request.opened",
  "account.awaiting_approval",
  "account.status_changed",
  "flag.raised",
  "flag.resolved",
  "access.expiring",
  "policy.published",
  "handover_task.opened",
  "handover_task.overdue",
  "campaign.opened",
  "campaign.due_soon",
  "campaign.item_overdue",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_LABELS: Record<EventType, string> = {
  "review_request.opened": "Review request opened",
  "account.awaiting_approval": "Account awaiting approval",
  "account.status_changed": "Account status changed",
  "flag.raised": "Risk flag raised",
  "flag.resolved": "Risk flag resolved",
  "access.expiring": "Access expiring",
  "policy.published": "New policy version",
  "handover_task.opened": "Handover task opened",
  "handover_task.overdue": "Handover task overdue",
  "campaign.opened": "Recertification campaign opened",
  "campaign.due_soon": "Recertification due in 7 days",
  "campaign.item_overdue": "Recertification item overdue",
};

export const ALL_EVENTS = "*";
export type EventSelector = EventType | typeof ALL_EVENTS;

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

/** Whether a subscription to `selectors` (event names or `*`) covers `type`. */
export function selectsEvent(selectors: readonly string[], type: EventType): boolean {
  return selectors.includes(ALL_EVENTS) || selectors.includes(type);
}
