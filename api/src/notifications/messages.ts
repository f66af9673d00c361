// What notification e-mails say: one sentence per event, a link into the dashboard (starting with
// the configured public address, never a request's Host), and a one-click unsubscribe link per
// event type. Plain text, like the other e-mails of the outbox; every word in the recipient's language.
import { CASE_STATES, FLAG_SEVERITIES, PRODUCT_NAME, isEventType, type CaseState, type DigestPeriod, type Locale } from "@steward/shared";
import { serverT } from "../i18n/server-catalogue.ts";
import { formatDay, formatMoment } from "../i18n/text-dates.ts";
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
    case "account.rejected":
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

/** The ending of a sentence that may carry someone's words: `: their words`, or a full stop. */
const ending = (detail: string): string => (detail ? `: ${detail}` : ".");
const countOf = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** One line that says what happened, in `locale`. Dates in the payload are written as the reader writes them. */
export function describeEvent(event: EventView, locale: Locale = "en"): string {
  const t = serverT(locale);
  const p = event.payload;
  const account = text(p["accountName"], t("notifications.anAccount"));
  const day = (value: unknown) => formatDay(text(value), locale);
  switch (event.type) {
    case "review_request.opened": {
      const who = text(p["userName"], t("notifications.someone"));
      const raw = words(p["requestedRole"]);
      const by = text(p["requestedBy"]);
      if (raw) {
        const role = t("notifications.role", { role: text(p["requestedRole"]), raw });
        return by ? t("notifications.reviewRoleBy", { who, role, by }) : t("notifications.reviewRole", { who, role });
      }
      return by ? t("notifications.reviewSignInBy", { who, by }) : t("notifications.reviewSignIn", { who });
    }
    case "account.awaiting_approval": {
      const named = p["platform"] ? `${account} (${words(p["platform"])})` : account;
      return p["unitName"] ? t("notifications.awaitingApprovalIn", { account: named, unit: text(p["unitName"]) }) : t("notifications.awaitingApproval", { account: named });
    }
    case "account.status_changed": {
      const status = (value: unknown, fallback: string) => (words(value) ? t("notifications.accountStatus", { status: text(value), raw: words(value) }) : fallback);
      const from = status(p["from"], t("notifications.itsStatus"));
      const to = status(p["to"], t("notifications.aNewStatus"));
      return t("notifications.statusChanged", { account, from, to }) + ending(p["reason"] ? text(p["reason"]) : "");
    }
    case "account.rejected": {
      const named = p["platform"] ? `${account} (${words(p["platform"])})` : account;
      return t("dailyWork.accountRejected", { account: named }) + ending(p["reason"] ? text(p["reason"]) : "");
    }
    case "flag.raised":
    case "flag.resolved": {
      // "other" is ICU's fallback branch of a select, so the category named "other" has its own message.
      const named = text(p["category"]);
      const category = named && named !== "other" ? t("notifications.flagCategory", { category: named, raw: words(named) }) : t("notifications.otherCategory");
      if (event.type === "flag.raised") {
        const line = t("notifications.flagRaised", { severity: severity(p["severity"]) || "none", category, account, scan: p["source"] === "scan" ? "yes" : "no" });
        return line + ending(p["description"] ? text(p["description"]) : "");
      }
      const status = t("notifications.flagStatus", { status: text(p["status"]) || "resolved", raw: words(p["status"]) });
      return t("notifications.flagResolved", { category, account, status }) + ending(p["resolutionNote"] ? text(p["resolutionNote"]) : "");
    }
    case "access.expiring": {
      const days = countOf(p["daysLeft"]);
      const when = days === null ? "soon" : days <= 0 ? "today" : days === 1 ? "tomorrow" : "days";
      const values = { person: text(p["userName"], t("notifications.aPerson")), unit: text(p["unitName"], t("notifications.aUnit")), when, days: days ?? 0 };
      return p["endDate"] ? t("notifications.accessEndsLastDay", { ...values, endDate: day(p["endDate"]) }) : t("notifications.accessEnds", values);
    }
    case "policy.published":
      return t("notifications.policyPublished", { version: countOf(p["version"]) ?? "?" });
    case "handover_task.opened":
    case "handover_task.overdue": {
      const kind = p["task"] ?? p["kind"];
      const task = words(kind) ? t("notifications.handoverTask", { task: text(kind), raw: words(kind) }) : t("notifications.aHandoverTask");
      const from = text(p["userName"]);
      if (event.type === "handover_task.overdue") return from ? t("notifications.taskOverdueFrom", { task, account, from }) : t("notifications.taskOverdue", { task, account });
      return from ? t("notifications.taskOpenedFrom", { task, account, from }) : t("notifications.taskOpened", { task, account });
    }
    case "campaign.opened":
    case "campaign.due_soon":
    case "campaign.item_overdue": {
      const campaign = (p["campaign"] ?? {}) as Record<string, unknown>;
      const name = text(campaign["name"], t("notifications.aCampaign"));
      const unit = text(((p["reviewerUnit"] ?? {}) as Record<string, unknown>)["name"]);
      const count = countOf(p["items"]);
      const counted = count === null ? t("notifications.someAccounts") : t("notifications.accountCount", { count });
      const items = unit ? t("notifications.itemsOfUnit", { items: counted, unit }) : counted;
      const due = campaign["dueDate"] ? day(campaign["dueDate"]) : "";
      if (event.type === "campaign.opened") return due ? t("notifications.campaignOpenedBy", { name, items, due }) : t("notifications.campaignOpened", { name, items });
      if (event.type === "campaign.due_soon") return due ? t("notifications.campaignDueSoonDue", { name, items, due }) : t("notifications.campaignDueSoon", { name, items });
      const escalated = text(((p["escalatedTo"] ?? {}) as Record<string, unknown>)["name"]);
      const line = due ? t("notifications.campaignOverdueDue", { name, items, due }) : t("notifications.campaignOverdue", { name, items });
      return `${line}${p["escalatedTo"] !== undefined ? t("notifications.escalatedTo", { who: escalated || t("notifications.theSuperAdmins") }) : ""}.`;
    }
    case "incident.opened":
      return t("incidents.mailOpened", { account }) + ending(p["summary"] ? text(p["summary"]) : "");
    case "incident.closed":
      return t("incidents.mailClosed", { account }) + ending(p["note"] ? text(p["note"]) : "");
    case "incident.step_assigned": {
      const title = (p["step"] ?? {}) as Record<string, unknown>;
      return `${t("incidents.mailStepAssigned", { account, step: text(title[locale] ?? title["en"], "?") })}.`;
    }
    case "case.created":
    case "case.state_changed":
    case "case.clock_reminder":
    case "case.clock_escalated":
    case "case.clock_breached":
      return caseLine(event.type, p, locale);
    default: {
      const label = eventLabel(event.type, locale);
      const name = text(p["campaignName"] ?? p["name"] ?? p["accountName"]);
      return `${label}${name ? `: ${name}` : ""}.`;
    }
  }
}

