// The before/after view of an update: only fields whose values are scalars on both sides (text,
// numbers, booleans, null) and differ. Nested records show in the full record instead. People read
// it: field names as words, enumerations as their labels, times in the product's format.
import type { Formats } from "../format/formats.ts";
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

type Scalar = string | number | boolean | null;

function isScalar(value: unknown): value is Scalar {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Fields whose values are enumerations ("pending_review" reads "Pending Review"). */
const ENUM_FIELDS = new Set(["status", "role", "type", "platform", "verificationStatus", "thirdPartyManagement", "severity", "category", "action", "passwordManagementPractice"]);
const FIELD_NAMES: Record<string, string> = { parentOrg: "Parent unit", organization: "Unit", organizations: "Units", reject_reason: "Rejection reason" };

/** "passwordUpdatedAt" -> "Password updated at", "date_of_last_training" -> "Date of last training". */
export function fieldLabel(field: string): string {
  const known = FIELD_NAMES[field];
  if (known) return known;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter((word) => word !== "")
    .map((word) => word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const words = (value: string) => value.split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");

export function displayScalar(formats: Formats, value: Scalar | undefined, field = ""): string {
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formats.dateTime(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formats.date(value);
    if (ENUM_FIELDS.has(field) && /^[a-z][a-zA-Z]*(_[a-z]+)*$/.test(value)) return words(value);
  }
  return String(value);
}

export function changedScalarFields(prev: unknown, current: unknown, formats: Formats): FieldChange[] {
  const before = asRecord(prev);
  const after = asRecord(current);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const a = before[field];
    const b = after[field];
    if (a !== undefined && !isScalar(a)) continue;
    if (b !== undefined && !isScalar(b)) continue;
    if (a === b) continue;
    changes.push({ field: fieldLabel(field), before: displayScalar(formats, a, field), after: displayScalar(formats, b, field) });
  }
  return changes;
}
