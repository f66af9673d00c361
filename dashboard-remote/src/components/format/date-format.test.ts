import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./date-format.ts";

describe("the product's date formats", () => {
  it("writes a calendar date day first, for a date and for a moment", () => {
    expect(formatDate("2026-03-05")).toBe("05/03/2026");
    expect(formatDate(new Date(2026, 2, 5, 12).toISOString())).toBe("05/03/2026");
    expect(formatDate(null)).toBe("");
  });

  it("writes a moment on the 12-hour clock with seconds (es-CO)", () => {
    expect(formatDateTime(new Date(2026, 2, 5, 15, 4, 9).toISOString())).toMatch(/^05\/03\/2026,? 0?3:04:09\s?p\.\s?m\.$/);
  });

  it("shows an unreadable value as it came", () => {
    expect(formatDateTime("soon")).toBe("soon");
    expect(formatDate("soon")).toBe("soon");
  });
});
