// The one entry to reading an uploaded spreadsheet: by the type the upload declares (CSV or XLSX),
// after the size limit; the reader then proves the bytes are what the type claims.
import { IMPORT_CONTENT_TYPES, IMPORT_LIMITS } from "@steward/shared";
import { SpreadsheetRefused } from "./file-refusal.ts";
import { readCsv } from "./read-csv.ts";
import { readXlsx } from "./read-xlsx.ts";
import { DEFAULT_LIMITS, type Limits, type SheetTable } from "./table.ts";

export type SpreadsheetFormat = "csv" | "xlsx";

/** The format a Content-Type names, or null when it names neither. */
export function formatOfContentType(contentType: string | undefined): SpreadsheetFormat | null {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (type === IMPORT_CONTENT_TYPES.csv) return "csv";
  if (type === IMPORT_CONTENT_TYPES.xlsx) return "xlsx";
  return null;
}

export async function readSpreadsheet(bytes: Uint8Array, format: SpreadsheetFormat, limits: Limits = DEFAULT_LIMITS): Promise<SheetTable & { format: SpreadsheetFormat }> {
  if (bytes.length > IMPORT_LIMITS.maxBytes) throw new SpreadsheetRefused("too_large", { max: IMPORT_LIMITS.maxBytes / (1024 * 1024) });
  if (bytes.length === 0) throw new SpreadsheetRefused("empty");
  const table = format === "csv" ? readCsv(bytes, limits) : await readXlsx(bytes, limits);
  return { ...table, format };
}
