import { describe, expect, it } from "vitest";
import { rememberWithin } from "../src/bounded-map.ts";

describe("rememberWithin", () => {
  it("keeps at most `limit` entries, dropping the least recently set first", () => {
    const map = new Map<string, number>();
    for (const [key, value] of [["a", 1], ["b", 2], ["c", 3]] as const) rememberWithin(map, key, value, 3);
    rememberWithin(map, "a", 10, 3);
    rememberWithin(map, "d", 4, 3);
    expect([...map]).toEqual([["c", 3], ["a", 10], ["d", 4]]);
    rememberWithin(map, "e", 5, 1);
    expect([...map]).toEqual([["e", 5]]);
  });
});
