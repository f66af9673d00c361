// A Spanish reader (issue 31) on the Social Media page: the table, its row actions, the
// deactivation dialog and the account's details (tabs, facts, audit entries with es-CO times) speak
// Spanish, and no English sentence of the accounts' namespaces is left.
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatsFor } from "../../components/format/formats.ts";
import coreEs from "../../i18n/catalogues/core.es-CO.ts";
import pagesEs from "../../i18n/catalogues/pages.es-CO.ts";
import { translatorFor } from "../../i18n/i18n-context.ts";
import { provideBundle } from "../../i18n/load-catalogue.ts";
import { englishLeftIn, englishSentencesOf } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { OPTIONS, makeAccount, makeAuditEntry } from "./social-media-fixtures.ts";

// Given here, so the test does not wait for the language's chunks.
provideBundle("es-CO", "core", coreEs);
provideBundle("es-CO", "pages", pagesEs);
const es = translatorFor("es-CO");
const spanishFormats = formatsFor("es-CO");

beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ACCOUNTS = [
  makeAccount(1, { name: "Science YouTube", status: "active", verificationStatus: "notVerified", passwordManagementPractice: "Password Manager", riskLevel: "high" }),
  makeAccount(3, { name: "New Page", platform: "facebook", status: "pending_approval" }),
];
const ENTRY_TIME = "2026-03-15T20:05:09.000Z";

function accountsApi() {
  const api = createFakeApi();
  api.on("GET /api/social-medias", { status: 200, body: listOf(ACCOUNTS) });
  api.on("GET /api/social-medias/options", { status: 200, body: OPTIONS });
  for (const account of ACCOUNTS) api.on(`GET /api/social-medias/${account.id}`, { status: 200, body: { doc: account } });
  api.on("GET /api/social-medias/saved-latest-post", { status: 200, body: { success: true, data: null, message: "" } });
  api.on("GET /api/audit-logs", {
    status: 200,
    body: listOf([makeAuditEntry(2, { createdAt: ENTRY_TIME, prev: { name: "Old name", status: "pending_approval" }, current: { name: "New name", status: "active" } })]),
  });
  return api;
}

// The accounts' own namespaces; account statuses show through the shared status badge, whose
// words the shell's helper translates, so they are not judged here.
const OURS = ["socialMedia", "verification", "audit", "auditEntities", "flags"] as const;
const notStatusBadge = (key: string) => key.startsWith("socialMedia.statuses.");

describe("the Social Media page in Spanish", { timeout: 60_000 }, () => {
  it("checks its own list of English sentences", () => {
    expect(englishSentencesOf(OURS).length).toBeGreaterThan(50);
    expect(englishSentencesOf(OURS)).toContain("Create Social Media Account");
  });

  it("speaks Spanish in the table, the row actions and the deactivation dialog", async () => {
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts", user: makeUser("super_admin", { locale: "es-CO" }), api: accountsApi() });
    const table = await screen.findByRole("table", {}, { timeout: 10_000 });
    const row = (await within(table).findByRole("cell", { name: "Science YouTube" }, { timeout: 10_000 })).closest("tr") as HTMLElement;
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["", "Nombre", "Plataforma", "Estado", "Unidad", "Administrador", "Pública", "Acciones"]);
    expect(within(table).getByRole("checkbox", { name: "Seleccionar todo en esta página" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Crear cuenta" })).toBeTruthy();
    expect(within(row).getByRole("switch", { name: "Pública: Science YouTube" })).toBeTruthy();
    const pending = (await within(table).findByRole("cell", { name: "New Page" })).closest("tr") as HTMLElement;
    expect(within(pending).getByRole("button", { name: "Aprobar" })).toBeTruthy();
    expect(englishLeftIn(table.textContent ?? "", OURS, notStatusBadge)).toEqual([]);

    // Switching an active account off asks for the reason, in Spanish.
    await events.click(within(row).getByRole("switch", { name: "Activa" }));
    const dialog = (await screen.findByText("Desactivar cuenta: Science YouTube", {}, { timeout: 5000 })).closest("[role=alertdialog]") as HTMLElement;
    expect(within(dialog).getByText("Indique por qué se desactiva esta cuenta.")).toBeTruthy();
    expect(within(dialog).getByText("Más de 10 caracteres.")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Confirmar" })).toBeTruthy();
    expect(englishLeftIn(dialog.textContent ?? "", OURS, notStatusBadge)).toEqual([]);
  });

  it("shows the account's details and its audit entries in Spanish, times in es-CO", async () => {
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts", user: makeUser("unit_admin", { locale: "es-CO" }), api: accountsApi() });
    const row = (await screen.findByRole("cell", { name: "Science YouTube" }, { timeout: 10_000 })).closest("tr") as HTMLElement;
    await events.click(await within(row).findByRole("button", { name: "Ver detalles" }));
    const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
    await within(dialog).findByRole("tab", { name: "Resumen" }, { timeout: 5000 });
    for (const name of ["Seguridad", "Acceso y usuarios", "Registro de auditoría"]) expect(within(dialog).getByRole("tab", { name })).toBeTruthy();
    const info = within(dialog).getByRole("region", { name: "Información de la cuenta" });
    expect(within(info).getByText("Verificación")).toBeTruthy();
    expect(within(info).getByText("No verificada")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Editar cuenta" })).toBeTruthy();
    expect(englishLeftIn(dialog.textContent ?? "", OURS, notStatusBadge)).toEqual([]);

    await events.click(within(dialog).getByRole("tab", { name: "Seguridad" }));
    const security = await within(dialog).findByRole("region", { name: "Estado de seguridad" });
    expect(within(security).getByText("Alta")).toBeTruthy();
    expect(within(security).getByText("Gestor de contraseñas")).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "Estado de confirmación" })).toBeTruthy();
    expect(englishLeftIn(dialog.textContent ?? "", OURS, notStatusBadge)).toEqual([]);

    await events.click(within(dialog).getByRole("tab", { name: "Registro de auditoría" }));
    const list = await within(dialog).findByRole("list", { name: "Entradas de auditoría" });
    const item = within(list).getAllByRole("button")[0] as HTMLElement;
    // es-CO, 12-hour clock with seconds: "15/03/2026, 3:05:09 p. m." in UTC-5, for instance.
    const time = spanishFormats.dateTime(ENTRY_TIME);
    expect(time).toMatch(/\d{1,2}:\d{2}:\d{2}\s?[ap]\.\s?m\./);
    expect(item.textContent).toContain("Actualización");
    expect(item.textContent).toContain(time);
    expect(item.textContent).toContain(`Root Admin (${es("roles.super_admin")})`);
    await events.click(item);
    const changes = within(dialog).getByRole("table", { name: "Cambios" });
    expect(within(changes).getAllByRole("row").map((r) => r.textContent)).toEqual(["CampoAntesDespués", "NombreOld nameNew name", "EstadoPendiente de aprobaciónActiva"]);
    expect(within(dialog).getByLabelText("Registro completo").textContent).toContain("NombreOld name → New name");
    await waitFor(() => expect(englishLeftIn(dialog.textContent ?? "", OURS, notStatusBadge)).toEqual([]));
  });
});
