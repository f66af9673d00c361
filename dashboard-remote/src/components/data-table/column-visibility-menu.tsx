import { Button, Menu, MenuItemCheckbox, MenuList, MenuPopover, MenuTrigger } from "@fluentui/react-components";
import { ColumnTriple20Regular } from "@fluentui/react-icons";
import type { Table } from "@tanstack/react-table";
import { LABELS } from "../../texts.ts";

export interface ColumnVisibilityMenuProps<TData> {
  table: Table<TData>;
}

export function ColumnVisibilityMenu<TData>({ table }: ColumnVisibilityMenuProps<TData>) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visible = columns.filter((column) => column.getIsVisible()).map((column) => column.id);
  return (
    <Menu
      checkedValues={{ columns: visible }}
      onCheckedValueChange={(_event, data) => {
        // One update for all columns: the state lives in the URL, so separate toggles would race.
        table.setColumnVisibility(
          Object.fromEntries(columns.map((column) => [column.id, data.checkedItems.includes(column.id)])),
        );
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnTriple20Regular />} title={LABELS.toggleColumns}>
          {LABELS.columns}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {columns.map((column) => (
            <MenuItemCheckbox key={column.id} name="columns" value={column.id}>
              {typeof column.columnDef.header === "string" ? column.columnDef.header : column.id}
            </MenuItemCheckbox>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
