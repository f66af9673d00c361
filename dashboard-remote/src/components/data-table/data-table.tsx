// The one table of the dashboard: pagination, sorting and filtering happen on the server, and
// every piece of state comes from (and goes back to) the URL through `state`/`onStateChange`.
import {
  ProgressBar,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from "@fluentui/react-components";
import { DEFAULT_PAGE_INDEX, UI } from "@steward/shared";
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type VisibilityState,
} from "@tanstack/react-table";
import { useMemo } from "react";
import { LABELS } from "../../texts.ts";
import { DataTablePagination } from "./data-table-pagination.tsx";
import { useDataTableStyles } from "./data-table.styles.ts";
import { DataTableToolbar, type DataTableFilter } from "./data-table-toolbar.tsx";
import type { TableSearch } from "./table-search.ts";

export type { DataTableFilter } from "./data-table-toolbar.tsx";

export interface DataTableProps<TData> {
  /** Accessible name of the table. */
  label: string;
  columns: ColumnDef<TData>[];
  /** Undefined until the first answer arrives. */
  data: readonly TData[] | undefined;
  pageCount: number;
  state: TableSearch;
  onStateChange(next: TableSearch): void;
  filters?: readonly DataTableFilter[];
  isLoading: boolean;
  /** Shown in place of the rows when the last request failed. */
  errorText?: string | undefined;
  getRowId?: (row: TData) => string;
}

const NO_ROWS: never[] = [];

function visibilityFromHidden(hidden: readonly string[]): VisibilityState {
  return Object.fromEntries(hidden.map((id) => [id, false]));
}

export function DataTable<TData>(props: DataTableProps<TData>) {
  const { label, columns, data, pageCount, state, onStateChange, filters = [], isLoading, errorText, getRowId } = props;
  const styles = useDataTableStyles();
  const columnVisibility = useMemo(() => visibilityFromHidden(state.hidden), [state.hidden]);
  const rows = useMemo(() => (data ? [...data] : NO_ROWS), [data]);

  const table = useReactTable<TData>({
    data: rows,
    columns,
    ...(getRowId ? { getRowId: (row: TData) => getRowId(row) } : {}),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    pageCount: Math.max(pageCount, 1),
    state: {
      pagination: { pageIndex: state.pageIndex, pageSize: state.pageSize },
      sorting: state.sorting,
      columnFilters: state.filters,
      globalFilter: state.search,
      columnVisibility,
    },
    onSortingChange: (updater) =>
      onStateChange({ ...state, sorting: functionalUpdate(updater, state.sorting), pageIndex: DEFAULT_PAGE_INDEX }),
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility);
      onStateChange({ ...state, hidden: Object.keys(next).filter((id) => next[id] === false) });
    },
  });

  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const showMessage = (text: string) => (
    <TableRow>
      <TableCell colSpan={visibleColumnCount} className={styles.messageCell}>
        {text}
      </TableCell>
    </TableRow>
  );

  let body;
  if (data === undefined && errorText === undefined) {
    body = (
      <TableRow>
        <TableCell colSpan={visibleColumnCount} className={styles.messageCell}>
          <Spinner size="small" label={LABELS.loading} />
        </TableCell>
      </TableRow>
    );
  } else if (errorText !== undefined) {
    body = showMessage(errorText);
  } else if (table.getRowModel().rows.length === 0) {
    body = showMessage(UI.noResults);
  } else {
    body = table.getRowModel().rows.map((row) => (
      <TableRow key={row.id}>
        {row.getVisibleCells().map((cell) => (
          <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
        ))}
      </TableRow>
    ));
  }

  return (
    <div className={styles.root}>
      <DataTableToolbar table={table} state={state} onStateChange={onStateChange} filters={filters} />
      <div className={styles.progressSlot}>{isLoading && <ProgressBar aria-label={LABELS.loading} thickness="medium" />}</div>
      <div className={styles.tableWrapper}>
        <Table aria-label={label} aria-busy={isLoading} sortable>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <TableHeaderCell
                      key={header.id}
                      sortable={canSort}
                      {...(canSort
                        ? {
                            sortDirection: sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined,
                            onClick: header.column.getToggleSortingHandler(),
                          }
                        : {})}
                    >
                      {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHeaderCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody className={mergeClasses(styles.body, isLoading && data !== undefined && styles.bodyLoading)}>
            {body}
          </TableBody>
        </Table>
      </div>
      <DataTablePagination
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        pageCount={pageCount}
        onPageIndexChange={(pageIndex) => onStateChange({ ...state, pageIndex })}
        onPageSizeChange={(pageSize) => onStateChange({ ...state, pageSize: toPageSize(pageSize), pageIndex: DEFAULT_PAGE_INDEX })}
      />
    </div>
  );
}

function toPageSize(value: number): TableSearch["pageSize"] {
  return value === 5 || value === 20 ? value : 10;
}
