// How audit entries are written out by the streaming export. The server produces both formats,
// so CSV quoting and formula neutralisation live in one place and every client gets the same file.
import type { Locale } from "@steward/shared";
import { serverT, type ServerKey } from "../i18n/server-catalogue.ts";
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

/**
 * An enumerated value as the reader of the file reads it (the exports namespace, issue 31): English
 * keeps the code itself, as the file always had it; a value the catalogue lacks stays its code.
 */
export function exportValue(locale: Locale, kind: string, value: string | null): string | null {
  if (value === null || locale === "en") return value;
  const key = `exports.values.${kind}.${value}`;
  const said = serverT(locale)(key as ServerKey);
  return said === key ? value : said;
}

/**
 * The header row in the requester's language (issue 31). English keeps the column names scripts
 * read; the columns, their order and every machine value (ids, dates, hashes, JSON) are the same
 * in every language.
 */
export const csvHeader = (locale: Locale = "en"): string => `${CSV_COLUMNS.map((c) => csvCell(serverT(locale)(`exports.audit.${c}`))).join(",")}\r\n`;

/** One CSV row; the user's role is said in `locale`, the action and entity stay the codes the chain signed. */
export function csvLine(r: AuditRow, locale: Locale = "en"): string {
  return (
    [r.id, r.createdAt, r.action, r.entity, r.documentId, r.userId, r.userName, exportValue(locale, "role", r.userRole), r.organizations, r.prev, r.current, r.prevHash, r.hash]
      .map(csvCell)
      .join(",") + "\r\n"
  );
}
