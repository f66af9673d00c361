import { describe, expect, it } from "vitest";
import { describeRowIssue, readGrantRows } from "../src/commands/access-grant.ts";
import { exportRequest } from "../src/commands/audit-export.ts";
import { parseCsv } from "../src/csv.ts";

describe("CSV reading", () => {
  it("handles a BOM, CRLF, LF and CR, quotes, doubled quotes and line breaks inside quotes, keeping start lines", () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n"multi\r\nline",z\rlast,\r\n\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x, y", 'say "hi"'] },
      { line: 3, fields: ["multi\r\nline", "z"] },
      { line: 5, fields: ["last", ""] },
    ]);
  });

  it("refuses a stray quote and an unclosed field, naming the line", () => {
    expect(() => parseCsv('a,b\nx"y,z\n')).toThrow(/quote inside an unquoted field/);
    expect(() => parseCsv('a,b\n"open,z\n')).toThrow(/never closed/);
  });

  it("maps rows to grants and API errors back to lines and columns", () => {
    const { rows, lines } = readGrantRows("email,unit,type,start_date,end_date\n\n a@b.co ,Uni/Fac,PERMANENT,,\n", "g.csv");
    expect(rows).toEqual([{ email: "a@b.co", unit: "Uni/Fac", type: "permanent", start_date: null, end_date: null }]);
    expect(lines).toEqual([3]);
    expect(describeRowIssue({ path: "rows.0.unit", message: "No unit with this id or path" }, lines, "g.csv")).toBe("g.csv line 3, column unit: No unit with this id or path");
  });

  it("builds the export query and refuses unknown formats", () => {
    expect(exportRequest({ format: "csv", from: "2026-01-01", unit: "4" })).toMatchObject({ method: "GET", path: "/api/audit-logs/export?format=csv&from=2026-01-01&unit=4" });
    expect(() => exportRequest({ format: "xlsx" })).toThrow(/csv or jsonl/);
  });
});
