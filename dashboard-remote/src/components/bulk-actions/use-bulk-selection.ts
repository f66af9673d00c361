// What a list has chosen for a bulk action: rows by id (kept across pages), or every record the
// list's filter matches. A new filter starts a new selection: "all matching" meant the old one.
// While all matching are chosen, every row shown is ticked; unticking one goes back to choosing by
// row, from the rows shown then.
import type { RowSelectionState } from "@tanstack/react-table";
import { useState } from "react";

export interface BulkSelection {
  rowSelection: RowSelectionState;
  onRowSelectionChange(next: RowSelectionState): void;
  /** The chosen ids, when rows were chosen one by one. */
  ids: number[];
  allMatching: boolean;
  selectAllMatching(): void;
  selectRows(ids: readonly string[]): void;
  clear(): void;
}

/** `pageIds`: the rows the list shows now. */
export function useBulkSelection(filterKey: string, pageIds: readonly string[]): BulkSelection {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [allMatching, setAllMatching] = useState(false);
  const [key, setKey] = useState(filterKey);
  if (key !== filterKey) {
    setKey(filterKey);
    setRowSelection({});
    setAllMatching(false);
  }
  return {
    rowSelection: allMatching ? { ...rowSelection, ...Object.fromEntries(pageIds.map((id) => [id, true])) } : rowSelection,
    onRowSelectionChange: (next) => {
      setRowSelection(next);
      setAllMatching(false);
    },
    ids: Object.keys(rowSelection)
      .filter((id) => rowSelection[id])
      .map(Number),
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    selectRows: (ids) => setRowSelection((prev) => ({ ...prev, ...Object.fromEntries(ids.map((id) => [id, true])) })),
    clear: () => {
      setRowSelection({});
      setAllMatching(false);
    },
  };
}

/** A list's API query as the bulk route's `filter` (the list's own query, as its address carries it), without paging or order. */
export function bulkFilterOf(params: object): Record<string, string> {
  const filter: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === "page" || name === "limit" || name === "sort" || value === undefined) continue;
    filter[name] = Array.isArray(value) ? value.join(",") : String(value);
  }
  return filter;
}
