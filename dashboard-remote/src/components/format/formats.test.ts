import { describe, expect, it } from "vitest";
import { formatsFor, INSTITUTION_LOCALE } from "./formats.ts";

const esCO = formatsFor(INSTITUTION_LOCALE);

describe("the one rule for dates and numbers (es-CO, the institution's default)", () => {
  it("writes a calendar date day first, for a date and for a moment", () => {
    expect(esCO.date("2026-03-05")).toBe("05/03/2026");
    expect(esCO.date(new Date(2026, 2, 5, 12).toISOString())).toBe("05/03/2026");
    expect(esCO.date(null)).toBe("");
  });

  it("writes a moment on the 12-hour clock with seconds", () => {
    expect(esCO.dateTime(new Date(2026, 2, 5, 15, 4, 9).toISOString())).toMatch(/^05\/03\/2026,? 0?3:04:09\s?p\.\s?m\.$/);
  });

  it("shows an unreadable value as it came", () => {
    expect(esCO.dateTime("soon")).toBe("soon");
    expect(esCO.date("soon")).toBe("soon");
  });

  it("groups numbers as the locale does", () => {
    expect(esCO.number(16227)).toBe("16.227");
    expect(esCO.number(1000000)).toBe("1.000.000");
    expect(formatsFor("en-US").number(16227)).toBe("16,227");
  });

  it("a date field expects and reads what the text shows", () => {
    expect(esCO.datePattern).toBe("dd/mm/yyyy");
    expect(esCO.parseDate("01/11/2026")).toBe("2026-11-01");
    expect(esCO.parseDate(esCO.date("2026-11-22"))).toBe("2026-11-22");
    expect(esCO.parseDate("1-2-2026")).toBe("2026-02-01");
    expect(esCO.parseDate("31/02/2026")).toBe(null);
    expect(esCO.parseDate("2026-11-01")).toBe("2026-11-01");
    expect(esCO.parseDate("2026-02-30")).toBe(null);
    expect(esCO.parseDate("")).toBe(null);
  });

  it("another locale has its own order", () => {
    const en = formatsFor("en-US");
    expect(en.datePattern).toBe("mm/dd/yyyy");
    expect(en.parseDate("11/01/2026")).toBe("2026-11-01");
    expect(en.date("2026-11-01")).toBe("11/01/2026");
  });
});
