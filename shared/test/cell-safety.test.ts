// The one formula rule both sides of a spreadsheet use: what a CSV export writes, the import reads
// back unchanged; a bare formula is refused; numbers, phone numbers and handles are data.
import { describe, expect, it } from "vitest";
import { looksLikeFormula, neutraliseCell, readCell } from "../spreadsheets/cell-safety.ts";

describe("cell safety", () => {
  it("neutralises formula starts with one apostrophe and leaves other text alone", () => {
    expect(neutraliseCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(neutraliseCell("@cmd")).toBe("'@cmd");
    expect(neutraliseCell("\tx")).toBe("'\tx");
    expect(neutraliseCell("\rx")).toBe("'\rx");
    expect(neutraliseCell("'=x")).toBe("''=x");
    expect(neutraliseCell("Physics")).toBe("Physics");
    expect(neutraliseCell("it's")).toBe("it's");
  });

  it("reads back exactly what was exported", () => {
    for (const text of ["=SUM(A1)", "+57 601", "-x", "@uni", "'=x", "''@y", "\tt", "plain", "'quoted", "", "-", "+1-555-0100"]) {
      expect(readCell(neutraliseCell(text))).toEqual({ kind: "value", value: text });
    }
  });

  it("calls a bare formula a formula, and numbers, phone numbers and handles data", () => {
    for (const text of ["=1+1", "=HYPERLINK(\"x\")", "+cmd|' /C calc'!A0", "-2+3+cmd", "@SUM(A1:A2)", "-foo", "+A1", "@x!A1", "="]) {
      expect(looksLikeFormula(text), text).toBe(true);
      expect(readCell(text), text).toEqual({ kind: "formula" });
    }
    for (const text of ["-12.5", "+3e2", "+57 601 339 4949", "+1 (555) 010-0199", "@uni.andes", "@", "-", "+", "Physics", "a=b", "'plain"]) {
      expect(looksLikeFormula(text), text).toBe(false);
      expect(readCell(text), text).toEqual({ kind: "value", value: text });
    }
  });
});
