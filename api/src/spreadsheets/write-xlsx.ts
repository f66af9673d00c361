// A streamed XLSX: exceljs's streaming WorkbookWriter commits each row as soon as it is added, and
// its zip output is handed to the reader of a pull-based ReadableStream, a page of rows per pull,
// so memory stays flat whatever the number of rows (a million audit entries included).
import ExcelJS from "exceljs";
import { Writable } from "node:stream";
import type { CellType, SheetColumn, SheetSpec } from "./sheet-columns.ts";

const DATE_FORMAT = "yyyy-mm-dd";
const MOMENT_FORMAT = "yyyy-mm-dd hh:mm:ss";

/**
 * A cell's typed value: numbers as numbers, days and moments as dates (XLSX has no time zone: a
 * moment is written in UTC, as the API says it), text as a string cell, which a spreadsheet never
 * evaluates, so a value starting with "=" stays text without any mark.
 */
export function xlsxValue(value: string | number | null, type: CellType): string | number | Date | null {
  if (value === null || value === "") return null;
  if (type === "number") return typeof value === "number" ? value : Number(value);
  if (type === "date" || type === "moment") {
    const when = new Date(type === "date" && /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? `${value}T00:00:00Z` : value);
    return Number.isNaN(when.getTime()) ? String(value) : when;
  }
  const text = String(value);
  // Excel refuses a workbook holding a longer cell; a longer text (a large change's JSON) is cut there.
  return text.length > XLSX_CELL_MAX ? text.slice(0, XLSX_CELL_MAX) : text;
}

/** The most characters Excel holds in one cell. */
export const XLSX_CELL_MAX = 32_767;

function numberFormat(type: CellType): string | undefined {
  return type === "date" ? DATE_FORMAT : type === "moment" ? MOMENT_FORMAT : undefined;
}

/** The worksheet name Excel accepts: 31 characters, none of []:*?/\. */
export function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Sheet1";
}

export function writeXlsx<T>(spec: SheetSpec<T>): ReadableStream<Uint8Array> {
  // What the zip has written and the reader has not taken yet: at most a page's worth.
  let ready: Uint8Array[] = [];
  let zipped = false;
  const sink = new Writable({
    write(chunk: Uint8Array, _encoding, done) {
      ready.push(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      done();
    },
    final(done) {
      zipped = true;
      done();
    },
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetNameOf(spec.sheetName), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = spec.columns.map((c: SheetColumn<T>, i) => ({
    key: String(i),
    width: c.width ?? Math.min(60, Math.max(12, c.header.length + 2)),
    style: numberFormat(c.type) ? { numFmt: numberFormat(c.type) } : {},
  }));
  let started = false;
  let rowsDone = false;
  let finished: Promise<void> | null = null;

  /** Lets the zip's streams run, so what the last rows made reaches `ready`. */
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  const addPage = async (): Promise<void> => {
    if (!started) {
      started = true;
      const header = sheet.addRow(spec.columns.map((c) => c.header));
      header.font = { bold: true };
      header.commit();
      return;
    }
    const rows = await spec.nextPage();
    for (const row of rows) {
      sheet.addRow(spec.columns.map((c) => xlsxValue(c.cell(row), c.type))).commit();
    }
    if (rows.length === 0) {
      rowsDone = true;
      sheet.commit();
      finished = book.commit();
    }
  };

  return new ReadableStream<Uint8Array>(
    {
      // Each pull hands over at least one chunk (a pull that enqueues nothing is not called again),
      // reading pages until the zip has something to give, or closing once the book is written.
      async pull(controller) {
        for (;;) {
          if (ready.length > 0) {
            const chunks = ready;
            ready = [];
            for (const chunk of chunks) controller.enqueue(chunk);
            return;
          }
          if (finished) {
            await finished;
            if (!zipped) await new Promise<void>((resolve) => sink.once("finish", () => resolve()));
            if (ready.length > 0) continue;
            controller.close();
            return;
          }
          if (!rowsDone) await addPage();
          await settle();
        }
      },
      cancel() {
        sink.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}
