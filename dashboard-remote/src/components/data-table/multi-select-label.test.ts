import { describe, expect, it } from "vitest";
import { multiSelectLabel } from "./multi-select-label.ts";

describe("multiSelectLabel", () => {
  it("is empty when nothing is selected", () => {
    expect(multiSelectLabel([])).toBe("");
  });

  it("names one or two selections", () => {
    expect(multiSelectLabel(["Active"])).toBe("Active");
    expect(multiSelectLabel(["Active", "Inactive"])).toBe("Active, Inactive");
  });

  it("shows the first plus 'N more' from three selections on", () => {
    expect(multiSelectLabel(["Active", "Inactive", "Pending Review"])).toBe("Active, 2 more");
    expect(multiSelectLabel(["A", "B", "C", "D", "E"])).toBe("A, 4 more");
  });
});
