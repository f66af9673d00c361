import { ColumnTriple20Regular } from "@fluentui/react-icons";
import type { Table } from "@tanstack/react-table";
import { CheckboxPopover } from "../checkbox-popover/checkbox-popover.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export interface ColumnVisibilityMenuProps<TData> {
  table: Table<TData>;
}

export function ColumnVisibilityMenu<TData>({ table }: ColumnVisibilityMenuProps<TData>) {
  const t = useT();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const options = columns.map((column) => ({
    value: column.id,
    label: typeof column.columnDef.header === "string" ? column.columnDef.header : column.id,
  }));
  return (
    <CheckboxPopover
      label={t("common.columns")}
      icon={<ColumnTriple20Regular />}
      options={options}
      checked={columns.filter((column) => column.getIsVisible()).map((column) => column.id)}
      // One update for all columns: the state lives in the URL, so separate toggles would race.
      onChange={(visible) =>
        table.setColumnVisibility(Object.fromEntries(columns.map((column) => [column.id, visible.includes(column.id)])))
      }
      alignEnd
    />
  );
}
