// The person's own language (issue 31): chosen in the sidebar, saved on their record, and the
// dashboard speaks it at once, without a reload and without losing what is on screen. Embedded with
// a portal's language, that language wins and the chooser says so instead.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { makeUser } from "../test/fixtures.ts";
import { renderDashboard } from "../test/render-dashboard.tsx";

describe("language chooser", () => {
  it("saves the choice with PATCH /api/users/me and switches the dashboard in place, with a toast in the new language", { timeout: 30_000 }, async () => {
    const api = createFakeApi();
    const user = makeUser("super_admin", { locale: "en" });
    api.on("PATCH /api/users/me", (call) => ({ status: 200, body: { user: { ...user, ...(call.body as object) } } }));
    const { events, router } = renderDashboard({ path: "/dashboard/units?page=2", user, api });

    const main = await screen.findByRole("navigation", { name: "Main" });
    const unitsLink = within(main).getByRole("link", { name: "Units" });
    const heading = await screen.findByRole("heading", { level: 1, name: "Units" });
    const chooser = screen.getByRole("combobox", { name: /^Language/ });
    expect(within(chooser).getAllByRole("option").map((option) => option.textContent)).toEqual(["English", "Español (Colombia)"]);

    await events.selectOptions(chooser, "es-CO");

    expect(await screen.findByText("Idioma guardado")).toBeTruthy();
    expect(api.callsTo("PATCH /api/users/me").map((call) => call.body)).toEqual([{ locale: "es-CO" }]);
    const spanishMain = await screen.findByRole("navigation", { name: "Principal" });
    // The same elements, now in Spanish: nothing was remounted, the page and its address stayed.
    expect(within(spanishMain).getByRole("link", { name: "Unidades" })).toBe(unitsLink);
    expect(screen.getByRole("heading", { level: 1 })).toBe(heading);
    expect(router.state.location.search).toMatchObject({ page: 2 });
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: /^Idioma/ }) as HTMLSelectElement).value).toBe("es-CO");
    expect(screen.queryByText("Sign out")).toBeNull();
  });

  it("says so when saving fails, and keeps the language", async () => {
    const api = createFakeApi();
    api.on("PATCH /api/users/me", { status: 503, body: { message: "DATABASE_UNAVAILABLE" } });
    const { events } = renderDashboard({ path: "/dashboard", user: makeUser("unit_admin", { locale: "en" }), api });
    await events.selectOptions(await screen.findByRole("combobox", { name: /^Language/ }), "es-CO");
    expect(await screen.findByText("The language could not be saved. Try again in a moment.")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("combobox", { name: /^Language/ }) as HTMLSelectElement).value).toBe("en"));
  });

  it("names the portal's language instead of offering a choice when the portal passes one", async () => {
    renderDashboard({ path: "/dashboard", user: makeUser("unit_admin", { locale: "en" }), locale: "es-CO" });
    expect(await screen.findByText("El portal que contiene a Steward define su idioma: Español (Colombia).")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: /^Idioma/ })).toBeNull();
    expect(screen.getByRole("navigation", { name: "Principal" })).toBeTruthy();
  });
});
