// A Spanish reader (issue 31) on the policy page: the version line with an es-CO date, the
// editor's label and every toolbar button's name in Spanish.
import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatsFor } from "../../components/format/formats.ts";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { POLICY, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();

describe("the policy page in Spanish", { timeout: 60_000 }, () => {
  it("names the editor, its toolbar and the version in Spanish", async () => {
    const api = createFakeApi();
    api.on("GET /api/policies/current", { status: 200, body: { policy: POLICY, accepted: true } });
    renderDashboard({ path: "/dashboard/policies", user: makeUser("super_admin", { locale: "es-CO" }), api });
    expect(await screen.findByRole("textbox", { name: "Texto de la política" })).toBeTruthy();
    const toolbar = screen.getByRole("toolbar", { name: "Formato" });
    const names = within(toolbar).getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
    expect(names).toEqual(["Párrafo", "Título 1", "Título 2", "Título 3", "Negrita", "Cursiva", "Subrayado", "Tachado", "Alinear a la izquierda", "Centrar", "Alinear a la derecha", "Justificar"]);
    expect(screen.getByRole("button", { name: "Vista previa" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Guardar" })).toBeTruthy();
    expect(screen.getByText(`Versión ${POLICY.version}, publicada el ${formatsFor("es-CO").dateTime(POLICY.createdAt)}`)).toBeTruthy();
    const main = screen.getByRole("toolbar", { name: "Formato" }).closest("main") ?? document.body;
    expect(englishLeftIn(main.textContent ?? "", ["policyEditor"])).toEqual([]);
  });
});
