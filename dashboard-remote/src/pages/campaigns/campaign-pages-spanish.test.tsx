// The campaign list and a campaign's page in Spanish (issue 31): columns, statuses, recurrence,
// progress with its plurals and percentages, dates, and the item table's headers.
import type { CampaignDetailDoc, CampaignDoc, CampaignItemDoc } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatsFor } from "../../components/format/formats.ts";
import campaignsEn from "../../i18n/messages/en/campaigns.json" with { type: "json" };
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });

const CAMPAIGN: CampaignDoc = {
  id: 7,
  name: "Spring review",
  unit: null,
  dueDate: "2026-04-15",
  subjects: ["accounts", "access"],
  recurrence: "quarterly",
  status: "open",
  createdBy: null,
  createdAt: "2026-03-01T12:00:00.000Z",
  openedAt: "2026-03-02T15:04:05.000Z",
  closedAt: null,
  previousCampaign: null,
  nextCampaign: null,
  progress: { total: 4, pending: 1, decided: 2, overdue: 1 },
};

const DETAIL: CampaignDetailDoc = {
  ...CAMPAIGN,
  breakdownUnit: null,
  byUnit: [{ unit: { id: 2, name: "Faculty of Science" }, total: 4, pending: 1, decided: 2, overdue: 1, hasChildren: true }],
};

const ITEM: CampaignItemDoc = {
  id: 1,
  campaign: { id: 7, name: "Spring review", dueDate: "2026-04-15", status: "open" },
  kind: "access",
  unit: { id: 3, name: "Physics", pathNames: ["University", "Faculty of Science", "Physics"] },
  reviewerUnit: null,
  reviewers: [],
  subject: { type: "user", id: 9, name: "Max Manager" },
  facts: { user: { id: 9, name: "Max Manager", email: "max@uni.edu", role: "social_media_manager", status: "active" }, unit: { id: 3, name: "Physics" }, type: "permanent", startDate: null, endDate: null },
  state: "pending",
  decision: null,
  note: null,
  decidedBy: null,
  decidedAt: null,
  overdueAt: null,
  escalatedTo: null,
  flagId: null,
  auditEntryId: null,
  auditHash: null,
};

function campaignApi() {
  const api = createFakeApi();
  api.on("GET /api/campaigns", { status: 200, body: listOf([CAMPAIGN]) });
  api.on("GET /api/campaigns/7", { status: 200, body: { doc: DETAIL } });
  api.on("GET /api/campaigns/7/items", { status: 200, body: listOf([]) });
  return api;
}

const spanishUser = makeUser("super_admin", { locale: "es-CO" });
const englishLeft = (text: string) =>
  Object.values(campaignsEn as Record<string, string>)
    .filter((s) => !s.includes("{") && s.split(" ").length >= 3)
    .filter((s) => text.includes(s));

describe("campaigns in Spanish", { timeout: 40_000 }, () => {
  it("the list: headers, status, recurrence and progress", async () => {
    renderDashboard({ path: "/dashboard/campaigns", user: spanishUser, api: campaignApi() });
    const table = await screen.findByRole("table", { name: "Campañas" });
    expect(screen.getByRole("button", { name: "Crear campaña" })).toBeTruthy();
    for (const header of ["Nombre", "Unidad que se revisa", "Estado", "Fecha límite", "Se repite", "Avance", "Acciones"]) {
      expect(within(table).getByRole("columnheader", { name: new RegExp(header) })).toBeTruthy();
    }
    const row = (await within(table).findByRole("link", { name: "Abrir la campaña Spring review" })).closest("tr")!;
    expect(row.textContent).toContain("Toda la institución");
    expect(row.textContent).toContain("Abierta");
    expect(row.textContent).toContain("Cada trimestre");
    expect(row.textContent).toContain(`${new Intl.NumberFormat("es-CO", { style: "percent" }).format(0.5)} · 2 de 4 decididos, 1 vencido`);
    expect(row.textContent).toContain(formatsFor("es-CO").date("2026-04-15"));
    expect(englishLeft(document.body.textContent ?? "")).toEqual([]);
  });

  it("a campaign's page: its facts, the progress per unit and the items' headers", async () => {
    renderDashboard({ path: "/dashboard/campaigns/7", user: spanishUser, api: campaignApi() });
    expect(await screen.findByRole("heading", { name: "Avance por unidad en Toda la institución" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    expect(text).toContain("Cuentas, Permisos de acceso");
    expect(text).toContain("el programador automático");
    expect(text).toContain(formatsFor("es-CO").dateTime("2026-03-02T15:04:05.000Z"));
    expect(screen.getByRole("button", { name: "Ver las unidades de Faculty of Science" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Exportar la evidencia (CSV)" })).toBeTruthy();
    const items = await screen.findByRole("table", { name: "Elementos" });
    for (const header of ["Cuenta o persona", "Tipo", "Situación", "Decisión", "Decidido por", "Revisores"]) {
      expect(within(items).getByRole("columnheader", { name: new RegExp(header) })).toBeTruthy();
    }
    expect(englishLeft(document.body.textContent ?? "")).toEqual([]);
  });

  it("a campaign's unit filter searches the server's units (at most 20, each with its path) and items name their unit's place", async () => {
    const api = campaignApi();
    api.on("GET /api/campaigns/7/items", { status: 200, body: listOf([ITEM]) });
    api.on("GET /api/organization", (call) => ({
      status: 200,
      body: listOf(call.query.get("search") === "adm" ? [{ ...makeUnit(31), name: "Admissions", pathNames: ["University", "Medicine", "Admissions"] }] : [makeUnit(30)]),
    }));
    const { events } = renderDashboard({ path: "/dashboard/campaigns/7", user: spanishUser, api });
    const items = await screen.findByRole("table", { name: "Elementos" });
    expect(await within(items).findByText("University › Faculty of Science")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Filtro de Unidad" }));
    await events.type(await screen.findByRole("searchbox", { name: "Buscar unidades" }), "adm");
    await waitFor(() => expect(api.callsTo("GET /api/organization").some((c) => c.query.get("search") === "adm" && c.query.get("limit") === "20")).toBe(true));
    expect(await screen.findByText("Admissions (University › Medicine)", { exact: false })).toBeTruthy();
    // The breakdown's units are not offered as fixed options any more.
    expect(api.callsTo("GET /api/organization").every((c) => Number(c.query.get("limit")) <= 20)).toBe(true);
  });

  it("the create dialog: its fields, options and the schema's sentences in Spanish", async () => {
    const { events } = renderDashboard({ path: "/dashboard/campaigns", user: spanishUser, api: campaignApi() });
    await events.click(await screen.findByRole("button", { name: "Crear campaña" }));
    // happy-dom can leave Fluent's modal surface aria-hidden, which empties accessible names: the
    // dialog and its controls are found by their label texts instead.
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(dialog.getAttribute("aria-label")).toBe("Crear campaña de recertificación");
    expect(within(dialog).getByText("Cada seis meses")).toBeTruthy();
    const [accounts, access] = within(dialog).getAllByRole("checkbox", { hidden: true });
    await events.click(accounts!);
    await events.click(access!);
    await events.click(within(dialog).getByText("Crear", { selector: "button" }));
    expect(await within(dialog).findByText("El nombre es obligatorio")).toBeTruthy();
    expect(dialog.textContent).toContain("Elija cuentas, accesos o ambos");
    expect(dialog.textContent).toContain("La fecha debe tener el formato AAAA-MM-DD");
    for (const english of ["Choose accounts, access or both", "Name is required", "Date must be"]) expect(dialog.textContent).not.toContain(english);
  });
});
