// One report file, ready to answer or to attach: its bytes, name and media type.
import type { Locale, ReportFormat, UnitReport } from "@steward/shared";
import { serverT } from "../i18n/server-catalogue.ts";
import { reportPdf } from "./report-pdf.ts";
import { reportDocument } from "./report-sections.ts";
import { reportXlsx } from "./report-xlsx.ts";

export interface ReportFile {
  bytes: Uint8Array<ArrayBuffer>;
  filename: string;
  contentType: string;
}

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

export async function renderReportFile(report: UnitReport, format: ReportFormat, locale: Locale, timeZone: string): Promise<ReportFile> {
  const doc = reportDocument(report, locale, timeZone);
  const bytes = format === "pdf" ? await reportPdf(doc, locale, timeZone) : await reportXlsx(doc, serverT(locale)("reports.sheet.summary"));
  // An ASCII name (the header's plain filename): the unit's id, or "institution", and the day.
  const day = report.generatedAt.slice(0, 10);
  return { bytes, filename: `steward-report-${report.unit ? `unit-${report.unit.id}` : "institution"}-${day}.${format}`, contentType: REPORT_CONTENT_TYPES[format] };
}
