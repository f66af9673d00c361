// The checkbox column of a list that takes bulk actions: TanStack's row selection, a native checkbox
// per row named after the row ("Select Faculty on X"), and one in the header for the page's rows.
// Native inputs: the list pages carry no Fluent checkbox for it, and a card on a phone keeps its own.
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import type { T as Translate } from "../../i18n/i18n-context.ts";

function PageCheckbox({ checked, mixed, label, onChange }: { checked: boolean; mixed: boolean; label: string; onChange(next: boolean): void }) {
  const ref = useRef<HTMLInputElement>(null);
  // "Some of the page": the mixed state a screen reader announces, set on the element itself.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" checked={checked} aria-label={label} onChange={(e) => onChange(e.target.checked)} />;
}

export function selectionColumn<T>(t: Translate, nameOf: (row: T) => string): ColumnDef<T> {
  return {
    id: "select",
    header: ({ table }) => (
      <PageCheckbox
        checked={table.getIsAllPageRowsSelected()}
        mixed={table.getIsSomePageRowsSelected()}
        label={t("bulkActions.selectPage")}
        onChange={(next) => table.toggleAllPageRowsSelected(next)}
      />
    ),
    cell: ({ row }) => (
      <input type="checkbox" checked={row.getIsSelected()} aria-label={t("bulkActions.selectRow", { name: nameOf(row.original) })} onChange={(e) => row.toggleSelected(e.target.checked)} />
    ),
    enableSorting: false,
    enableHiding: false,
    meta: { fit: true },
  };
}
