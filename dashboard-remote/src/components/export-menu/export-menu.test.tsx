// The lists' Export menu (issue 32): it downloads what the page's filters show (the page's own
// query without its page), through the API client, so the embedding portal's bearer token goes
// along; the file keeps the server's name. In Spanish, the menu and its failure read in Spanish.
import { configure, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();

// jsdom has no object addresses nor downloads: the saved file is what the page hands the browser.
const saved: { name: string; href: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => "blob:steward-export");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Export menu", { timeout: 60_000 }, () => {
  it("downloads the page's filtered list as XLSX with the portal's token, every page", async () => {
    const api = createFakeApi();
    api.on("GET /api/users", { status: 200, body: listOf([]) });
    api.on("GET /api/users/export", { status: 200, body: "file", headers: { "content-disposition": 'attachment; filename="steward-users-2026-11-26.xlsx"' } });
    const { events } = renderDashboard({ path: "/dashboard/users?search=grace&pageIndex=1", user: makeUser("super_admin"), api, getAccessToken: () => "portal-token" });
    await waitFor(() => expect(api.callsTo("GET /api/users").length).toBeGreaterThan(0));

    await events.click(await screen.findByRole("button", { name: "Export" }));
    await events.click(await screen.findByRole("menuitem", { name: "Excel workbook (XLSX)" }));
    await waitFor(() => expect(saved).toEqual([{ name: "steward-users-2026-11-26.xlsx", href: "blob:steward-export" }]));

    const [call] = api.callsTo("GET /api/users/export");
    const list = api.callsTo("GET /api/users").at(-1)!;
    expect(list.query.get("page")).toBe("2");
    // The list's filters, without its page: every row they match.
    const expected = new URLSearchParams(list.query);
    expected.delete("page");
    expected.delete("limit");
    expected.set("format", "xlsx");
    expect(Object.fromEntries(call!.query)).toEqual(Object.fromEntries(expected));
    expect(call!.query.get("search")).toBe("grace");
    expect(new Headers(call!.init.headers).get("authorization")).toBe("Bearer portal-token");
  });

  it("reads in Spanish, and says so in Spanish when the file cannot be had", async () => {
    const api = createFakeApi();
    api.on("GET /api/flags", { status: 200, body: listOf([]) });
    api.on("GET /api/flags/export", { status: 500, body: { message: "INTERNAL" } });
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("super_admin", { locale: "es-CO" }), api });
    await events.click(await screen.findByRole("button", { name: "Exportar" }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual(["CSV (valores separados por comas)", "Libro de Excel (XLSX)"]);
    await events.click(screen.getByRole("menuitem", { name: "CSV (valores separados por comas)" }));
    expect(await screen.findByText("No se pudo descargar la exportación. Por favor, inténtelo de nuevo.")).toBeTruthy();
    expect(api.callsTo("GET /api/flags/export")[0]!.query.get("format")).toBe("csv");
    expect(saved).toEqual([]);
  });
});
