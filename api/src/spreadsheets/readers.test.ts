// The readers' own rules, without a server: a byte-order mark is accepted, the export's apostrophe
// removed, blank rows skipped with row numbers kept, the row limit enforced as rows arrive, and a
// zip refused by its declared sizes before anything is inflated.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { SpreadsheetRefused } from "./file-refusal.ts";
import { readCsv } from "./read-csv.ts";
import { readXlsx } from "./read-xlsx.ts";
import { checkZipBomb, ZIP_LIMITS } from "./zip-guard.ts";

const limits = { maxRows: 3, maxColumns: 5 };
const bytes = (text: string) => new TextEncoder().encode(text);
const problemOf = async (work: () => unknown) => {
  try {
    await work();
  } catch (e) {
    if (e instanceof SpreadsheetRefused) return e.problem;
    throw e;
  }
  return null;
};

describe("spreadsheet readers", () => {
  it("reads UTF-8 CSV with a byte-order mark, strips the export's apostrophe and keeps row numbers", () => {
    const table = readCsv(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes("Name,Phone\n'=not a formula,+57 601 339 4949\n\nÑandú,-\n")]), limits);
    expect(table).toEqual({ headers: ["Name", "Phone"], rows: [["=not a formula", "+57 601 339 4949"], ["Ñandú", "-"]], rowNumbers: [2, 4] });
  });

  it("refuses past the row limit, a duplicate header, and Latin-1", async () => {
    expect(await problemOf(() => readCsv(bytes("a\n1\n2\n3\n4\n"), limits))).toBe("too_many_rows");
    expect(await problemOf(() => readCsv(bytes("a,A\n1,2\n"), limits))).toBe("duplicate_header");
    expect(await problemOf(() => readCsv(Uint8Array.from([0x61, 0x0a, 0xe9, 0x0a]), limits))).toBe("not_utf8");
  });

  it("reads typed XLSX cells as text, and takes a typed string that looks like a formula literally", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("S");
    sheet.addRow(["Name", "Date", "Count", "Flag"]);
    sheet.addRow(["=1+1", new Date(Date.UTC(2024, 0, 5)), 3, true]);
    const table = await readXlsx(new Uint8Array(await book.xlsx.writeBuffer()), limits);
    expect(table.rows).toEqual([["=1+1", "2024-01-05", "3", "yes"]]);
  });

  it("refuses a zip by its declared sizes: too many entries, too large in total, or too compressed", () => {
    const entry = (originalSize: number, size = originalSize) => ({ name: "x", size, originalSize });
    expect(() => checkZipBomb([entry(1000), entry(2000)])).not.toThrow();
    expect(() => checkZipBomb(Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, () => entry(1)))).toThrow(SpreadsheetRefused);
    expect(() => checkZipBomb([entry(ZIP_LIMITS.maxUncompressedTotal + 1)])).toThrow(SpreadsheetRefused);
    expect(() => checkZipBomb([entry(50 * 1024 * 1024, 1024)])).toThrow(SpreadsheetRefused);
  });
});
