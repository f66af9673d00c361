// A CSV file as a table: UTF-8 only (a byte-order mark is accepted and dropped), parsed by
// csv-parse, and every cell read by the one formula rule (shared/spreadsheets/cell-safety.ts): the
// apostrophe an export put before a formula start is removed, a bare formula refuses the file.
import { parse } from "csv-parse/sync";
import { readCell } from "@steward/shared";
import { SpreadsheetRefused } from "./file-refusal.ts";
import { TableBuilder, type Limits, type SheetTable } from "./table.ts";

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/** The file's text, or a refusal saying to save it as UTF-8 CSV. */
export function decodeCsv(bytes: Uint8Array): string {
  // A zip (XLSX, ODS) sent as CSV is not what it claims to be.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) throw new SpreadsheetRefused("not_csv");
  // UTF-16 (either byte order) is how Excel's "Unicode text" is saved.
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) throw new SpreadsheetRefused("not_utf8");
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw new SpreadsheetRefused("not_utf8");
  }
  // NUL never appears in text: UTF-16 without its mark, or a binary file.
  if (text.includes("\u0000")) throw new SpreadsheetRefused(text.slice(0, 200).split("\u0000").length > 10 ? "not_utf8" : "not_csv");
  return text;
}

export function readCsv(bytes: Uint8Array, limits: Limits): SheetTable {
  const text = decodeCsv(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      relax_column_count: true,
      // Blank lines stay rows (skipped later), so row numbers are those a spreadsheet shows.
      skip_empty_lines: false,
      // Stop reading a file past the row limit (header + limit + one more to know it is over).
      to: limits.maxRows + 2,
      max_record_size: 1_000_000,
      info: false,
    }) as string[][];
  } catch {
    throw new SpreadsheetRefused("not_csv");
  }
  const table = new TableBuilder(limits);
  records.forEach((record, index) => {
    const rowNumber = index + 1;
    table.add(
      rowNumber,
      record.map((cell, column) => {
        const read = readCell(cell);
        if (read.kind === "formula") throw new SpreadsheetRefused("formula", { cell: cellName(rowNumber, column) });
        return read.value;
      }),
    );
  });
  return table.finish();
}

/** "C7": a cell as a spreadsheet names it. */
export function cellName(row: number, column: number): string {
  let name = "";
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `${name}${row}`;
}
