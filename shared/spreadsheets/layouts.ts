// The column layouts of the units, people and accounts spreadsheets: the very layout the exports
// write and the import reads, so an export imports back unchanged (issue 32). Each column has a
// stable `field` key, whether a row needs it, how its cell is written (`format`), and its header in
// each language (the spreadsheetColumns namespace). The import recognises a header in either
// language, or the field key itself, in any letter case.
//
// Cell conventions, both ways:
// - enumerated values are the product's codes ("unit_admin", "facebook", "active"); the import also
//   accepts them in any letter case;
// - booleans are "yes"/"no" (the import also accepts true/false, 1/0, sí/si);
// - dates are YYYY-MM-DD;
// - lists are ";"-separated ("a@x.edu; b@x.edu");
// - a unit is named by its path: the names from the root joined by " / " ("Faculty of Science /
//   Physics"); a name holding " / " cannot be named this way;
// - a person's units (`units` of the people layout): paths ";"-separated, each with its access type
//   as the access form has it: a path alone is permanent access, "path (temporary 2026-01-01..2026-06-30)"
//   is temporary access with its start and end dates.
import en from "../i18n/messages/en/spreadsheetColumns.json" with { type: "json" };
import es from "../i18n/messages/es-CO/spreadsheetColumns.json" with { type: "json" };
import type { Locale } from "../i18n/locales.ts";
import type { AccessType } from "../enums.ts";

