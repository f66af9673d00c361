// The search box (issue 33) in the dashboard: Ctrl+K and the header's field open it; typing is sent
// once it pauses, never for too short a text; results are grouped by kind with their counts; the
// arrow keys move through every group and Enter opens the result where its list would; Escape
// closes. And the same in Spanish, with no English sentence of the search's namespace left.
import type { SearchAnswer } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { makeAccount } from "../../pages/social-media-accounts/social-media-fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();

const ANSWER: SearchAnswer = {
  q: "biol",
  tooShort: false,
  units: { total: 1, capped: false, results: [{ id: 5, name: "Biology", pathNames: ["Science"], status: "active" }] },
  people: { total: 1, capped: false, results: [{ id: 7, name: "Ana Biolé", email: "ana@uni.edu", role: "social_media_manager", status: "active" }] },
  accounts: {
    total: 2,
    capped: false,
    results: [
      { id: 11, name: "Biology Instagram", handle: "@biology", platform: "instagram", profileUrl: "https://instagram.com/biology", status: "active", byAddress: true },
      { id: 12, name: "Biology Museum", handle: null, platform: "facebook", profileUrl: "https://facebook.com/biomuseum", status: "active", byAddress: false },
    ],
  },
  flags: { total: 1, capped: false, results: [{ id: 3, socialMedia: { id: 11, name: "Biology Instagram" }, category: "dormant_account", severity: "high", status: "open" }] },
  campaigns: { total: 100, capped: true, results: [{ id: 9, name: "Biology review", status: "open", dueDate: "2026-12-31" }] },
};

function searchApi() {
  const api = createFakeApi();
  api.on("GET /api/search", (call) => ({ status: 200, body: { ...ANSWER, q: call.query.get("q") ?? "" } }));
  api.on("GET /api/users/7", { status: 200, body: { doc: { ...makeUser("social_media_manager", { id: 7, name: "Ana Biolé", email: "ana@uni.edu" }), access: [], reviewRequest: null } } });
  return api;
}

const activeName = (input: HTMLElement) => document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent ?? "";

describe("the search box", { timeout: 60_000 }, () => {
  it("opens with Ctrl+K, waits for typing to pause, groups the results and is driven by the keyboard", async () => {
    const api = searchApi();
    const { events, router } = renderDashboard({ path: "/dashboard/units", user: makeUser("unit_admin", { locale: "en" }), api });
    await screen.findByRole("button", { name: "Search units, people, accounts, flags and campaigns" });
    await events.keyboard("{Control>}k{/Control}");
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    const input = within(dialog).getByRole("combobox", { name: "Search units, people, accounts, flags and campaigns" });
    await waitFor(() => expect(document.activeElement).toBe(input));

    await events.type(input, "bi");
    expect(await within(dialog).findByText("Type at least 3 characters.")).toBeTruthy();
    await events.type(input, "ol");
    const listbox = within(dialog).getByRole("listbox", { name: "Results" });
    await within(listbox).findByRole("option", { name: /Biology Museum/ });
    // One request for "biol", none for "b", "bi" or "bio" typed on the way.
    expect(api.callsTo("GET /api/search").map((c) => c.query.get("q"))).toEqual(["biol"]);

    const groups = within(listbox).getAllByRole("group");
    expect(groups.map((g) => g.getAttribute("aria-labelledby") && document.getElementById(g.getAttribute("aria-labelledby")!)?.textContent)).toEqual([
      "Units1 match",
      "People1 match",
      "Accounts2 matches",
      "Risk flags1 match",
      "Campaignsmore than 100 matches: type more to narrow them",
    ]);
    expect(within(groups[0]!).getByRole("option").textContent).toBe("BiologyScience");
    expect(within(groups[2]!).getAllByRole("option")[0]!.textContent).toBe("Biology Instagram@biology · Instagram · this address");

    // The first result is active; arrows move through every group and wrap around.
    expect(activeName(input)).toBe("BiologyScience");
    await events.keyboard("{ArrowDown}");
    expect(activeName(input)).toContain("Ana Biolé");
    expect(within(listbox).getByRole("option", { selected: true }).textContent).toContain("Ana Biolé");
    await events.keyboard("{ArrowUp}{ArrowUp}");
    expect(activeName(input)).toContain("Biology review");
    await events.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeName(input)).toContain("Ana Biolé");

    // Enter opens the person's details dialog, as the users page does.
    await events.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Search" })).toBeNull());
    expect(await screen.findByText("ana@uni.edu")).toBeTruthy();

    // Again, Escape closes without opening anything; a unit opens its page for a unit admin.
    await events.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryAllByRole("dialog")).toHaveLength(0));
    await events.keyboard("{Control>}k{/Control}");
    const again = await screen.findByRole("dialog", { name: "Search" });
    await events.keyboard("{Escape}");
    await waitFor(() => expect(again.isConnected).toBe(false));
    await events.keyboard("{Control>}k{/Control}");
    const third = await screen.findByRole("dialog", { name: "Search" });
    await events.type(within(third).getByRole("combobox"), "biol");
    await within(third).findByRole("option", { name: /Biology Museum/ });
    await events.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/units/update/5"));
  });

  it("speaks Spanish, from the header's field", async () => {
    const { events } = renderDashboard({ path: "/dashboard/units", user: makeUser("super_admin", { locale: "es-CO" }), api: searchApi() });
    await events.click(await screen.findByRole("button", { name: "Buscar unidades, personas, cuentas, alertas y campañas" }));
    const dialog = await screen.findByRole("dialog", { name: "Búsqueda" });
    expect(within(dialog).getByText("Las flechas mueven, Enter abre, Esc cierra.")).toBeTruthy();
    await events.type(within(dialog).getByRole("combobox", { name: "Buscar unidades, personas, cuentas, alertas y campañas" }), "biol");
    const listbox = await within(dialog).findByRole("listbox", { name: "Resultados" });
    await within(listbox).findByRole("option", { name: /Biology Museum/ });
    const text = dialog.textContent ?? "";
    for (const said of ["Unidades", "1 coincidencia", "2 coincidencias", "Alertas de riesgo", "más de 100 coincidencias: escriba más para acotarlas", "esta dirección", "Alta · Abierta", "vence el"]) expect(text).toContain(said);
    expect(englishLeftIn(text, ["search"])).toEqual([]);
  });

  it("an account found opens its details with what its list offers there, Report compromised included", async () => {
    const api = searchApi();
    api.on("GET /api/social-medias/12", { status: 200, body: { doc: makeAccount(12, { name: "Biology Museum" }) } });
    const { events } = renderDashboard({ path: "/dashboard/units", user: makeUser("super_admin", { locale: "en" }), api });
    await events.click(await screen.findByRole("button", { name: "Search units, people, accounts, flags and campaigns" }));
    const dialog = await screen.findByRole("dialog", { name: "Search" });
    await events.type(within(dialog).getByRole("combobox"), "biol");
    await events.click(await within(dialog).findByRole("option", { name: /Biology Museum/ }));
    const details = await screen.findByRole("dialog", { name: /Biology Museum/ });
    expect(within(details).getByRole("button", { name: "Report compromised" })).toBeTruthy();
  });
});
