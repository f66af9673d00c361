// An XLSX file as a table, read by exceljs's streaming reader (nothing hand-parsed) after the zip's
// directory passed the bomb checks (zip-guard.ts). Only the first worksheet is read, row by row,
// and reading stops at the first row past the limit. A formula cell refuses the file; every other
// cell is taken as its type says: strings literally (a typed string is never a formula), numbers as
// written, dates as YYYY-MM-DD, booleans as yes/no.
//
// The streaming reader parks a worksheet in a temporary file when the zip stores it before the
// shared strings (openpyxl does), and the server may write only its data folder; so the entries it
// needs are handed to it repacked (fflate, stored) in the order it reads best.
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { zipSync } from "fflate";
import { formatBoolean } from "@steward/shared";
import { SpreadsheetRefused } from "./file-refusal.ts";
import { cellName } from "./read-csv.ts";
import { TableBuilder, type Limits, type SheetTable } from "./table.ts";
import { checkZipBomb, inflateEntries, zipDirectory } from "./zip-guard.ts";

const WORKBOOK = "xl/workbook.xml";
const WORKBOOK_RELS = "xl/_rels/workbook.xml.rels";
const SHARED_STRINGS = "xl/sharedStrings.xml";
const STYLES = "xl/styles.xml";
const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

const EMPTY_SHARED_STRINGS = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

function repacked(bytes: Uint8Array): Uint8Array {
  const directory = zipDirectory(bytes);
  checkZipBomb(directory);
  const names = new Set(directory.map((e) => e.name));
  const sheets = directory.map((e) => WORKSHEET.exec(e.name)).filter((m) => m !== null).sort((a, b) => Number(a[1]) - Number(b[1]));
  const firstSheet = sheets[0]?.[0];
  if (!names.has(WORKBOOK) || !names.has(WORKBOOK_RELS) || firstSheet === undefined) throw new SpreadsheetRefused("not_xlsx");
  const files = inflateEntries(bytes, new Set([WORKBOOK, WORKBOOK_RELS, SHARED_STRINGS, STYLES, firstSheet]), directory);
  // Insertion order is the archive's order: the relations, the workbook, its strings and styles, then the sheet.
  const ordered: Record<string, [Uint8Array, { level: 0 }]> = {};
  const store = (name: string, data: Uint8Array | undefined) => {
    if (data) ordered[name] = [data, { level: 0 }];
  };
  store(WORKBOOK_RELS, files.get(WORKBOOK_RELS));
  store(WORKBOOK, files.get(WORKBOOK));
  store(SHARED_STRINGS, files.get(SHARED_STRINGS) ?? EMPTY_SHARED_STRINGS);
  store(STYLES, files.get(STYLES));
  store(firstSheet, files.get(firstSheet));
  return zipSync(ordered);
}

const pad = (n: number) => String(n).padStart(2, "0");

function isFormula(value: object): boolean {
  return "formula" in value || "sharedFormula" in value;
}

/** A cell's text, or null for a formula. */
function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return formatBoolean(value);
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (isFormula(value)) return null;
  if ("richText" in value) return value.richText.map((r) => r.text).join("");
  if ("text" in value && typeof value.text === "string") return value.text;
  if ("error" in value) return String(value.error);
  return "";
}

export async function readXlsx(bytes: Uint8Array, limits: Limits): Promise<SheetTable> {
  const zip = repacked(bytes);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache",
    entries: "ignore",
  });
  const table = new TableBuilder(limits);
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          const text = cellText(cell.value);
          if (text === null) throw new SpreadsheetRefused("formula", { cell: cellName(row.number, column - 1) });
          cells[column - 1] = text;
        });
        for (let i = 0; i < cells.length; i += 1) cells[i] ??= "";
        table.add(row.number, cells);
      }
      break;
    }
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw error;
    throw new SpreadsheetRefused("not_xlsx");
  }
  return table.finish();
}
