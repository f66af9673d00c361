// The case's evidence as CSV for counsel (issue 34): the case's fields, its timeline and its audit
// entries, in three sections, headers in the reader's language; every cell through the CSV writer
// of the audit export (csvCell: RFC 4180 quoting, formula starts made inert).
import type { CaseEvidenceDoc, Locale } from "@steward/shared";
import { csvCell } from "../audit/export-format.ts";
import { serverT } from "../i18n/server-catalogue.ts";

const line = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(",")}\r\n`;
const text = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === "string" ? value : JSON.stringify(value));

export function evidenceCsv(doc: CaseEvidenceDoc, locale: Locale): string {
  const t = serverT(locale);
  let out = line([t("cases.csv.field"), t("cases.csv.value")]);
  for (const [field, value] of Object.entries(doc.case)) out += line([field, text(value)]);
  out += line([]) + line([t("cases.csv.timeline")]) + line([t("cases.csv.at"), t("cases.csv.type"), t("cases.csv.what"), t("cases.csv.who")]);
  for (const entry of doc.timeline) {
    const who = entry.type === "audit" ? (entry.actor?.name ?? null) : entry.type === "inbox" ? entry.recipient.name : entry.recipient === "reporter" ? "reporter" : entry.recipient.name;
    const what = entry.type === "audit" ? entry.action : entry.event;
    out += line([entry.at, entry.type, what, who]);
  }
  out += line([]) + line([t("cases.csv.auditEntries")]) + line([t("cases.csv.auditId"), t("cases.csv.at"), t("cases.csv.what"), t("cases.csv.who"), "prev", "current"]);
  for (const entry of doc.auditEntries) out += line([entry.id, entry.createdAt, entry.action, entry.user?.name ?? null, text(entry.prev), text(entry.current)]);
  return out;
}
