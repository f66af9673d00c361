// The one table of the dashboard: pagination, sorting and filtering happen on the server, and
// every piece of state comes from (and goes back to) the URL through `state`/`onStateChange`.
// On a phone every list is the same stack of cards (issue 30): each row a card, each cell a line
// with its column's name, the actions and badges in the card, nothing to scroll sideways for.
import { mergeClasses } from "@fluentui/react-components";
import { ArrowSortDown16Regular, ArrowSortUp16Regular } from "@fluentui/react-icons";
import { DEFAULT_PAGE_INDEX, PAGE_SIZE_OPTIONS } from "@steward/shared";
import {
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type RowSelectionState,
  type VisibilityState,
} from "@tanstack/react-table";
import { useMemo, type ReactNode } from "react";
import { useMediaQuery } from "../../hooks/use-media-query.ts";
import { DataTablePagination } from "./data-table-pagination.tsx";
import { DataTableToolbar, type DataTableFilter } from "./data-table-toolbar.tsx";
import { useDataTableStyles } from "./data-table.styles.ts";
import "./column-meta.ts";
import { TextCell } from "./cell-text.tsx";
import { CARDS_MEDIA } from "./data-table.styles.ts";
import type { TableSearch } from "./table-search.ts";
import { useT } from "../../i18n/i18n-context.ts";

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
  /** What failed, in words (a FailureExplanation); replaces the rows. */
  errorText?: ReactNode | undefined;
  getRowId?: (row: TData) => string;
  /** The row just saved (its getRowId): marked so the eye finds it after a create or an edit. */
  markedRowId?: string | undefined;
  /** What an empty answer shows (components/help/empty-state.tsx); "No results found." without it. */
  empty?: ReactNode;
  /** Rows chosen for a bulk action (by getRowId, across pages); the page adds the checkbox column. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?(next: RowSelectionState): void;
}

const NO_ROWS: never[] = [];

function visibilityFromHidden(hidden: readonly string[]): VisibilityState {
  return Object.fromEntries(hidden.map((id) => [id, false]));
}

function toPageSize(value: number): TableSearch["pageSize"] {
  return PAGE_SIZE_OPTIONS.find((size) => size === value) ?? 10;
}

function HeaderCell<TData>({ header, className, buttonClassName, unsortableClassName }: { header: Header<TData, unknown>; className: string; buttonClassName: string; unsortableClassName: string }) {
  const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <th className={mergeClasses(className, unsortableClassName)} scope="col" role="columnheader">{content}</th>;
  const sorted = header.column.getIsSorted();
  return (
    <th
      className={className}
      scope="col"
      role="columnheader"
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
    >
      <button type="button" className={buttonClassName} onClick={header.column.getToggleSortingHandler()}>
        {content}
        {sorted === "asc" && <ArrowSortUp16Regular aria-hidden />}
        {sorted === "desc" && <ArrowSortDown16Regular aria-hidden />}
      </button>
    </th>
  );
}

export function DataTable<TData>(props: DataTableProps<TData>) {
  const t = useT();
  const { label, columns, data, pageCount, state, onStateChange, filters = [], isLoading, errorText, getRowId, markedRowId, empty, rowSelection, onRowSelectionChange } = props;
  const styles = useDataTableStyles();
  // As cards, the table keeps its roles written out: a browser drops a table's semantics when CSS
  // stops displaying it as one, and a screen reader should still hear rows and columns.
  const cards = useMediaQuery(CARDS_MEDIA);
  const role = (name: string) => (cards ? name : undefined);
  const columnVisibility = useMemo(() => visibilityFromHidden(state.hidden), [state.hidden]);
  const rows = useMemo(() => (data ? [...data] : NO_ROWS), [data]);

  const table = useReactTable<TData>({
    data: rows,
    columns,
    defaultColumn: { cell: TextCell },
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
      ...(rowSelection ? { rowSelection } : {}),
    },
    enableRowSelection: rowSelection !== undefined,
    onRowSelectionChange: (updater) => onRowSelectionChange?.(functionalUpdate(updater, rowSelection ?? {})),
    onSortingChange: (updater) =>
      onStateChange({ ...state, sorting: functionalUpdate(updater, state.sorting), pageIndex: DEFAULT_PAGE_INDEX }),
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility);
      onStateChange({ ...state, hidden: Object.keys(next).filter((id) => next[id] === false) });
    },
  });

  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const messageRow = (text: ReactNode) => (
    <tr role={role("row")}>
      <td colSpan={visibleColumnCount} role={role("cell")} className={mergeClasses(styles.cell, styles.messageCell)}>
        {text}
      </td>
    </tr>
  );

  let body: ReactNode;
  if (errorText !== undefined) body = messageRow(errorText);
  else if (data === undefined) body = messageRow(t("common.loading"));
  else if (table.getRowModel().rows.length === 0) body = messageRow(empty ?? t("ui.noResults"));
  else
    body = table.getRowModel().rows.map((row) => (
      <tr
        key={row.id}
        className={mergeClasses(styles.row, row.id === markedRowId && styles.markedRow)}
        aria-current={row.id === markedRowId ? "true" : undefined}
        role={role("row")}
      >
        {row.getVisibleCells().map((cell) => {
          const header = cell.column.columnDef.header;
          return (
            <td key={cell.id} role={role("cell")} className={mergeClasses(styles.cell, cell.column.columnDef.meta?.fit ? styles.fitCell : styles.textCell)}>
              {/* On a card, the column's name beside the value, hidden from the reading order (which
                  names the column through the header already). A desktop row keeps its cells as they were. */}
              {cards ? (
                <>
                  {typeof header === "string" && header !== "" && <span className={styles.cardLabel} aria-hidden>{header}</span>}
                  <div className={styles.cardValue}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                </>
              ) : (
                flexRender(cell.column.columnDef.cell, cell.getContext())
              )}
            </td>
          );
        })}
      </tr>
    ));

  return (
    <div className={styles.root}>
      <DataTableToolbar table={table} state={state} onStateChange={onStateChange} filters={filters} />
      <div className={styles.progressSlot}>
        {isLoading && <div className={styles.progressBar} role="progressbar" aria-label={t("common.loading")} />}
      </div>
      <div className={styles.tableWrapper}>
        <table className={styles.table} aria-label={label} aria-busy={isLoading} role={role("table")}>
          <thead role={role("rowgroup")}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role={role("row")}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    className={mergeClasses(styles.headerCell, header.column.columnDef.meta?.fit ? styles.fitCell : styles.textCell)}
                    buttonClassName={styles.sortButton}
                    unsortableClassName={styles.unsortableHeader}
                  />
                ))}
              </tr>
            ))}
          </thead>
          <tbody role={role("rowgroup")} className={mergeClasses(styles.body, isLoading && data !== undefined && styles.bodyLoading)}>{body}</tbody>
        </table>
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
