// What the outcome table shows of a run's rows: the rows the table's state asks for, filtered,
// searched and cut to one page here in the browser (a run answers every row at once, up to 50,000,
// and only one page of them is ever drawn).
import { ROW_OUTCOMES, type ImportRowResult, type RowOutcome } from "@steward/shared";
import { filterValues, type TableSearch } from "../../components/data-table/table-search.ts";

export interface OutcomePage {
  rows: ImportRowResult[];
  /** Rows that match the filters, over every page. */
  matching: number;
  pageCount: number;
}

const isOutcome = (value: string): value is RowOutcome => (ROW_OUTCOMES as readonly string[]).includes(value);

export function outcomePage(all: readonly ImportRowResult[], search: TableSearch): OutcomePage {
  const outcomes = new Set(filterValues(search, "outcome").filter(isOutcome));
  const text = search.search.trim().toLowerCase();
  const matching = all.filter(
    (row) => (outcomes.size === 0 || outcomes.has(row.outcome)) && (text === "" || row.key.toLowerCase().includes(text) || String(row.row) === text),
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / search.pageSize));
  const pageIndex = Math.min(search.pageIndex, pageCount - 1);
  return { rows: matching.slice(pageIndex * search.pageSize, (pageIndex + 1) * search.pageSize), matching: matching.length, pageCount };
}

/** How many rows had each outcome. */
export function countOutcomes(all: readonly ImportRowResult[]): Record<RowOutcome, number> {
  const counts: Record<RowOutcome, number> = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const row of all) counts[row.outcome] += 1;
  return counts;
}
