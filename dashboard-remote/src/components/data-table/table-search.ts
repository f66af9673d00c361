// The state of a server-side table, kept only in the URL query (TanStack Router JSON-encodes each
// value). `.catch` turns a hand-edited or stale URL into the defaults instead of an error page.
import { DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "@steward/shared";
// zod/mini keeps the route tree small: the full zod only loads with the forms that need it.
import { z } from "zod/mini";

/** `schema`, with `fallback` both when the key is missing and when its value is unusable. */
function withFallback<O>(schema: z.ZodMiniType<O>, fallback: Exclude<O, undefined>) {
  return z.catch(z._default(schema, fallback), fallback);
}

export const tableSearchSchema = z.object({
  pageIndex: withFallback(z.int().check(z.minimum(0)), DEFAULT_PAGE_INDEX),
  pageSize: withFallback(z.literal(PAGE_SIZE_OPTIONS), DEFAULT_PAGE_SIZE),
  sorting: withFallback(z.array(z.object({ id: z.string(), desc: z.boolean() })).check(z.maxLength(1)), []),
  filters: withFallback(z.array(z.object({ id: z.string(), value: z.array(z.string()) })), []),
  // A search for digits arrives as a JSON number; it is still a search text.
  search: withFallback(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), ""),
  hidden: withFallback(z.array(z.string()), []),
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
