// The report as XLSX (issue 32): one sheet per section, the headers in the reader's language,
// counts as numbers and moments as dates (typed cells a spreadsheet sorts and sums), plus a first
// sheet with the title, the unit's path and the date.
import ExcelJS from "exceljs";
import type { ReportDocument } from "./report-sections.ts";

/** Characters Excel refuses in a sheet's name. */
const SHEET_NAME_FORBIDDEN = /[\\/?*[\]:]/g;

export async function reportXlsx(doc: ReportDocument, summarySheet: string): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Steward";
  const summary = workbook.addWorksheet(summarySheet.replace(SHEET_NAME_FORBIDDEN, " ").slice(0, 31));
  summary.addRow([doc.title]).font = { bold: true, size: 14 };
  summary.addRow([doc.unitLine]);
  summary.addRow([doc.dateLine]);
  summary.getColumn(1).width = 60;
  for (const section of doc.sections) {
    const sheet = workbook.addWorksheet(section.sheet.replace(SHEET_NAME_FORBIDDEN, " ").slice(0, 31));
    sheet.addRow(section.headers).font = { bold: true };
    sheet.views = [{ state: "frozen", ySplit: 1 }];
    for (const row of section.rows) sheet.addRow(row);
    if (section.note) sheet.addRow([section.note]).font = { italic: true };
    section.headers.forEach((_, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = i === 0 ? 45 : 22;
      // Dates show as the spreadsheet's dates, not as serial numbers.
      if (section.rows.some((row) => row[i] instanceof Date)) column.numFmt = "yyyy-mm-dd";
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
