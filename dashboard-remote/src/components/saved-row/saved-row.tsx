// After a create or an edit, the list comes back as it was left (page, size, sort, filters,
// search) and shows the record just saved: marked where it is, or first on the page when its own
// place is elsewhere, with a line that says so. The list's last state lives in memory for the
// session; the saved record rides in the history entry's state, so Back and a reload forget it.
import { useRouterState } from "@tanstack/react-router";
import type { ReactElement } from "react";
import type { TableSearch } from "../data-table/table-search.ts";
import { NoticeLine } from "../notice-line/notice-line.tsx";
import { useT } from "../../i18n/i18n-context.ts";

/** The lists a form returns to. */
export type SavedRowList = "/dashboard/units" | "/dashboard/users" | "/dashboard/social-media-accounts";

interface SavedRow {
  list: SavedRowList;
  id: number;
  name: string;
  doc: unknown;
}

declare module "@tanstack/react-router" {
  interface HistoryState {
    savedRow?: SavedRow;
  }
}

const lastSearch = new Map<SavedRowList, TableSearch>();

/** Called by a list page on every render: what its table shows now. */
export function rememberListSearch(list: SavedRowList, search: TableSearch): void {
  lastSearch.set(list, search);
}

/** Where a form goes after saving: the list as it was left, carrying the saved record. */
export function backToList(list: SavedRowList, doc: { id: number; name: string }) {
  return { to: list, search: lastSearch.get(list) ?? {}, state: { savedRow: { list, id: doc.id, name: doc.name, doc } } } as const;
}

export interface SavedRowView<T> {
  /** The page's rows, with the saved one first when the page did not hold it. */
  rows: readonly T[] | undefined;
  /** getRowId of the saved row, for DataTable's markedRowId. */
  markedRowId: string | undefined;
  notice: ReactElement | null;
}

/** The saved record of this list, if the page was reached by saving one. */
export function useSavedRow<T extends { id: number }>(list: SavedRowList, rows: readonly T[] | undefined): SavedRowView<T> {
  const t = useT();
  const saved = useRouterState({ select: (state) => state.location.state.savedRow });
  if (!saved || saved.list !== list || !rows) return { rows, markedRowId: undefined, notice: null };
  const onPage = rows.some((row) => row.id === saved.id);
  return {
    rows: onPage ? rows : [saved.doc as T, ...rows],
    markedRowId: String(saved.id),
    notice: (
      <NoticeLine intent="success" role="status">
        {onPage ? t("savedRow.savedHere", { name: saved.name }) : t("savedRow.savedElsewhere", { name: saved.name })}
      </NoticeLine>
    ),
  };
}
