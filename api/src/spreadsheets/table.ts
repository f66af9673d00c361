// What a reader makes of a file: the header row and the data rows as text cells, checked against
// the limits the same way whatever the format.
import { IMPORT_LIMITS } from "@steward/shared";
import { SpreadsheetRefused } from "./file-refusal.ts";

export interface SheetTable {
  headers: string[];
  /** Data rows, each as long as the header row; `rowNumbers[i]` is row i's number in the file (header = 1). */
  rows: string[][];
  rowNumbers: number[];
}

export interface Limits {
  maxRows: number;
  maxColumns: number;
}

export const DEFAULT_LIMITS: Limits = { maxRows: IMPORT_LIMITS.maxRows, maxColumns: IMPORT_LIMITS.maxColumns };

const isBlank = (row: readonly string[]) => row.every((cell) => cell.trim() === "");

/**
 * Collects rows as a reader yields them (1-based file row numbers): the first non-blank row is the
 * header, blank rows are skipped, and the row limit is enforced as rows arrive, so a reader can stop
 * at the first row past it.
 */
export class TableBuilder {
  private headers: string[] | null = null;
  private readonly rows: string[][] = [];
  private readonly rowNumbers: number[] = [];

  constructor(private readonly limits: Limits) {}

  add(rowNumber: number, cells: string[]): void {
    if (isBlank(cells)) return;
    if (this.headers === null) {
      this.headers = this.headerRow(cells);
      return;
    }
    if (this.rows.length >= this.limits.maxRows) throw new SpreadsheetRefused("too_many_rows", { max: this.limits.maxRows });
    const width = this.headers.length;
    if (cells.length > width && !isBlank(cells.slice(width))) throw new SpreadsheetRefused("too_many_columns", { row: rowNumber, max: width });
    const row = cells.slice(0, width);
    while (row.length < width) row.push("");
    this.rows.push(row);
    this.rowNumbers.push(rowNumber);
  }

  finish(): SheetTable {
    if (this.headers === null) throw new SpreadsheetRefused("empty");
    return { headers: this.headers, rows: this.rows, rowNumbers: this.rowNumbers };
  }

  private headerRow(cells: string[]): string[] {
    const headers = cells.map((c) => c.trim());
    while (headers.length > 0 && headers[headers.length - 1] === "") headers.pop();
    if (headers.length > this.limits.maxColumns) throw new SpreadsheetRefused("too_many_columns", { row: 1, max: this.limits.maxColumns });
    const seen = new Set<string>();
    for (const header of headers) {
      if (header === "") continue;
      const folded = header.toLowerCase();
      if (seen.has(folded)) throw new SpreadsheetRefused("duplicate_header", { header });
      seen.add(folded);
    }
    return headers;
  }
}
