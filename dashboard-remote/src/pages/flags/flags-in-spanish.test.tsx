// A Spanish reader (issue 31) on the Risk Flags page: "alerta de riesgo", severities (baja, media,
// alta, crítica), categories, statuses, the dialogs and their messages, with no English sentence of
// the flags' namespaces left.
import type { FlagDoc } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();

const FLAG: FlagDoc = {
  id: 1,
  socialMedia: { id: 101, name: "Biology Instagram" },
  category: "dormant_account",
  severity: "critical",
  description: "Nobody has posted in a year",
  status: "open",
  source: "scan",
  raisedBy: null,
  resolutionNote: null,
  resolvedAt: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
};
const RESOLVED: FlagDoc = { ...FLAG, id: 2, severity: "low", status: "resolved", resolutionNote: "Closed by risk scan: cause no longer present" };

function flagsApi() {
  const api = createFakeApi();
  api.on("GET /api/flags", { status: 200, body: listOf([FLAG, RESOLVED]) });
  api.on("GET /api/social-medias", { status: 200, body: listOf([{ id: 101, name: "Biology Instagram" }]) });
  return api;
}

const OURS = ["flags", "flagMessages"] as const;

describe("the Risk Flags page in Spanish", { timeout: 60_000 }, () => {
  it("lists the flags, raises one and changes a status in Spanish", async () => {
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("super_admin", { locale: "es-CO" }), api: flagsApi() });
    const table = await screen.findByRole("table");
    await within(table).findAllByRole("cell", { name: "Biology Instagram" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Cuenta", "Categoría", "Gravedad", "Estado", "Descripción", "Reportada por", "Reportada el", "Acciones"]);
    expect(within(table).getAllByText("Cuenta inactiva").length).toBe(2);
    expect(within(table).getByText("Crítica")).toBeTruthy();
    expect(within(table).getByText("Baja")).toBeTruthy();
    expect(within(table).getByText("Abierta")).toBeTruthy();
    expect(within(table).getByText("Resuelta")).toBeTruthy();
    // The risk scan's own note, stored in English, reads in Spanish.
    expect(within(table).getByText("Nota de resolución: Cerrada por el análisis de riesgos: la causa ya no existe")).toBeTruthy();
    expect(within(table).getAllByText("Análisis de riesgos").length).toBe(2);
    expect(screen.getByRole("button", { name: "Ejecutar análisis de riesgos" })).toBeTruthy();
    expect(englishLeftIn(table.textContent ?? "", OURS)).toEqual([]);

    await events.click(screen.getByRole("button", { name: "Reportar alerta" }));
    const raise = await screen.findByRole("dialog", { name: "Reportar una alerta de riesgo" });
    const severity = within(raise).getByLabelText<HTMLSelectElement>(/^Gravedad/);
    expect([...severity.options].map((o) => o.text)).toEqual(["Elija...", "Baja", "Media", "Alta", "Crítica"]);
    await events.click(within(raise).getByRole("button", { name: "Guardar" }));
    expect(await within(raise).findByText("Elija una cuenta", { selector: ".fui-Field__validationMessage" })).toBeTruthy();
    expect(within(raise).getByText("Describa qué pone en riesgo la cuenta")).toBeTruthy();
    expect(englishLeftIn(raise.textContent ?? "", OURS)).toEqual([]);
    await events.click(within(raise).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reportar una alerta de riesgo" })).toBeNull());

    await events.click(screen.getAllByRole("button", { name: "Cambiar el estado de la alerta de Biology Instagram" })[0] as HTMLElement);
    const status = await screen.findByRole("dialog", { name: "Cambiar el estado de la alerta" });
    await events.click(within(status).getByRole("radio", { name: "Resuelta" }));
    await events.click(within(status).getByRole("button", { name: "Guardar" }));
    // The shared schema's sentence, said in Spanish.
    expect(await within(status).findByText("Para resolver o descartar una alerta se necesita una nota de resolución")).toBeTruthy();
    expect(englishLeftIn(status.textContent ?? "", OURS)).toEqual([]);
  });
});
