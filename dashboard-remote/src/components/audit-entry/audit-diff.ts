// The before/after view of an update: only fields whose values are scalars on both sides (text,
// numbers, booleans, null) and differ. Nested records show in the full record instead. People read
// it in their language: field names as words, enumerations as their labels, times in their format.
import { AUDIT_UNIT_FIELDS, type UnitRef } from "@steward/shared";
import type { DashboardKey } from "../../i18n/load-catalogue.ts";
import type { T } from "../../i18n/i18n-context.ts";
import type { Formats } from "../format/formats.ts";
import { unitLabel } from "../record-names/record-names.ts";

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** What an entry is read with: the reader's texts and formats. */
export interface AuditReader {
  t: T;
  formats: Formats;
  /** The units the entry names, by id (its `organizations` and `recordUnits`): a unit id in a record reads as the unit. */
  units?: ReadonlyMap<number, UnitRef>;
}

/**
 * A unit a record names, by its name and where it sits ("Units 256; 1306" said nothing, issue 30).
 * `named`: the name the record kept, if any; a unit the API no longer knows reads as such.
 */
export function unitWords({ t, units }: AuditReader, id: number, named?: string): string {
  const unit = units?.get(id) ?? (named ? { id, name: named } : undefined);
  if (unit) return unitLabel(unit);
  return units ? t("recordNames.unitGone") : String(id);
}

type Scalar = string | number | boolean | null;

function isScalar(value: unknown): value is Scalar {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A message when the catalogue has one (t answers a missing key with the key itself). */
function known(t: T, key: string): string | undefined {
  const text = t(key as DashboardKey);
  return text === key ? undefined : text;
}

/**
 * Fields whose values are enumerations, and where their labels live. A value no namespace names
 * ("pending_review" of a status nobody labelled) still reads as words: "Pending Review".
 */
const ENUM_LABELS: Record<string, readonly string[]> = {
  status: ["socialMedia.statuses", "flags.statuses"],
  role: ["roles"],
  // A unit's type, or an access grant's (permanent, temporary).
  type: ["unitTypes", "users"],
  platform: ["platforms"],
  verificationStatus: ["verification"],
  thirdPartyManagement: ["audit"],
  severity: ["flags.severities"],
  category: ["flags.categories"],
  action: ["audit.actions"],
  passwordManagementPractice: ["socialMedia.practices"],
};

/**
 * "passwordUpdatedAt" -> "Password updated at", "parentOrg" -> "Parent unit": the catalogue's name
 * of the field, else (a field added later) its key in words.
 */
export function fieldLabel(t: T, field: string): string {
  const named = known(t, `audit.fields.${field}`);
  if (named) return named;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter((word) => word !== "")
    .map((word) => word.toLowerCase());
  const sentence = words.join(" ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const words = (value: string) => value.split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");

function enumLabel(t: T, field: string, value: string): string | undefined {
  const places = ENUM_LABELS[field];
  if (!places) return undefined;
  for (const place of places) {
    const label = known(t, `${place}.${value}`);
    if (label) return label;
  }
  return /^[a-z][a-zA-Z]*(_[a-z]+)*$/.test(value) ? words(value) : undefined;
}

export function displayScalar(reader: AuditReader, value: Scalar | undefined, field = ""): string {
  const { t, formats } = reader;
  if (value === undefined || value === null || value === "") return "—";
  if (typeof value === "number" && AUDIT_UNIT_FIELDS.has(field)) return unitWords(reader, value);
  if (typeof value === "boolean") return value ? t("audit.yes") : t("audit.no");
  if (typeof value === "string") {
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formats.dateTime(value);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formats.date(value);
    const label = enumLabel(t, field, value);
    if (label) return label;
  }
  // Numbers stay as stored: most are record numbers, which no locale groups.
  return String(value);
}

export function changedScalarFields(prev: unknown, current: unknown, reader: AuditReader): FieldChange[] {
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
    changes.push({ field: fieldLabel(reader.t, field), before: displayScalar(reader, a, field), after: displayScalar(reader, b, field) });
  }
  return changes;
}
