// The shell, the shared parts and the sign-in pages in Spanish (issue 31): a person whose language
// is es-CO reads Spanish everywhere the shell speaks, dates in their pattern letters, and no English
// sentence of the shell's namespaces is left on screen.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DateInput } from "../components/format/date-input.tsx";
import coreEn from "../i18n/catalogues/core.en.ts";
import coreEs from "../i18n/catalogues/core.es-CO.ts";
import pagesEs from "../i18n/catalogues/pages.es-CO.ts";
import { I18nProvider } from "../i18n/i18n-provider.tsx";
import { provideBundle } from "../i18n/load-catalogue.ts";
import { createFakeApi } from "../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../test/fixtures.ts";
import { renderDashboard } from "../test/render-dashboard.tsx";

provideBundle("es-CO", "core", coreEs);
provideBundle("es-CO", "pages", pagesEs);

// The shell's own namespaces: their English sentences (two words or more) must not show in Spanish.
const SHELL_NAMESPACES = ["common", "shell", "pageTitles", "password", "pickers", "confirm", "leave", "loadProblem", "language", "statuses", "roles", "notOffered", "policyGate", "savedRow", "chooser"];
const englishSentences = Object.entries(coreEn as Record<string, string>)
  .filter(([key, message]) => SHELL_NAMESPACES.includes(key.split(".")[0]!) && !message.includes("{") && (message.match(/\p{L}{2,}/gu) ?? []).length >= 2)
  .map(([, message]) => message);

function expectNoEnglish(): void {
  const text = document.body.textContent ?? "";
  const labels = Array.from(document.querySelectorAll("[aria-label],[placeholder],[title]"), (el) =>
    ["aria-label", "placeholder", "title"].map((name) => el.getAttribute(name) ?? "").join(" "),
  ).join(" ");
  const left = englishSentences.filter((sentence) => text.includes(sentence) || labels.includes(sentence));
  expect(left).toEqual([]);
}

describe("the shell in Spanish", () => {
  it("signs in in Spanish: labels, links, and the form's messages", async () => {
    const { events } = renderDashboard({ path: "/sign-in", locale: "es-CO" });
    expect(await screen.findByRole("heading", { name: "Iniciar sesión" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "¿Olvidó su contraseña?" })).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect((await screen.findAllByText("Este campo es obligatorio")).length).toBeGreaterThan(0);
    expectNoEnglish();
  });

  it("shows the signed-in shell and a table in the person's Spanish: navigation, badges, pagination, table texts", async () => {
    const api = createFakeApi();
    api.on("GET /api/organization", { status: 200, body: listOf([makeUnit(1, { status: "active" }), makeUnit(2, { status: "inactive" })], 1, 10, 12) });
    renderDashboard({ path: "/dashboard/units", user: makeUser("super_admin", { locale: "es-CO" }), api });

    const nav = await screen.findByRole("navigation", { name: "Principal" });
    expect(within(nav).getByRole("link", { name: "Unidades" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Registro de auditoría" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Su configuración" })).toBeTruthy();
    expect(screen.getByText("Superadministrador")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
    expect(await screen.findByText("Activa")).toBeTruthy();
    expect(screen.getByText("Inactiva")).toBeTruthy();
    expect(screen.getByText("Filas por página")).toBeTruthy();
    expect(screen.getByText("Página 1 de 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Página siguiente" })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Buscar" }).getAttribute("placeholder")).toBe("Buscar...");
    expectNoEnglish();
  });

  it("names a page the role may not open in Spanish", async () => {
    renderDashboard({ path: "/dashboard/webhooks", user: makeUser("unit_admin", { locale: "es-CO" }) });
    expect(await screen.findByText("Webhooks es para Superadministradores. Con el rol Administrador de unidad no puede abrirla; por eso se abrió el tablero.")).toBeTruthy();
  });

  it("says a page that does not exist in Spanish", async () => {
    renderDashboard({ path: "/dashboard/nowhere", user: makeUser("super_admin"), locale: "es-CO" });
    expect(await screen.findByRole("heading", { name: "Página no encontrada" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir al tablero" })).toBeTruthy();
  });

  it("writes a date field's pattern with the Spanish letters and reads a typed day", async () => {
    let value = "";
    function Field() {
      const [v, setV] = useState("");
      value = v;
      return <DateInput aria-label="fecha" value={v} onChange={setV} />;
    }
    render(
      <I18nProvider locale="es-CO">
        <Field />
      </I18nProvider>,
    );
    const input = await screen.findByRole("textbox", { name: "fecha" });
    expect(input.getAttribute("placeholder")).toBe("dd/mm/aaaa");
    await userEvent.type(input, "15/03/2026");
    await waitFor(() => expect(value).toBe("2026-03-15"));
  });
});
