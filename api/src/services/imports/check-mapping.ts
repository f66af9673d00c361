// The mapping a dry run or commit is given: every field is one of the kind's layout, every header
// one of the file's, and the natural key mapped (400 with paths mapping.<field> otherwise).
import { SPREADSHEET_LAYOUTS, type ImportKind, type Locale, type ValidationIssue } from "@steward/shared";
import { badRequest } from "../../domain/errors.ts";
import { serverT } from "../../i18n/server-catalogue.ts";

/** field -> the header's column index. */
export function columnsOf(kind: ImportKind, headers: readonly string[], mapping: Record<string, string>, locale: Locale): Map<string, number> {
  const t = serverT(locale);
  const issues: ValidationIssue[] = [];
  const fields = new Set<string>(SPREADSHEET_LAYOUTS[kind].columns.map((c) => c.field));
  const columns = new Map<string, number>();
  for (const [field, header] of Object.entries(mapping)) {
    if (header === "") continue;
    if (!fields.has(field)) issues.push({ path: `mapping.${field}`, message: t("imports.mapping.unknownField") });
    const column = headers.indexOf(header);
    if (column < 0) issues.push({ path: `mapping.${field}`, message: t("imports.mapping.unknownHeader") });
    else columns.set(field, column);
  }
  // Only the natural key must be mapped: a file that updates a few fields of known records is
  // enough; a row that would create a record without a field it needs is refused row by row.
  const key = SPREADSHEET_LAYOUTS[kind].naturalKey;
  if (!columns.has(key)) issues.push({ path: `mapping.${key}`, message: t("imports.mapping.requiredMissing") });
  if (issues.length > 0) throw badRequest(issues);
  return columns;
}
