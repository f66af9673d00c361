import { describe, expect, it } from "vitest";
import { createVersionedCache } from "../src/versioned-cache.ts";

describe("createVersionedCache", () => {
  it("reads once per version, again after a commit, and always when there is no version", async () => {
    let version = 1;
    let reads = 0;
    const cache = createVersionedCache<string, number>(() => version, 10);
    const read = async () => ++reads;
    expect([await cache.get("a", read), await cache.get("a", read)]).toEqual([1, 1]);
    version = 2;
    expect(await cache.get("a", read)).toBe(2);
    const unversioned = createVersionedCache<string, number>(undefined, 10);
    expect([await unversioned.get("a", read), await unversioned.get("a", read)]).toEqual([3, 4]);
  });

  it("takes a version the caller reads from the data itself", async () => {
    let head = 10;
    let reads = 0;
    const cache = createVersionedCache<string, number>(async () => head, 10);
    const read = async () => ++reads;
    expect([await cache.get("a", read), await cache.get("a", read)]).toEqual([1, 1]);
    head = 11;
    expect(await cache.get("a", read)).toBe(2);
  });

  it("reads again when time alone has ended the kept value", async () => {
    let reads = 0;
    let clock = 0;
    const cache = createVersionedCache<string, { until: number; n: number }>(() => 7, 10);
    const read = async () => ({ until: clock + 10, n: ++reads });
    const live = (v: { until: number }) => v.until > clock;
    expect((await cache.get("s", read, live)).n).toBe(1);
    clock = 9;
    expect((await cache.get("s", read, live)).n).toBe(1);
    clock = 10;
    expect((await cache.get("s", read, live)).n).toBe(2);
  });

  it("keeps a value read during a commit under the version from before it", async () => {
    let version = 1;
    let reads = 0;
    const cache = createVersionedCache<string, number>(() => version, 10);
    await cache.get("a", async () => {
      version = 2; // committed while this read was under way
      return ++reads;
    });
    expect(await cache.get("a", async () => ++reads)).toBe(2);
  });

  it("keeps at most `limit` keys", async () => {
    let reads = 0;
    const cache = createVersionedCache<number, number>(() => 1, 2);
    for (const key of [1, 2, 3]) await cache.get(key, async () => ++reads);
    expect(await cache.get(3, async () => ++reads)).toBe(3);
    expect(await cache.get(1, async () => ++reads)).toBe(4);
  });
});
