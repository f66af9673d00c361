import { describe, expect, it } from "vitest";
import { TABLE_SEARCH_DEFAULTS, filterValues, sortParam, readTableSearch, withFilter } from "./table-search.ts";

describe("readTableSearch", () => {
  it("fills the defaults of product-spec.md: page index 0, size 10", () => {
    expect(readTableSearch({})).toEqual({
      pageIndex: 0,
      pageSize: 10,
      sorting: [],
      filters: [],
      search: "",
      hidden: [],
    });
  });

  it("replaces unusable values by the defaults instead of failing", () => {
    const parsed = readTableSearch({ pageIndex: -3, pageSize: 15, sorting: "name", filters: { status: 1 } });
    expect(parsed.pageIndex).toBe(0);
    expect(parsed.pageSize).toBe(10);
    expect(parsed.sorting).toEqual([]);
    expect(parsed.filters).toEqual([]);
  });

  it("drops a malformed sorting or filter entry, and more than one sort", () => {
    expect(readTableSearch({ sorting: [{ id: "name", desc: "yes" }] }).sorting).toEqual([]);
    expect(readTableSearch({ sorting: [{ id: "a", desc: true }, { id: "b", desc: false }] }).sorting).toEqual([]);
    expect(readTableSearch({ filters: [{ id: "status", value: ["active", 3] }] }).filters).toEqual([]);
    expect(readTableSearch({ filters: [{ id: "status", value: ["active"] }], hidden: ["email", 4] })).toMatchObject({ filters: [{ id: "status", value: ["active"] }], hidden: [] });
    expect(readTableSearch({ pageIndex: 1.5, search: { text: "x" } })).toMatchObject({ pageIndex: 0, search: "" });
  });

  it("keeps valid values and reads a numeric search as text", () => {
    const parsed = readTableSearch({ pageIndex: 2, pageSize: 20, sorting: [{ id: "name", desc: true }], search: 2024 });
    expect(parsed).toMatchObject({ pageIndex: 2, pageSize: 20, sorting: [{ id: "name", desc: true }], search: "2024" });
  });
});

describe("table search helpers", () => {
  it("turns sorting into the API's sort parameter", () => {
    expect(sortParam({ sorting: [] })).toBeUndefined();
    expect(sortParam({ sorting: [{ id: "name", desc: false }] })).toBe("name");
    expect(sortParam({ sorting: [{ id: "status", desc: true }] })).toBe("-status");
  });

  it("sets and clears one filter and goes back to the first page", () => {
    const onPage3 = { ...TABLE_SEARCH_DEFAULTS, pageIndex: 3 };
    const filtered = withFilter(onPage3, "status", ["active"]);
    expect(filtered.pageIndex).toBe(0);
    expect(filterValues(filtered, "status")).toEqual(["active"]);
    expect(filterValues(withFilter(filtered, "status", []), "status")).toEqual([]);
    expect(withFilter(filtered, "status", []).filters).toEqual([]);
  });
});
