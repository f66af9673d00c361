import { Button } from "@fluentui/react-components";
import { ArrowReset20Regular } from "@fluentui/react-icons";
import type { Table } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { ColumnVisibilityMenu } from "./column-visibility-menu.tsx";
import { useDataTableStyles } from "./data-table.styles.ts";
import { MultiSelectFilter, type FilterOption } from "./multi-select-filter.tsx";
import { TABLE_SEARCH_DEFAULTS, filterValues, withFilter, type TableSearch } from "./table-search.ts";
import { TableSearchBox } from "./table-search-box.tsx";
import { useT } from "../../i18n/i18n-context.ts";

export interface DataTableFilter {
  columnId: string;
  title: string;
  options: readonly FilterOption[];
  /** A filter of its own (e.g. one that searches the server) instead of the fixed options. */
  render?(filter: { selected: string[]; onChange(values: string[]): void }): ReactNode;
}

export interface DataTableToolbarProps<TData> {
  table: Table<TData>;
  state: TableSearch;
  onStateChange(next: TableSearch): void;
  filters: readonly DataTableFilter[];
}

export function DataTableToolbar<TData>({ table, state, onStateChange, filters }: DataTableToolbarProps<TData>) {
  const t = useT();
  const styles = useDataTableStyles();
  return (
    <div className={styles.toolbar}>
      <TableSearchBox
        className={styles.search}
        value={state.search}
        onCommit={(search) => onStateChange({ ...state, search, pageIndex: TABLE_SEARCH_DEFAULTS.pageIndex })}
      />
      {filters.map((filter) => {
        const selected = filterValues(state, filter.columnId);
        const onChange = (values: string[]) => onStateChange(withFilter(state, filter.columnId, values));
        return filter.render ? (
          <span key={filter.columnId}>{filter.render({ selected, onChange })}</span>
        ) : (
          <MultiSelectFilter key={filter.columnId} title={filter.title} options={filter.options} selected={selected} onChange={onChange} />
        );
      })}
      <Button icon={<ArrowReset20Regular />} onClick={() => onStateChange(TABLE_SEARCH_DEFAULTS)}>
        {t("ui.reset")}
      </Button>
      <div className={styles.toolbarEnd}>
        <ColumnVisibilityMenu table={table} />
      </div>
    </div>
  );
}
