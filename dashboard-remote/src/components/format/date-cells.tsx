// Table cells for a column whose value is an ISO date or moment: the column keeps the raw value
// (what sorting and the API speak) and the cell writes it by the reader's locale.
import type { CellContext } from "@tanstack/react-table";
import { CellText } from "../data-table/cell-text.tsx";
import { useFormats } from "./use-formats.tsx";

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function DateCell<TData>({ getValue }: CellContext<TData, unknown>) {
  const formats = useFormats();
  const value = text(getValue());
  return <CellText text={value ? formats.date(value) : "—"} />;
}

export function DateTimeCell<TData>({ getValue }: CellContext<TData, unknown>) {
  const formats = useFormats();
  const value = text(getValue());
  return <CellText text={value ? formats.dateTime(value) : "—"} />;
}
