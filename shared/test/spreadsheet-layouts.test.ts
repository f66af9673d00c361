// The layouts the exports write and the import reads: a header in either language (or the field
// key) is recognised, and the cell formats read back what they write.
import { describe, expect, it } from "vitest";
import { formatUnitAccessList, headerRow, parseBoolean, parseUnitAccessList, parseUnitPath, SPREADSHEET_LAYOUTS, suggestMapping } from "../spreadsheets/layouts.ts";

describe("spreadsheet layouts", () => {
  it("suggests a mapping from English, Spanish or key headers, in any letter case", () => {
    expect(suggestMapping("accounts", ["URL DEL PERFIL", " Account name ", "platform", "Unknown"])).toEqual({ profileUrl: "URL DEL PERFIL", name: " Account name ", platform: "platform" });
    for (const locale of ["en", "es-CO"] as const) {
      const headers = headerRow("users", locale);
      expect(Object.keys(suggestMapping("users", headers))).toEqual(SPREADSHEET_LAYOUTS.users.columns.map((c) => c.field));
    }
  });

  it("reads back a person's units with their access type, and unit paths and booleans as written", () => {
    const access = [
      { path: ["University", "Faculty (of) Science"], type: "permanent" as const, start_date: null, end_date: null },
      { path: ["University", "Press"], type: "temporary" as const, start_date: "2026-01-01", end_date: "2026-06-30" },
    ];
    const cell = formatUnitAccessList(access);
    expect(cell).toBe("University / Faculty (of) Science; University / Press (temporary 2026-01-01..2026-06-30)");
    expect(parseUnitAccessList(cell)).toEqual(access);
    expect(parseUnitPath(" University /Faculty  / ")).toEqual(["University", "Faculty"]);
    expect([parseBoolean("Sí"), parseBoolean("no"), parseBoolean(""), parseBoolean("maybe")]).toEqual([true, false, false, null]);
  });
});
