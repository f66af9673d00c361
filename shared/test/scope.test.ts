import { describe, expect, it } from "vitest";
import { dateInZone, isGrantInForce, isWithinPath, pathRange, scopeRoots, unitPath } from "../index.ts";

describe("grants in force", () => {
  const temp = { type: "temporary" as const, start_date: "2026-03-10", end_date: "2026-03-20" };
  it.each([
    ["2026-03-09", false, "the day before the first"],
    ["2026-03-10", true, "the first day"],
    ["2026-03-15", true, "in the middle"],
    ["2026-03-20", true, "the last day"],
    ["2026-03-21", false, "the day after the last"],
  ])("temporary grant on %s: %s (%s)", (today, expected) => {
    expect(isGrantInForce(temp, today)).toBe(expected);
  });

  it("permanent grants are always in force; temporary ones without dates never", () => {
    expect(isGrantInForce({ type: "permanent", start_date: null, end_date: null }, "1999-01-01")).toBe(true);
    expect(isGrantInForce({ type: "temporary", start_date: null, end_date: "2030-01-01" }, "2026-01-01")).toBe(false);
  });

  it("takes today's date in the institution's time zone", () => {
    const instant = new Date("2026-03-10T03:00:00Z");
    expect(dateInZone(instant, "UTC")).toBe("2026-03-10");
    expect(dateInZone(instant, "America/Bogota")).toBe("2026-03-09");
  });
});

describe("unit paths", () => {
  it("are built from the parent's path", () => {
    expect(unitPath(null, 1)).toBe("/1/");
    expect(unitPath("/1/4/", 9)).toBe("/1/4/9/");
  });

  it("match descendants but not look-alike prefixes", () => {
    expect(isWithinPath("/1/2/", "/1/2/")).toBe(true);
    expect(isWithinPath("/1/2/7/", "/1/2/")).toBe(true);
    expect(isWithinPath("/1/23/", "/1/2/")).toBe(false);
    expect(isWithinPath("/1/", "/1/2/")).toBe(false);
  });

  it("range bounds select exactly the subtree in byte order", () => {
    const { low, high } = pathRange("/1/2/");
    const inRange = (p: string) => p >= low && p < high;
    expect(["/1/2/", "/1/2/7/", "/1/2/99/3/"].every(inRange)).toBe(true);
    expect(["/1/23/", "/1/3/", "/1/", "/1/2", "/10/2/"].some(inRange)).toBe(false);
    expect(() => pathRange("/1/2")).toThrow();
  });

  it("scope roots drop paths inside others", () => {
    expect(scopeRoots(["/1/2/5/", "/1/2/", "/1/23/", "/1/2/"])).toEqual(["/1/2/", "/1/23/"]);
  });
});
