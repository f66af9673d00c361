// A list of audit entries and the selected one's details: action, date and time, user, the
// before/after of changed scalar fields (updates), and the full record. Used by the account
// details dialog and meant for the Audit Log page as well.
import { mergeClasses } from "@fluentui/react-components";
import type { AuditLogDoc } from "@steward/shared";
import { useMemo, useState } from "react";
import type { DashboardKey } from "../../i18n/load-catalogue.ts";
import { translatorFor, useT, type T } from "../../i18n/i18n-context.ts";
import { humanize } from "../../texts.ts";
import { changedScalarFields, type AuditReader } from "./audit-diff.ts";
import { recordLines } from "./audit-record.ts";
import { auditRecordLabel } from "./audit-record-label.ts";
import { auditEntityLabel } from "./audit-entity-labels.ts";
import { useAuditEntriesStyles } from "./audit-entries.styles.ts";
import { useFormats } from "../format/use-formats.tsx";

/** Who made an entry and in which role, in the reader's language (English without a translator). */
export function auditUserLabel(user: AuditLogDoc["user"], t: T = translatorFor("en")): string {
  if (!user) return t("ui.unknownUser");
  const roleKey = `roles.${user.role}`;
  const role = t(roleKey as DashboardKey);
  return t("audit.userWithRole", { name: user.name, role: role === roleKey ? user.role : role });
}

/** An entry's action ("flag_resolution") as people say it; an action added later reads as words. */
export function auditActionLabel(action: string, t: T = translatorFor("en")): string {
  const key = `audit.actions.${action}`;
  const label = t(key as DashboardKey);
  return label === key ? humanize(action) : label;
}

/** The reader's texts and formats, for the pure functions that put an entry into words. */
export function useAuditReader(): AuditReader {
  const t = useT();
  const formats = useFormats();
  return useMemo(() => ({ t, formats }), [t, formats]);
}

export interface AuditEntriesProps {
  entries: readonly AuditLogDoc[];
  /** Starts with this entry selected (e.g. from the URL); none by default. */
  initialSelectedId?: number | null;
}

export function AuditEntries({ entries, initialSelectedId = null }: AuditEntriesProps) {
  const styles = useAuditEntriesStyles();
  const formats = useFormats();
  const t = useT();
  const [selectedId, setSelectedId] = useState<number | null>(initialSelectedId);
  if (entries.length === 0) return <p>{t("ui.noAuditHistory")}</p>;
  const selected = entries.find((entry) => entry.id === selectedId);

  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={t("socialMedia.auditEntries")}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={mergeClasses(styles.item, entry.id === selectedId && styles.selected)}
              aria-pressed={entry.id === selectedId}
              onClick={() => setSelectedId(entry.id)}
            >
              <strong>{auditActionLabel(entry.action, t)}</strong>
              <span className={styles.muted}>{formats.dateTime(entry.createdAt)}</span>
              <span className={styles.muted}>{auditUserLabel(entry.user, t)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.detail}>{selected ? <AuditEntryDetail entry={selected} /> : <p>{t("ui.selectAuditEntry")}</p>}</div>
    </div>
  );
}

export function AuditEntryDetail({ entry }: { entry: AuditLogDoc }) {
  const styles = useAuditEntriesStyles();
  const plainReader = useAuditReader();
  // The units the entry names (its scope and those its record names by id), so the record says them in words.
  const reader = useMemo(() => ({ ...plainReader, units: new Map([...entry.organizations, ...(entry.recordUnits ?? [])].map((unit) => [unit.id, unit] as const)) }), [plainReader, entry]);
  const { t, formats } = reader;
  const changes = entry.action === "update" || (entry.prev !== null && entry.current !== null) ? changedScalarFields(entry.prev, entry.current, reader) : null;
  const record = entry.current ?? entry.prev;
  const lines = recordLines(reader, entry.prev, entry.current);
  const action = auditActionLabel(entry.action, t);
  return (
    <section aria-label={action}>
      <dl className={styles.facts}>
        <dt>{t("socialMedia.action")}</dt>
        <dd>{action}</dd>
        <dt>{t("socialMedia.dateTime")}</dt>
        <dd>{formats.dateTime(entry.createdAt)}</dd>
        <dt>{t("socialMedia.user")}</dt>
        <dd>{auditUserLabel(entry.user, t)}</dd>
        <dt>{auditEntityLabel(entry.entity, t)}</dt>
        <dd>{auditRecordLabel(entry, t)}</dd>
      </dl>
      {changes && (
        <>
          <h4>{t("socialMedia.changes")}</h4>
          {changes.length === 0 ? (
            <p>{t("socialMedia.noChanges")}</p>
          ) : (
            <table className={styles.table} aria-label={t("socialMedia.changes")}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>{t("socialMedia.field")}</th>
                  <th scope="col" className={styles.cell}>{t("socialMedia.before")}</th>
                  <th scope="col" className={styles.cell}>{t("socialMedia.after")}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row" className={mergeClasses(styles.cell, styles.fieldCell)}>{change.field}</th>
                    <td className={styles.cell}>{change.before}</td>
                    <td className={styles.cell}>{change.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <h4>{t("socialMedia.fullRecord")}</h4>
      {/* In words for whoever reads it (a director); the stored JSON one click away for whoever checks it. */}
      <dl className={styles.facts} aria-label={t("socialMedia.fullRecord")}>
        {lines.map((line) => (
          <div key={line.field} className={styles.recordLine}>
            <dt className={styles.recordField}>{line.field}</dt>
            <dd className={mergeClasses(styles.recordValue, line.changed && styles.changed)}>{line.text}</dd>
          </div>
        ))}
      </dl>
      <details>
        <summary>{t("socialMedia.rawRecord")}</summary>
        <pre className={styles.record} aria-label={t("socialMedia.rawRecord")}>
          {JSON.stringify(record, null, 2)}
        </pre>
      </details>
    </section>
  );
}
