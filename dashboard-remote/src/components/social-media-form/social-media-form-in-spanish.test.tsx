// A Spanish reader (issue 31) creating an account: the form's labels, options, buttons and its
// validation messages (the shared schemas' English sentences, said in Spanish) and summary.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

provideSpanish();

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: "input, select, textarea" });

describe("the account form in Spanish", { timeout: 60_000 }, () => {
  it("labels, options and validation messages in Spanish; nothing is sent", async () => {
    const api = createFakeApi();
    api.on("GET /api/social-medias", { status: 200, body: listOf([]) });
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts/create", user: makeUser("super_admin", { locale: "es-CO" }), api });
    await screen.findByRole("heading", { level: 1, name: "Crear cuenta de red social" }, { timeout: 10_000 });
    const form = await screen.findByRole("form", { name: "Crear cuenta" }, { timeout: 5000 });
    expect([...(field("Estado de verificación") as HTMLSelectElement).options].map((o) => o.text)).toEqual(["Verificada", "No verificada", "Pendiente"]);
    expect([...(field("Práctica de gestión de contraseñas") as HTMLSelectElement).options].map((o) => o.text)).toEqual(["Seleccione...", "Gestor de contraseñas", "Manual", "Otra"]);
    expect(screen.getByRole("radio", { name: "Sí" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Herramientas vinculadas" })).toBeTruthy();
    expect(screen.getByText("Un correo por línea o separados por comas.")).toBeTruthy();

    await events.type(field("URL del perfil"), "not a url");
    await events.click(screen.getByRole("button", { name: "Crear cuenta" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((el) => el.textContent?.startsWith("Corrija los siguientes errores:"))).toBe(true));
    const summary = screen.getAllByRole("alert").find((el) => el.textContent?.startsWith("Corrija")) as HTMLElement;
    expect(summary.textContent).toContain("Nombre de la cuenta: El nombre de la cuenta es obligatorio");
    expect(summary.textContent).toContain("URL del perfil: El formato de la URL no es válido");
    expect(screen.getAllByText("Se requiere al menos un gestor de redes sociales", { exact: false }).length).toBeGreaterThan(0);
    expect(englishLeftIn(form.textContent ?? "", ["socialMedia", "verification", "validation"])).toEqual([]);
    expect(api.callsTo("POST /api/social-medias")).toHaveLength(0);
  });
});
