// What a streamed spreadsheet is made of, whatever its format: columns (a header in the reader's
// language, a type, how a row gives its cell) and a source of rows read one page at a time.

import type { SheetFormat } from "@steward/shared";

export type { SheetFormat };

/**
 * How a cell is written. `text` and `number` as they are; `date` is a calendar day ("YYYY-MM-DD")
 * and `moment` an ISO instant: CSV keeps the ISO text (what the import reads), XLSX writes a real
 * date cell with a date format, so a spreadsheet sorts and filters it as a date.
 */
export type CellType = "text" | "number" | "date" | "moment";

export interface SheetColumn<T> {
  header: string;
  type: CellType;
  cell: (row: T) => string | number | null;
  /** XLSX column width in characters (CSV has none). */
  width?: number;
}

/** The next page of rows; an empty page ends the sheet. */
export type NextPage<T> = () => Promise<readonly T[]>;

export interface SheetSpec<T> {
  /** The worksheet's name (XLSX): at most 31 characters, no []:*?/\. */
  sheetName: string;
  columns: readonly SheetColumn<T>[];
  nextPage: NextPage<T>;
}

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
