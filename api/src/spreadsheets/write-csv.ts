// A streamed CSV (RFC 4180): one page of rows read per pull, so memory stays flat at any size.
import { neutraliseCell } from "@steward/shared";
import type { SheetColumn, SheetSpec } from "./sheet-columns.ts";

/**
 * A UTF-8 byte order mark first: without it Excel reads the file as the machine's old code page and
 * every accent ("Facultad de Ingeniería") comes out garbled. csv-parse's `bom` option drops it.
 */
const BOM = "\uFEFF";

/** One cell: text cells made inert (neutraliseCell), then quoted where RFC 4180 needs it. */
export function csvField(value: string | number | null, type: SheetColumn<unknown>["type"]): string {
  if (value === null || value === "") return "";
  const text = type === "text" ? neutraliseCell(String(value)) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow<T>(columns: readonly SheetColumn<T>[], row: T): string {
  return columns.map((c) => csvField(c.cell(row), c.type)).join(",") + "\r\n";
}

export function writeCsv<T>(spec: SheetSpec<T>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let text = "";
        if (!started) text = BOM + spec.columns.map((c) => csvField(c.header, "text")).join(",") + "\r\n";
        started = true;
        const rows = await spec.nextPage();
        for (const row of rows) text += csvRow(spec.columns, row);
        if (text) controller.enqueue(encoder.encode(text));
        if (rows.length === 0) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}
