// Issue 27, point 1 on the dashboard's side: where signing in lands is a page of the dashboard, and
// stays one after the browser has normalised it (dot segments, backslashes, control characters).
import { describe, expect, it } from "vitest";
import { returnPathOf, signInSearchFor } from "./sign-in-return.ts";

describe("the page signing in returns to", () => {
  it.each(["/dashboard", "/dashboard/units?page=2", "/dashboard/users/update/4?returnTo=%2Fdashboard%2Fusers", "/dashboard#top"])("keeps %s", (path) => {
    expect(returnPathOf(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "https://evil.example/dashboard",
    "/dashboard/..//evil.example",
    "/dashboard/../..//evil.example",
    "/dashboard/%2e%2e/%2e%2e//evil.example",
    "/dashboard/..\\/evil.example",
    "/dashboard\\..\\..\\evil.example",
    "/dashboard/\t/evil.example",
    "/dashboard/./x",
    "/dashboard/..",
    "/dashboardx",
    "/sign-in",
  ])("refuses %j", (path) => {
    expect(returnPathOf(path)).toBeUndefined();
    expect(signInSearchFor(path)).toEqual({});
  });
});
