// An audit entry's full record as a director reads it (issue 30): "Field: before → after" in words,
// not raw JSON. The record's name is audit-record-label.ts.
import { AUDIT_UNIT_FIELDS } from "@steward/shared";
import { displayScalar, fieldLabel, unitWords, type AuditReader } from "./audit-diff.ts";
import { asRecord } from "./audit-record-label.ts";

/** Any value in words: scalars as the diff writes them, lists and nested records spelled out. */
export function describeValue(reader: AuditReader, value: unknown, field = ""): string {
  if (value === undefined || value === null || typeof value !== "object") return displayScalar(reader, value as string | number | boolean | null | undefined, field);
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((item) => describeValue(reader, item, field)).join("; ");
  const { id, name } = value as { id?: unknown; name?: unknown };
  if (AUDIT_UNIT_FIELDS.has(field) && typeof id === "number") return unitWords(reader, id, typeof name === "string" ? name : undefined);
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return "—";
  return entries.map(([key, inner]) => `${fieldLabel(reader.t, key)}: ${describeValue(reader, inner, key)}`).join(", ");
}

export interface RecordLine {
  field: string;
  /** The value now, or "before → after" when the entry changed it. */
  text: string;
  changed: boolean;
}

/**
 * Every field of the record, in words. A field the entry changed reads "before → after"; a record
 * that is a list (a person's access) is one line, before and after.
 */
export function recordLines(reader: AuditReader, prev: unknown, current: unknown): RecordLine[] {
  const before = asRecord(prev);
  const after = asRecord(current);
  if ((prev !== null && prev !== undefined && !before) || (current !== null && current !== undefined && !after)) {
    const was = describeValue(reader, prev);
    const now = describeValue(reader, current);
    return [{ field: reader.t("audit.recordField"), text: prev == null ? now : current == null ? was : was === now ? now : `${was} → ${now}`, changed: was !== now }];
  }
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const was = before && field in before ? describeValue(reader, before[field], field) : null;
    const now = after && field in after ? describeValue(reader, after[field], field) : null;
    const changed = before !== null && after !== null && was !== now;
    return { field: fieldLabel(reader.t, field), text: changed ? `${was ?? "—"} → ${now ?? "—"}` : (now ?? was ?? "—"), changed };
  });
}
