// What notification e-mails say: one sentence per event, a link into the dashboard (starting with
// the configured public address, never a request's Host), and a one-click unsubscribe link per
// event type. Plain text, like the other e-mails of the outbox.
import { EVENT_LABELS, FLAG_SEVERITIES, PRODUCT_NAME, isEventType, type DigestPeriod, type EventType } from "@steward/shared";
import type { MailMessage } from "../mail/outbox.ts";
import { untrustedLine } from "../mail/untrusted-text.ts";

export interface EventView {
  id: number;
  type: string;
  occurredAt: string;
  payload: Record<string, unknown>;
}

// Every value of a payload may be someone's typing (names, reasons, descriptions): one line, defanged.
const text = (value: unknown, fallback = ""): string => {
  const line = typeof value === "string" ? untrustedLine(value) : "";
  return line !== "" ? line : fallback;
};
const words = (value: unknown): string => text(value).replaceAll("_", " ");
const severity = (value: unknown): string => ((FLAG_SEVERITIES as readonly string[]).includes(String(value)) ? String(value) : "");

/** The dashboard page where the reader acts on the event. */
export function eventPath(type: string, payload: Record<string, unknown>): string {
  // An event may name its own page (a campaign's review queue), inside the dashboard only.
  const own = payload["link"];
  if (typeof own === "string" && /^\/dashboard(\/[\w\-/]*)?$/.test(own)) return own;
  switch (type) {
    case "review_request.opened":
      return "/dashboard/users";
    case "account.awaiting_approval":
    case "account.status_changed":
      return "/dashboard/social-media-accounts";
    case "flag.raised":
    case "flag.resolved":
      return "/dashboard/flags";
    case "access.expiring":
      return typeof payload["userId"] === "number" ? `/dashboard/users/access/${payload["userId"]}` : "/dashboard/users";
    case "policy.published":
      return "/dashboard/policies";
    default:
      return "/dashboard";
  }
}

/** One line that says what happened. */
export function describeEvent(event: EventView): string {
  const p = event.payload;
  const account = text(p["accountName"], "an account");
  switch (event.type) {
    case "review_request.opened": {
      const who = text(p["userName"], "Someone");
      const role = words(p["requestedRole"]);
      const by = text(p["requestedBy"]);
      return role
        ? `${who} is waiting for your review to become ${role}${by ? ` (asked by ${by})` : ""}.`
        : `${who} is waiting for your review before they can sign in${by ? ` (added by ${by})` : ""}.`;
    }
    case "account.awaiting_approval":
      return `${account}${p["platform"] ? ` (${words(p["platform"])})` : ""} is waiting for approval${p["unitName"] ? ` in ${text(p["unitName"])}` : ""}.`;
    case "account.status_changed":
      return `${account} went from ${words(p["from"]) || "its status"} to ${words(p["to"]) || "a new status"}${p["reason"] ? `: ${text(p["reason"])}` : "."}`;
    case "flag.raised": {
      const level = severity(p["severity"]);
      const by = p["source"] === "scan" ? " by the risk scan" : "";
      return `A ${level ? `${level} ` : ""}risk flag (${words(p["category"]) || "other"}) was raised on ${account}${by}${p["description"] ? `: ${text(p["description"])}` : "."}`;
    }
    case "flag.resolved":
      return `The risk flag (${words(p["category"]) || "other"}) on ${account} was ${words(p["status"]) || "resolved"}${p["resolutionNote"] ? `: ${text(p["resolutionNote"])}` : "."}`;
    case "access.expiring": {
      const days = typeof p["daysLeft"] === "number" ? p["daysLeft"] : null;
      const when = days === null ? "soon" : days <= 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
      return `${text(p["userName"], "A person")}'s access to ${text(p["unitName"], "a unit")} ends ${when}${p["endDate"] ? ` (last day ${text(p["endDate"])})` : ""}.`;
    }
    case "policy.published":
      return `Version ${typeof p["version"] === "number" ? p["version"] : "?"} of the social media policy was published. Read and accept it at your next sign-in.`;
    case "handover_task.opened":
    case "handover_task.overdue": {
      const task = words(p["task"] ?? p["kind"]) || "handover task";
      const overdue = event.type === "handover_task.overdue";
      return `${overdue ? "Overdue: the" : "A"} ${task} task for ${account}${p["userName"] ? ` (handed over from ${text(p["userName"])})` : ""}${overdue ? " is still open." : " was opened."}`;
    }
    case "campaign.opened":
    case "campaign.due_soon":
    case "campaign.item_overdue": {
      const campaign = (p["campaign"] ?? {}) as Record<string, unknown>;
      const name = text(campaign["name"], "A recertification campaign");
      const unit = text(((p["reviewerUnit"] ?? {}) as Record<string, unknown>)["name"]);
      const items = typeof p["items"] === "number" ? `${p["items"]} ${p["items"] === 1 ? "account" : "accounts"}` : "accounts";
      const of = unit ? ` of ${unit}` : "";
      const due = text(campaign["dueDate"]);
      if (event.type === "campaign.opened") return `${name} opened: ${items}${of} to review${due ? ` by ${due}` : ""}.`;
      if (event.type === "campaign.due_soon") return `${name}: ${items}${of} still to review${due ? `, due ${due}` : ""}.`;
      const escalated = text(((p["escalatedTo"] ?? {}) as Record<string, unknown>)["name"]);
      return `${name}: ${items}${of} are overdue${due ? ` (due ${due})` : ""}${p["escalatedTo"] !== undefined ? `; escalated to ${escalated || "the super admins"}` : ""}.`;
    }
    default: {
      const label = isEventType(event.type) ? EVENT_LABELS[event.type] : event.type;
      const name = text(p["campaignName"] ?? p["name"] ?? p["accountName"]);
      return `${label}${name ? `: ${name}` : ""}.`;
    }
  }
}

