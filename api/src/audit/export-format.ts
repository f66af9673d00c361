// How audit entries are written out by the streaming export. The server produces both formats,
// so CSV quoting and formula neutralisation live in one place and every client gets the same file.
import type { AuditRow } from "../repositories/audit-export-repo.ts";

/**
 * One JSONL line. prev/current are stored as the JSON text that was hashed (after a parse), so they
 * are spliced in as they are: no parse and re-serialise per entry, and byte-for-byte the stored value.
 */
export function jsonlLine(r: AuditRow): string {
  const user = r.userId === null ? "null" : JSON.stringify({ id: r.userId, name: r.userName ?? "", role: r.userRole ?? "" });
  return (
    `{"id":${r.id},"action":${JSON.stringify(r.action)},"entity":${JSON.stringify(r.entity)},"documentId":${r.documentId ?? "null"},` +
    `"user":${user},"prev":${r.prev ?? "null"},"current":${r.current ?? "null"},"organizations":${r.organizations},` +
    `"createdAt":${JSON.stringify(r.createdAt)},"prevHash":${JSON.stringify(r.prevHash)},"hash":${JSON.stringify(r.hash)}}\n`
  );
}

export const CSV_COLUMNS = [
  "id", "createdAt", "action", "entity", "documentId", "userId", "userName", "userRole", "organizations", "prev", "current", "prevHash", "hash",
] as const;

/** Characters that make a spreadsheet evaluate a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: formula starts made inert with a leading quote, then RFC 4180 quoting. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvHeader = (): string => `${CSV_COLUMNS.join(",")}\r\n`;

export function csvLine(r: AuditRow): string {
  return (
    [r.id, r.createdAt, r.action, r.entity, r.documentId, r.userId, r.userName, r.userRole, r.organizations, r.prev, r.current, r.prevHash, r.hash]
      .map(csvCell)
      .join(",") + "\r\n"
  );
}
