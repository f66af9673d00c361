// The units, people and accounts exports write the import's own layout (shared/spreadsheets/
// layouts.ts): its columns in its order, its headers in the reader's language, its cell
// conventions (codes, yes/no, ";" lists, unit paths), so an export imports back unchanged.
import { columnHeader, SPREADSHEET_LAYOUTS, type ImportKind, type Locale } from "@steward/shared";
import type { SheetColumn } from "../sheet-columns.ts";

/** One row as the layout writes it: each field's cell, already in the layout's convention. */
export type LayoutRow = Readonly<Record<string, string | null>>;

export function layoutColumns(kind: ImportKind, locale: Locale): SheetColumn<LayoutRow>[] {
  return SPREADSHEET_LAYOUTS[kind].columns.map(({ field, format }) => ({
    header: columnHeader(kind, field, locale),
    // Dates are days (YYYY-MM-DD): XLSX date cells; everything else is text, codes included.
    type: format === "date" ? "date" : "text",
    cell: (row: LayoutRow) => row[field] ?? null,
    width: format === "text" || format === "code" || format === "boolean" || format === "date" ? undefined : 36,
  }));
}