/** A moment in the institution's zone, e.g. 2026-03-15 07:00. */
export function formatMoment(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")} ${get("hour")}:${get("minute")}`;
}

export interface Recipient {
  name: string;
  email: string;
}

const preferencesLine = (publicUrl: string) => `Choose what you receive: ${publicUrl}/dashboard/notifications`;

export function immediateMail(to: Recipient, event: EventView, publicUrl: string, unsubscribe: string): MailMessage {
  const label = isEventType(event.type) ? EVENT_LABELS[event.type] : event.type;
  return {
    kind: `notification:${event.type}`,
    recipient: to.email,
    // Mail programs show their own Unsubscribe button for these, and send the one-click POST.
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    subject: `${PRODUCT_NAME}: ${label}`,
    body:
      `Hello ${untrustedLine(to.name, 80)},\n\n${describeEvent(event)}\n\nOpen it: ${publicUrl}${eventPath(event.type, event.payload)}\n\n` +
      `--\nStop e-mails about "${label}" (one click): ${unsubscribe}\n${preferencesLine(publicUrl)}\n`,
  };
}

const PERIOD_WORDS: Record<DigestPeriod, { title: string; span: string }> = {
  daily: { title: "daily", span: "since your last daily digest" },
  weekly: { title: "weekly", span: "since your last weekly digest" },
};

/** One e-mail for the period: the events grouped by type, oldest first, each type with its unsubscribe link. */
export function digestMail(
  to: Recipient,
  period: DigestPeriod,
  events: readonly EventView[],
  publicUrl: string,
  unsubscribeByType: ReadonlyMap<string, string>,
  timeZone: string,
): MailMessage {
  const byType = new Map<string, EventView[]>();
  for (const e of [...events].sort((a, b) => a.id - b.id)) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
  const sections: string[] = [];
  for (const [type, list] of byType) {
    const label = isEventType(type) ? EVENT_LABELS[type as EventType] : type;
    const lines = list.map((e) => `- ${formatMoment(e.occurredAt, timeZone)}  ${describeEvent(e)}`);
    const link = `${publicUrl}${eventPath(type, list[0]?.payload ?? {})}`;
    const stop = unsubscribeByType.get(type);
    sections.push(`${label} (${list.length})\n${lines.join("\n")}\nOpen: ${link}${stop ? `\nStop e-mails about "${label}" (one click): ${stop}` : ""}`);
  }
  const count = events.length;
  return {
    kind: `digest:${period}`,
    recipient: to.email,
    subject: `${PRODUCT_NAME}: your ${PERIOD_WORDS[period].title} digest (${count} ${count === 1 ? "update" : "updates"})`,
    body: `Hello ${untrustedLine(to.name, 80)},\n\nWhat happened ${PERIOD_WORDS[period].span}:\n\n${sections.join("\n\n")}\n\n--\n${preferencesLine(publicUrl)}\n`,
  };
}