/** A case's event (issue 34): never the reporter's words or contact, only the case and its account. */
function caseLine(type: string, p: Record<string, unknown>, locale: Locale): string {
  const t = serverT(locale);
  const id = countOf(p["caseId"]) ?? "?";
  const account = text(p["accountName"], t("cases.anAccount"));
  switch (type) {
    case "case.created":
      if (p["kind"] === "impostor") return t("cases.eventCreatedImpostor", { id, who: text(p["accountName"] ?? p["unitName"], t("cases.theInstitution")) });
      return t("cases.eventCreatedRemoval", { id, account });
    case "case.state_changed": {
      const state = (CASE_STATES as readonly unknown[]).includes(p["state"]) ? t(`cases.state.${p["state"] as CaseState}`) : words(p["state"]);
      return t("cases.eventStateChanged", { id, state: state || "?" });
    }
    case "case.clock_reminder":
      return t("cases.eventReminder", { id, account });
    case "case.clock_escalated":
      return t("cases.eventEscalated", { id, account });
    default:
      return t("cases.eventBreached", { id, account });
  }
}

/** An event type's name in `locale` (the shared events namespace); a type this version does not know, as it is. */
export function eventLabel(type: string, locale: Locale): string {
  return isEventType(type) ? serverT(locale)(`events.${type}`) : type;
}

export interface Recipient {
  name: string;
  email: string;
  /** The language the recipient reads (their `locale`, else the institution's), decided at queue time. */
  locale: Locale;
}

const preferencesLine = (t: ReturnType<typeof serverT>, publicUrl: string) => t("notifications.preferences", { link: `${publicUrl}/dashboard/notifications` });

export function immediateMail(to: Recipient, event: EventView, publicUrl: string, unsubscribe: string): MailMessage {
  const t = serverT(to.locale);
  const label = eventLabel(event.type, to.locale);
  return {
    kind: `notification:${event.type}`,
    recipient: to.email,
    // Mail programs show their own Unsubscribe button for these, and send the one-click POST.
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    subject: t("notifications.subject", { product: PRODUCT_NAME, label }),
    body:
      `${t("mail.greeting", { name: untrustedLine(to.name, 80) })}\n\n${describeEvent(event, to.locale)}\n\n${t("notifications.openIt", { link: `${publicUrl}${eventPath(event.type, event.payload)}` })}\n\n` +
      `--\n${t("notifications.stopType", { label, link: unsubscribe })}\n${preferencesLine(t, publicUrl)}\n`,
  };
}

/** One e-mail for the period: the events grouped by type, oldest first, each type with its unsubscribe link. */
export function digestMail(
  to: Recipient,
  period: DigestPeriod,
  events: readonly EventView[],
  publicUrl: string,
  unsubscribeByType: ReadonlyMap<string, string>,
  timeZone: string,
): MailMessage {
  const t = serverT(to.locale);
  const byType = new Map<string, EventView[]>();
  for (const e of [...events].sort((a, b) => a.id - b.id)) byType.set(e.type, [...(byType.get(e.type) ?? []), e]);
  const sections: string[] = [];
  for (const [type, list] of byType) {
    const label = eventLabel(type, to.locale);
    const lines = list.map((e) => `- ${formatMoment(e.occurredAt, timeZone, to.locale)}  ${describeEvent(e, to.locale)}`);
    const link = `${publicUrl}${eventPath(type, list[0]?.payload ?? {})}`;
    const stop = unsubscribeByType.get(type);
    sections.push(`${t("notifications.digestSection", { label, count: list.length })}\n${lines.join("\n")}\n${t("notifications.open", { link })}${stop ? `\n${t("notifications.stopType", { label, link: stop })}` : ""}`);
  }
  const count = events.length;
  return {
    kind: `digest:${period}`,
    recipient: to.email,
    subject: t("notifications.digestSubject", { product: PRODUCT_NAME, period, count }),
    body: `${t("mail.greeting", { name: untrustedLine(to.name, 80) })}\n\n${t("notifications.digestIntro", { period })}\n\n${sections.join("\n\n")}\n\n--\n${preferencesLine(t, publicUrl)}\n`,
  };
}
