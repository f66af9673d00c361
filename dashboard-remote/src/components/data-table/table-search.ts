// The state of a server-side table, kept only in the URL query (TanStack Router JSON-encodes each
// value). A hand-edited or stale URL falls back to the defaults, key by key, instead of an error
// page. Read by hand rather than with zod: the route tree is in the first download of every page,
// and a validator library there cost about 10 KB gzip for six keys.
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "@steward/shared";
import type { SearchSchemaInput } from "@tanstack/react-router";

export interface TableSearch {
  pageIndex: number;
  pageSize: (typeof PAGE_SIZE_OPTIONS)[number];
  sorting: { id: string; desc: boolean }[];
  filters: { id: string; value: string[] }[];
  search: string;
  hidden: string[];
}

type SortEntry = TableSearch["sorting"][number];
type FilterEntry = TableSearch["filters"][number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");
const isSortEntry = (item: unknown): item is SortEntry => isRecord(item) && typeof item["id"] === "string" && typeof item["desc"] === "boolean";
const isFilterEntry = (item: unknown): item is FilterEntry => isRecord(item) && typeof item["id"] === "string" && isStringArray(item["value"]);

function pageIndexOf(value: unknown): number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : DEFAULT_PAGE_INDEX;
}

function pageSizeOf(value: unknown): TableSearch["pageSize"] {
  return PAGE_SIZE_OPTIONS.find((size) => size === value) ?? DEFAULT_PAGE_SIZE;
}

/** At most one sort; a malformed entry drops the sorting. Only the known keys are kept. */
function sortingOf(value: unknown): SortEntry[] {
  if (!Array.isArray(value) || value.length > 1 || !value.every(isSortEntry)) return [];
  return value.map(({ id, desc }) => ({ id, desc }));
}

/** A malformed entry drops the filters. Only the known keys are kept. */
function filtersOf(value: unknown): FilterEntry[] {
  if (!Array.isArray(value) || !value.every(isFilterEntry)) return [];
  return value.map(({ id, value: values }) => ({ id, value: [...values] }));
}

/** A search for digits arrives as a JSON number; it is still a search text. */
function searchOf(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

/** What a link may put in the query: any of the keys, checked when read. */
export type TableSearchInput = Partial<Record<keyof TableSearch, unknown>>;

/** The table state in a URL query, every key read on its own. */
export function readTableSearch(raw: TableSearchInput): TableSearch {
  return {
    pageIndex: pageIndexOf(raw.pageIndex),
    pageSize: pageSizeOf(raw.pageSize),
    sorting: sortingOf(raw.sorting),
    filters: filtersOf(raw.filters),
    search: searchOf(raw.search),
    hidden: isStringArray(raw.hidden) ? [...raw.hidden] : [],
  };
}

/** `readTableSearch` as a route's search validator (links may then give any subset of the keys). */
export const parseTableSearch = (raw: TableSearchInput & SearchSchemaInput): TableSearch => readTableSearch(raw);

export const TABLE_SEARCH_DEFAULTS: TableSearch = readTableSearch({});

/** The values chosen in one multi-select filter. */
export function filterValues(search: Pick<TableSearch, "filters">, columnId: string): string[] {
  return search.filters.find((filter) => filter.id === columnId)?.value ?? [];
}

/** The API's `sort` parameter: `name` ascending, `-name` descending. */
export function sortParam(search: Pick<TableSearch, "sorting">): string | undefined {
  const first = search.sorting[0];
  if (!first) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}

export function withFilter(search: TableSearch, columnId: string, values: readonly string[]): TableSearch {
  const others = search.filters.filter((filter) => filter.id !== columnId);
  const filters = values.length > 0 ? [...others, { id: columnId, value: [...values] }] : others;
  return { ...search, filters, pageIndex: DEFAULT_PAGE_INDEX };
}
