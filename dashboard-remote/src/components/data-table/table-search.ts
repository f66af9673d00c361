// The state of a server-side table, kept only in the URL query (TanStack Router JSON-encodes each
// value). `.catch` turns a hand-edited or stale URL into the defaults instead of an error page.
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "@steward/shared";
import { z } from "zod";

const pageSizeSchema = z.literal(PAGE_SIZE_OPTIONS);

export const tableSearchSchema = z.object({
  pageIndex: z.number().int().min(0).default(DEFAULT_PAGE_INDEX).catch(DEFAULT_PAGE_INDEX),
  pageSize: pageSizeSchema.default(DEFAULT_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
  sorting: z.array(z.object({ id: z.string(), desc: z.boolean() })).max(1).default([]).catch([]),
  filters: z.array(z.object({ id: z.string(), value: z.array(z.string()) })).default([]).catch([]),
  // A search for digits arrives as a JSON number; it is still a search text.
  search: z.union([z.string(), z.number().transform(String)]).default("").catch(""),
  hidden: z.array(z.string()).default([]).catch([]),
});

export type TableSearch = z.output<typeof tableSearchSchema>;
export type TableSearchInput = z.input<typeof tableSearchSchema>;

export const TABLE_SEARCH_DEFAULTS: TableSearch = tableSearchSchema.parse({});

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
