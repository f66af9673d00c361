// A case's life in order: each audited step (who moved it, or the clock's own steps), each inbox
// notice and each e-mail, the reporter's included.
import { makeStyles, tokens } from "@fluentui/react-components";
import { CASE_STATES, EVENT_TYPES, type CaseState, type CaseTimelineEntry } from "@steward/shared";
import { auditActionLabel } from "../../components/audit-entry/audit-entries.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT, type T } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({
  list: { listStyleType: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalS },
  item: { display: "flex", flexDirection: "column", borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`, paddingLeft: tokens.spacingHorizontalM },
  at: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** An event's name; the reporter's e-mails are named by what they carry (the link, or the outcome by its state). */
function eventText(t: T, event: string): string {
  if ((EVENT_TYPES as readonly string[]).includes(event)) return t(`events.${event as (typeof EVENT_TYPES)[number]}`);
  if (event === "confirm") return t("caseDesk.mailConfirm");
  if ((CASE_STATES as readonly string[]).includes(event)) return t("caseDesk.mailOutcome", { state: t(`caseDesk.states.${event as CaseState}`) });
  return event;
}

const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
const mailStatusText = (t: T, status: string) => ((MAIL_STATUSES as readonly string[]).includes(status) ? t(`caseDesk.mailStatus.${status as (typeof MAIL_STATUSES)[number]}`) : status);

function entryText(t: T, entry: CaseTimelineEntry): string {
  switch (entry.type) {
    case "audit": {
      const action = entry.state ? `${auditActionLabel(entry.action, t)}: ${t(`caseDesk.states.${entry.state}`)}` : auditActionLabel(entry.action, t);
      return entry.actor ? t("caseDesk.timelineAudit", { action, actor: entry.actor.name }) : t("caseDesk.timelineAuditSystem", { action });
    }
    case "inbox":
      return t("caseDesk.timelineInbox", { event: eventText(t, entry.event), name: entry.recipient.name });
    case "email":
      return t("caseDesk.timelineEmail", { event: eventText(t, entry.event), recipient: entry.recipient === "reporter" ? t("caseDesk.theReporter") : entry.recipient.name, status: mailStatusText(t, entry.status) });
  }
}

export function CaseTimeline({ entries, labelledBy }: { entries: readonly CaseTimelineEntry[]; labelledBy: string }) {
  const styles = useStyles();
  const t = useT();
  const formats = useFormats();
  if (entries.length === 0) return <p>{t("caseDesk.emptyTimeline")}</p>;
  return (
    <ol className={styles.list} aria-labelledby={labelledBy}>
      {entries.map((entry, index) => (
        <li key={`${entry.type}-${entry.at}-${index}`} className={styles.item}>
          <span>{entryText(t, entry)}</span>
          <time className={styles.at} dateTime={entry.at}>
            {formats.dateTime(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
