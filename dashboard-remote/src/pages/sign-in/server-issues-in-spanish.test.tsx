// A Spanish reader (issue 31) whose sign-in or first user is refused by the server: the lines of a
// ValidationError that no field shows (formatValidationErrors) are said in Spanish, not in the
// shared schemas' English.
import { VALIDATION } from "@steward/shared";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import validationEs from "@steward/shared/i18n/messages/es-CO/validation.json" with { type: "json" };
import { provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

provideSpanish();

// A path no field of either form has, so the line goes to the form's summary.
const refusal = { status: 400, body: { name: "ValidationError", message: "Invalid input", errors: [{ path: "contact", message: VALIDATION.invalidEmail }] } };

describe("server validation lines in Spanish", () => {
  it("the sign-in page says them in Spanish", async () => {
    const api = createFakeApi();
    api.on("POST /api/users/login", refusal);
    const { events } = renderDashboard({ path: "/sign-in", api, locale: "es-CO" });

    await events.type(await screen.findByLabelText("Correo electrónico"), "ada@example.org");
    await events.type(screen.getByLabelText("Contraseña"), "secret-password");
    await events.click(screen.getByRole("button", { name: "Iniciar sesión" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`contact: ${validationEs.invalidEmail}`);
    expect(alert.textContent).not.toContain(VALIDATION.invalidEmail);
  });

  it("the create-first-user page says them in Spanish", async () => {
    const api = createFakeApi();
    api.on("GET /api/setup", { status: 200, body: { firstUserRequired: true, defaultLocale: "es-CO" } });
    api.on("POST /api/create-first-user", refusal);
    const { events } = renderDashboard({ path: "/create-first-user", api, locale: "es-CO" });

    await events.type(await screen.findByLabelText("Nombre"), "Ada Admin");
    await events.type(screen.getByLabelText("Correo electrónico"), "ada@example.org");
    await events.type(screen.getByLabelText("Contraseña"), "a-long-enough-password");
    await events.click(screen.getByRole("button", { name: "Crear el primer usuario" }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`contact: ${validationEs.invalidEmail}`);
  });
});
