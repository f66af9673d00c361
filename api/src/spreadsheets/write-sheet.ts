// One entry for every export: the same columns and rows, written as CSV or XLSX.
import { writeCsv } from "./write-csv.ts";
import { writeXlsx } from "./write-xlsx.ts";
import type { SheetFormat, SheetSpec } from "./sheet-columns.ts";

export function writeSheet<T>(format: SheetFormat, spec: SheetSpec<T>): ReadableStream<Uint8Array> {
  return format === "xlsx" ? writeXlsx(spec) : writeCsv(spec);
}

/** "steward-accounts-2026-11-26.xlsx": what was exported and on which day. */
export function exportFileName(list: string, day: string, format: SheetFormat | "jsonl"): string {
  return `steward-${list}-${day}.${format}`;
}