export const IMPORT_KINDS = ["units", "users", "accounts"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** How a cell is written and read. */
export type CellFormat = "text" | "email" | "emails" | "path" | "paths" | "unitAccess" | "code" | "codes" | "boolean" | "date";

export interface SpreadsheetColumn<F extends string = string> {
  field: F;
  /** A row without it is refused (the natural key, and what the create form requires). */
  required: boolean;
  format: CellFormat;
}

const column = <F extends string>(field: F, format: CellFormat, required = false): SpreadsheetColumn<F> => ({ field, required, format });

/** Units, by path. The unit's name is its path's last name; its parent, the path before it. */
export const UNIT_COLUMNS = [
  column("path", "path", true),
  column("type", "code"),
  column("status", "code"),
  column("admin", "email"),
  column("backupAdmins", "emails"),
  column("email", "text"),
  column("phone", "text"),
  column("description", "text"),
  column("delegatedPermissions", "boolean"),
] as const;

/** People, by e-mail. */
export const USER_COLUMNS = [
  column("email", "email", true),
  column("name", "text", true),
  column("role", "code", true),
  column("status", "code"),
  column("units", "unitAccess"),
  column("isEnabledTwoFactor", "boolean"),
  column("isInUseSecurePassword", "boolean"),
  column("isAcceptedPolicies", "boolean"),
  column("isCompletedTrainingAccessibility", "boolean"),
  column("isCompletedTrainingRisk", "boolean"),
  column("isCompletedTrainingBrand", "boolean"),
  column("hasKnowledgeStandards", "boolean"),
  column("offboardingCompleted", "boolean"),
  column("admin_policy_agreement", "boolean"),
  column("passwordUpdatedAt", "date"),
  column("date_of_last_training", "date"),
  column("date_of_last_policy_review", "date"),
] as const;

/**
 * Accounts, by normalised profile address (shared/profile-urls.ts). `units`: the first path is the
 * owning unit. Administrators and managers by e-mail; an account whose administrators are unknown is
 * imported with a risk flag rather than refused.
 */
export const ACCOUNT_COLUMNS = [
  column("profileUrl", "text", true),
  column("name", "text", true),
  column("platform", "code", true),
  column("creationDate", "date", true),
  column("units", "paths", true),
  column("primaryAdmin", "email"),
  column("backupAdmin", "email"),
  column("socialMediaManagers", "emails"),
  column("adminContactEmails", "emails"),
  column("status", "code"),
  column("deactivationReason", "text"),
  column("accountHandle", "text"),
  column("businessId", "text"),
  column("contactEmail", "text"),
  column("contactPhone", "text"),
  column("thirdPartyManagement", "code"),
  column("thirdPartyProvider", "text"),
  column("thirdPartyContact", "text"),
  column("passwordManagementPractice", "code"),
  column("linkedTools", "codes"),
  column("verificationStatus", "code"),
  column("platformSupportDetails", "text"),
  column("notes", "text"),
  column("backupContactInfo", "text"),
] as const;

export type UnitField = (typeof UNIT_COLUMNS)[number]["field"];
export type UserField = (typeof USER_COLUMNS)[number]["field"];
export type AccountField = (typeof ACCOUNT_COLUMNS)[number]["field"];

export const SPREADSHEET_LAYOUTS = {
  units: { naturalKey: "path", columns: UNIT_COLUMNS },
  users: { naturalKey: "email", columns: USER_COLUMNS },
  accounts: { naturalKey: "profileUrl", columns: ACCOUNT_COLUMNS },
} as const satisfies Record<ImportKind, { naturalKey: string; columns: readonly SpreadsheetColumn[] }>;

export type FieldOf<K extends ImportKind> = (typeof SPREADSHEET_LAYOUTS)[K]["columns"][number]["field"];

const HEADERS: Record<Locale, Record<string, string>> = { en, "es-CO": es };

/** A column's header in `locale` (the spreadsheetColumns namespace, key "<kind>.<field>"). */
export function columnHeader(kind: ImportKind, field: string, locale: Locale): string {
  return HEADERS[locale][`${kind}.${field}`] ?? field;
}

/** The header row an export writes in `locale`, in the layout's order. */
export function headerRow(kind: ImportKind, locale: Locale): string[] {
  return SPREADSHEET_LAYOUTS[kind].columns.map((c) => columnHeader(kind, c.field, locale));
}

const fold = (text: string) => text.normalize("NFC").trim().toLowerCase();

/**
 * The mapping the import suggests for a file's headers: each field to the header that names it in
 * either language or by its key (case and surrounding spaces ignored); fields no header names are
 * left out.
 */
export function suggestMapping(kind: ImportKind, headers: readonly string[]): Record<string, string> {
  const byText = new Map<string, string>();
  for (const header of headers) if (!byText.has(fold(header))) byText.set(fold(header), header);
  const mapping: Record<string, string> = {};
  for (const { field } of SPREADSHEET_LAYOUTS[kind].columns) {
    const names = [field, ...Object.values(HEADERS).map((h) => h[`${kind}.${field}`] ?? field)];
    const hit = names.map((n) => byText.get(fold(n))).find((h) => h !== undefined);
    if (hit !== undefined) mapping[field] = hit;
  }
  return mapping;
}

// ---- cell values, written and read the same way on both sides ----

export const LIST_SEPARATOR = ";";
export const PATH_SEPARATOR = " / ";

/** "a; b" from a list (the export's writer). */
export function formatList(values: readonly string[]): string {
  return values.join(`${LIST_SEPARATOR} `);
}

/** The items of a ";"-separated cell, trimmed, empty ones dropped. */
export function parseList(cell: string): string[] {
  return cell.split(LIST_SEPARATOR).map((v) => v.trim()).filter((v) => v !== "");
}

/** "Faculty of Science / Physics" from the names along a unit's path, the root first. */
export function formatUnitPath(names: readonly string[]): string {
  return names.join(PATH_SEPARATOR);
}

/** The names along a path cell; spaces around each name are ignored, empty names dropped. */
export function parseUnitPath(cell: string): string[] {
  return cell.split("/").map((n) => n.trim()).filter((n) => n !== "");
}

export function formatBoolean(value: boolean): "yes" | "no" {
  return value ? "yes" : "no";
}

/** yes/no (and true/false, 1/0, sí/si, in any case); null: not a boolean; "" is no. */
export function parseBoolean(cell: string): boolean | null {
  const v = fold(cell);
  if (v === "" || v === "no" || v === "false" || v === "0") return false;
  if (v === "yes" || v === "true" || v === "1" || v === "sí" || v === "si") return true;
  return null;
}

export interface UnitAccess {
  /** The unit's path names, the root first. */
  path: string[];
  type: AccessType;
  start_date: string | null;
  end_date: string | null;
}

const TEMPORARY = /\s*\(\s*temporary\s+(\d{4}-\d{2}-\d{2})\s*\.\.\s*(\d{4}-\d{2}-\d{2})\s*\)\s*$/i;

/** One unit of a person's `units` cell: the path, and "(temporary start..end)" for temporary access. */
export function formatUnitAccess(access: UnitAccess): string {
  const path = formatUnitPath(access.path);
  return access.type === "temporary" ? `${path} (temporary ${access.start_date ?? ""}..${access.end_date ?? ""})` : path;
}

/** A person's `units` cell: each unit with its access type and dates. */
export function formatUnitAccessList(list: readonly UnitAccess[]): string {
  return formatList(list.map(formatUnitAccess));
}

export function parseUnitAccessList(cell: string): UnitAccess[] {
  return parseList(cell).map((item) => {
    const temporary = TEMPORARY.exec(item);
    if (!temporary) return { path: parseUnitPath(item), type: "permanent", start_date: null, end_date: null };
    return { path: parseUnitPath(item.slice(0, temporary.index)), type: "temporary", start_date: temporary[1] ?? null, end_date: temporary[2] ?? null };
  });
}
