// The inbox (issue 33): what each item is and where it leads. Zod-free, so the dashboard's sidebar
// may read it without pulling schemas into its first download.
import type { DASHBOARD_PAGES } from "./dashboard-pages.ts";
import type { EventType } from "./events.ts";

/** A page of the dashboard, by its name in DASHBOARD_PAGES. */
export type DashboardPageName = keyof typeof DASHBOARD_PAGES;

/**
 * Where an item leads: a page of DASHBOARD_PAGES, the record's id when the page is one record's
 * ($id), and the list's search text when the page is a list that finds the record by its name.
 */
export interface InboxLink {
  page: DashboardPageName;
  id: number | null;
  search: string | null;
}

export interface InboxItemDoc {
  id: number;
  /** The event it tells of (shared/events.ts). */
  kind: EventType;
  /** What happened, in the reader's language, said when read from the event's data. */
  sentence: string;
  occurredAt: string;
  readAt: string | null;
  link: InboxLink;
}

/** What the dashboard polls: changes whenever an item arrives or one is marked read. */
export interface InboxVersionDoc {
  unread: number;
  /** The newest item's id (0: none yet). */
  latestId: number;
  /** How long the caller should wait before asking again (the server's STEWARD_INBOX_POLL_SECONDS). */
  pollSeconds: number;
}

export interface InboxReadResult {
  /** How many of the caller's own items this call marked read (another's id counts as none). */
  marked: number;
  unread: number;
}

const positiveId = (value: unknown): number | null => (typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : null);
const nonEmpty = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, 200) : null);

/** The page where the reader acts on an event, found from the event's own data. */
export function inboxLinkOf(kind: EventType, payload: Record<string, unknown>): InboxLink {
  const to = (page: DashboardPageName, id: number | null = null, search: string | null = null): InboxLink => ({ page, id, search });
  switch (kind) {
    case "review_request.opened":
      // The review is decided in the person's details, opened from the users list.
      return to("users", null, nonEmpty(payload["userName"]));
    case "account.awaiting_approval":
    case "account.status_changed":
    case "account.rejected":
      return to("socialMediaAccounts", null, nonEmpty(payload["accountName"]));
    case "flag.raised":
    case "flag.resolved":
      return to("flags", null, nonEmpty(payload["accountName"]));
    case "access.expiring": {
      const userId = positiveId(payload["userId"]);
      return userId === null ? to("users") : to("userAccess", userId);
    }
    case "policy.published":
      return to("policies");
    case "handover_task.opened":
    case "handover_task.overdue":
      return to("handoverTasks", null, nonEmpty(payload["accountName"]));
    case "campaign.opened":
    case "campaign.due_soon":
    case "campaign.item_overdue":
      // The events name their reviewers, whose work is in their review queue.
      return to("reviewQueue");
    case "incident.opened":
    case "incident.closed":
    case "incident.step_assigned": {
      const incidentId = positiveId(payload["incidentId"]);
      return incidentId === null ? to("incidents") : to("incident", incidentId);
    }
    case "case.created":
    case "case.state_changed":
    case "case.clock_reminder":
    case "case.clock_escalated":
    case "case.clock_breached": {
      const caseId = positiveId(payload["caseId"]);
      return caseId === null ? to("cases") : to("case", caseId);
    }
  }
}
