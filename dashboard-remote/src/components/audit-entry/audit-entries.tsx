// A list of audit entries and the selected one's details: action, date and time, user, the
// before/after of changed scalar fields (updates), and the full record. Used by the account
// details dialog and meant for the Audit Log page as well.
import { mergeClasses } from "@fluentui/react-components";
import { ROLE_LABELS, UI, type AuditLogDoc } from "@steward/shared";
import { useState } from "react";
import { SOCIAL_MEDIA_TEXTS as T, humanize } from "../../texts.ts";
import { changedScalarFields } from "./audit-diff.ts";
import { auditRecordLabel, recordLines } from "./audit-record.ts";
import { auditEntityLabel } from "./audit-entity-labels.ts";
import { useAuditEntriesStyles } from "./audit-entries.styles.ts";
import { useFormats } from "../format/use-formats.tsx";

export function auditUserLabel(user: AuditLogDoc["user"]): string {
  return user ? `${user.name} (${ROLE_LABELS[user.role] ?? user.role})` : UI.unknownUser;
}

export interface AuditEntriesProps {
  entries: readonly AuditLogDoc[];
  /** Starts with this entry selected (e.g. from the URL); none by default. */
  initialSelectedId?: number | null;
}

export function AuditEntries({ entries, initialSelectedId = null }: AuditEntriesProps) {
  const styles = useAuditEntriesStyles();
  const formats = useFormats();
  const [selectedId, setSelectedId] = useState<number | null>(initialSelectedId);
  if (entries.length === 0) return <p>{UI.noAuditHistory}</p>;
  const selected = entries.find((entry) => entry.id === selectedId);

  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={T.auditEntries}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className={mergeClasses(styles.item, entry.id === selectedId && styles.selected)}
              aria-pressed={entry.id === selectedId}
              onClick={() => setSelectedId(entry.id)}
            >
              <strong>{humanize(entry.action)}</strong>
              <span className={styles.muted}>{formats.dateTime(entry.createdAt)}</span>
              <span className={styles.muted}>{auditUserLabel(entry.user)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.detail}>{selected ? <AuditEntryDetail entry={selected} /> : <p>{UI.selectAuditEntry}</p>}</div>
    </div>
  );
}

export function AuditEntryDetail({ entry }: { entry: AuditLogDoc }) {
  const styles = useAuditEntriesStyles();
  const formats = useFormats();
  const changes = entry.action === "update" || (entry.prev !== null && entry.current !== null) ? changedScalarFields(entry.prev, entry.current, formats) : null;
  const record = entry.current ?? entry.prev;
  const lines = recordLines(formats, entry.prev, entry.current);
  return (
    <section aria-label={humanize(entry.action)}>
      <dl className={styles.facts}>
        <dt>{T.action}</dt>
        <dd>{humanize(entry.action)}</dd>
        <dt>{T.dateTime}</dt>
        <dd>{formats.dateTime(entry.createdAt)}</dd>
        <dt>{T.user}</dt>
        <dd>{auditUserLabel(entry.user)}</dd>
        <dt>{auditEntityLabel(entry.entity)}</dt>
        <dd>{auditRecordLabel(entry)}</dd>
      </dl>
      {changes && (
        <>
          <h4>{T.changes}</h4>
          {changes.length === 0 ? (
            <p>{T.noChanges}</p>
          ) : (
            <table className={styles.table} aria-label={T.changes}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>{T.field}</th>
                  <th scope="col" className={styles.cell}>{T.before}</th>
                  <th scope="col" className={styles.cell}>{T.after}</th>
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
      <h4>{T.fullRecord}</h4>
      {/* In words for whoever reads it (a director); the stored JSON one click away for whoever checks it. */}
      <dl className={styles.facts} aria-label={T.fullRecord}>
        {lines.map((line) => (
          <div key={line.field} className={styles.recordLine}>
            <dt className={styles.recordField}>{line.field}</dt>
            <dd className={mergeClasses(styles.recordValue, line.changed && styles.changed)}>{line.text}</dd>
          </div>
        ))}
      </dl>
      <details>
        <summary>{T.rawRecord}</summary>
        <pre className={styles.record} aria-label={T.rawRecord}>
          {JSON.stringify(record, null, 2)}
        </pre>
      </details>
    </section>
  );
}
