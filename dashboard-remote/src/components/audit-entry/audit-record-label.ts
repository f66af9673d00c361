// An audit entry's record named as a director reads it (issue 30): by its name, not "#8343". Its
// own file, without the diff's words: the home page's recent activity names records too.
import type { AuditLogDoc } from "@steward/shared";
import type { T } from "../../i18n/i18n-context.ts";

export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const snapshotName = (value: unknown): string | null => {
  const name = asRecord(value)?.["name"];
  return typeof name === "string" && name !== "" ? name : null;
};

/** What a snapshot names its record by: its name; a flag, its account's; an acceptance, the policy version accepted. */
function snapshotLabel(value: unknown, t: T): string | null {
  const record = asRecord(value);
  if (!record) return null;
  const version = record["version"];
  if (typeof version === "number" && typeof record["policy"] === "number") return t("listDetails.policyVersion", { version });
  return snapshotName(record) ?? snapshotName(record["socialMedia"]);
}

/**
 * The record an entry is about, by its name: today's, else the one its snapshot kept; a policy by
 * its version today (issue 30); else its number.
 */
export function auditRecordLabel(entry: AuditLogDoc, t: T): string {
  if (entry.document === null) return "—";
  const version = entry.documentVersion === undefined ? null : t("listDetails.policyVersion", { version: entry.documentVersion });
  return entry.documentName ?? version ?? snapshotLabel(entry.current, t) ?? snapshotLabel(entry.prev, t) ?? `#${entry.document}`;
}
