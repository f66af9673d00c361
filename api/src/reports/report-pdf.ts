// The report as PDF (issue 32), A4, drawn by pdfkit on the server: the title, the unit's path and
// the date, then each section as a table and, for the count sections, a bar chart drawn with
// pdfkit's own rectangles (no chart library, no images). The standard Helvetica font writes
// WinAnsi, which holds every Spanish letter (á é í ó ú ñ ü ¿ ¡).
import PDFDocument from "pdfkit";
import type { Locale } from "@steward/shared";
import { cellText, type ReportDocument, type ReportSection } from "./report-sections.ts";

const MARGIN = 50;
const ROW = 16;
const BAR_COLOR = "#0f6cbd";
const RULE_COLOR = "#d1d1d1";

export function reportPdf(doc: ReportDocument, locale: Locale, timeZone: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: doc.title, Creator: "Steward" } });
  const chunks: Uint8Array[] = [];
  pdf.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    pdf.on("end", () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      resolve(out);
    });
    pdf.on("error", reject);
  });
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN;
  const room = (needed: number) => {
    if (pdf.y + needed > bottom()) pdf.addPage();
  };

  pdf.font("Helvetica-Bold").fontSize(18).text(doc.title);
  pdf.font("Helvetica").fontSize(11).fillColor("#444444").text(doc.unitLine).text(doc.dateLine).fillColor("black");
  pdf.moveDown();

  for (const section of doc.sections) {
    room(ROW * 4);
    pdf.font("Helvetica-Bold").fontSize(13).text(section.title, MARGIN, pdf.y);
    pdf.moveDown(0.3);
    table(section);
    if (section.chart) bars(section);
    if (section.note) pdf.font("Helvetica-Oblique").fontSize(9).text(section.note, MARGIN, pdf.y);
    pdf.moveDown();
  }
  pdf.end();
  return done;

  function table(section: ReportSection) {
    const columns = section.headers.length;
    // The first column takes what the others leave; the others share the rest evenly.
    const first = columns === 1 ? width : Math.max(width * 0.45, width - (columns - 1) * 120);
    const other = columns === 1 ? 0 : (width - first) / (columns - 1);
    const xOf = (i: number) => MARGIN + (i === 0 ? 0 : first + (i - 1) * other);
    const widthOf = (i: number) => (i === 0 ? first : other);
    const line = (cells: string[], bold: boolean) => {
      room(ROW);
      const y = pdf.y;
      pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
      cells.forEach((text, i) => pdf.text(text, xOf(i) + 2, y + 3, { width: widthOf(i) - 4, height: ROW, ellipsis: true, lineBreak: false }));
      pdf.moveTo(MARGIN, y + ROW).lineTo(MARGIN + width, y + ROW).lineWidth(0.5).strokeColor(RULE_COLOR).stroke();
      pdf.y = y + ROW;
      pdf.x = MARGIN;
    };
    line(section.headers, true);
    for (const row of section.rows) line(row.map((cell) => cellText(cell, locale, timeZone)), false);
    if (section.rows.length === 0) line([""], false);
  }

  function bars(section: ReportSection) {
    const { label, value } = section.chart!;
    // A total row is a sum, not a category: it is left out of the bars.
    const rows = section.totalRow ? section.rows.slice(0, -1) : section.rows;
    const max = Math.max(1, ...rows.map((r) => Number(r[value] ?? 0)));
    const labelWidth = 170;
    const barRoom = width - labelWidth - 50;
    pdf.moveDown(0.5);
    room(rows.length * 14 + 10);
    for (const r of rows) {
      const y = pdf.y;
      const n = Number(r[value] ?? 0);
      pdf.font("Helvetica").fontSize(8).fillColor("black").text(cellText(r[label] ?? "", locale, timeZone), MARGIN, y + 2, { width: labelWidth - 6, lineBreak: false, ellipsis: true });
      pdf.rect(MARGIN + labelWidth, y + 2, Math.max(n > 0 ? 1 : 0, (n / max) * barRoom), 9).fill(BAR_COLOR);
      pdf.fillColor("black").text(cellText(n, locale, timeZone), MARGIN + labelWidth + (n / max) * barRoom + 4, y + 2, { lineBreak: false });
      pdf.y = y + 14;
      pdf.x = MARGIN;
    }
  }
}
