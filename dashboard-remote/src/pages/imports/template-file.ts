// The template of a layout: a CSV file holding only the header row, in the language the person
// chose (the import reads either language's headers, so a Spanish template imports as well as an
// English one). Made in the browser from the very layout the server reads (shared/spreadsheets).
import { headerRow, type ImportKind, type Locale } from "@steward/shared";

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The template's text. The byte order mark tells spreadsheet programs that the file is UTF-8 ("Ruta de la unidad" keeps its accents). */
export function templateCsv(kind: ImportKind, locale: Locale): string {
  return `\uFEFF${headerRow(kind, locale).map(csvCell).join(",")}\r\n`;
}

export function templateFileName(kind: ImportKind, locale: Locale): string {
  return `steward-${kind}-template-${locale}.csv`;
}

/** Hands the template to the browser as a download; the page stays. */
export function downloadTemplate(kind: ImportKind, locale: Locale): void {
  const url = URL.createObjectURL(new Blob([templateCsv(kind, locale)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = templateFileName(kind, locale);
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
