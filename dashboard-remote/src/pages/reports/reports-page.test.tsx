// The Reports page (issue 32): the numbers in tables a screen reader reads (charts beside them are
// for the eye), the whole institution for a super admin, a unit admin asked to choose a unit,
// scheduling and stopping an e-mailed report, and the same page for a Spanish reader.
import type { ReportSchedule, UnitReport } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { englishLeftIn, provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import TEXTS from "../../i18n/messages/en/reports.json" with { type: "json" };

configure({ asyncUtilTimeout: 10_000 });
provideSpanish();

const REPORT: UnitReport = {
  unit: null,
  generatedAt: "2026-11-26T12:00:00.000Z",
  accounts: {
    total: 1234,
    byStatus: { active: 1000, inactive: 34, in_transition: 100, pending_approval: 100 },
    byPlatform: { facebook: 400, instagram: 300, twitter: 200, linkedin: 100, tiktok: 100, youtube: 100, other: 34 },
  },
  attestation: { active: 1000, attested: 600, due: 250, overdue: 100, notInCampaign: 50 },
  openFlags: { total: 9, bySeverity: { low: 1, medium: 2, high: 3, critical: 3 } },
  dormantAccounts: { total: 101, accounts: [{ id: 7, name: "Physics on X", unit: "Physics" }] },
  people: { total: 80, trainingAccessibility: 70, trainingRisk: 60, trainingBrand: 50, policyAcceptance: 40 },
  idlePeople: { total: 1, people: [{ id: 3, name: "Ana Idle", email: "ana@uni.edu", lastSignInAt: null }] },
  overdueHandover: { total: 1, tasks: [{ id: 5, kind: "rotate_password", account: { id: 7, name: "Physics on X" }, assignee: null, dueAt: "2026-11-01T00:00:00.000Z" }] },
};

const SCHEDULE: ReportSchedule = { id: 4, unit: null, frequency: "quarterly", format: "xlsx", nextRunOn: "2027-01-01", lastSentAt: null, createdAt: "2026-11-26T12:00:00.000Z" };

/** A table's rows as [header, value] pairs. */
function pairs(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("Reports page", { timeout: 60_000 }, () => {
  it("shows a super admin the whole institution, every figure in a table; schedules and stops an e-mailed report", async () => {
    const api = createFakeApi();
    api.on("GET /api/reports/units/all", { status: 200, body: REPORT });
    let schedules: ReportSchedule[] = [];
    api.on("GET /api/reports/schedules", () => ({ status: 200, body: { docs: schedules } }));
    api.on("POST /api/reports/schedules", (call) => {
      schedules = [{ ...SCHEDULE, ...(call.body as object) } as ReportSchedule];
      return { status: 201, body: { doc: schedules[0] } };
    });
    api.on(`DELETE /api/reports/schedules/${SCHEDULE.id}`, () => {
      schedules = [];
      return { status: 200, body: { message: "DELETED" } };
    });
    const { events } = renderDashboard({ path: "/dashboard/reports", user: makeUser("super_admin", { locale: "en" }), api });
    expect(await screen.findByRole("heading", { level: 2, name: `Report: ${TEXTS.wholeInstitution}` })).toBeTruthy();
    expect(pairs(screen.getByRole("table", { name: TEXTS.accountsByStatus }))).toEqual([
      ["Active", "1,000"],
      ["Inactive", "34"],
      ["In transition", "100"],
      ["Pending approval", "100"],
      ["Total", "1,234"],
    ]);
    expect(pairs(screen.getByRole("table", { name: TEXTS.attestation }))).toContainEqual([TEXTS.overdue, "100"]);
    expect(pairs(screen.getByRole("table", { name: TEXTS.openFlags }))).toContainEqual(["Critical", "3"]);
    expect(pairs(screen.getByRole("table", { name: TEXTS.people }))).toContainEqual([TEXTS.policyAcceptance, "40"]);
    // A list cut at its first rows says so; its total still counts every row.
    expect(screen.getByText("1 of 101 listed; the files hold the same list.")).toBeTruthy();
    expect(pairs(screen.getByRole("table", { name: TEXTS.handover }))).toEqual([["Rotate the account's password", "Physics on X", TEXTS.nobody, expect.any(String)]]);
    expect(screen.getByRole("button", { name: TEXTS.downloadPdf })).toBeTruthy();

    expect(await screen.findByText(TEXTS.noSchedules)).toBeTruthy();
    await events.click(screen.getByRole("button", { name: TEXTS.schedule }));
    await waitFor(() => expect(api.callsTo("POST /api/reports/schedules")[0]?.body).toEqual({ unitId: null, frequency: "monthly", format: "pdf" }));
    const stop = await screen.findByRole("button", { name: `${TEXTS.stop}: ${TEXTS.wholeInstitution}` });
    await events.click(stop);
    const confirm = await screen.findByRole("alertdialog", { hidden: true });
    await events.click(within(confirm).getByText(TEXTS.stop, { selector: "button" }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/reports/schedules/${SCHEDULE.id}`)).toHaveLength(1));
    expect(await screen.findByText(TEXTS.noSchedules)).toBeTruthy();
  });

  it("asks a unit admin to choose a unit before any report is read", async () => {
    const api = createFakeApi();
    api.on("GET /api/reports/schedules", { status: 200, body: { docs: [] } });
    renderDashboard({ path: "/dashboard/reports", user: makeUser("unit_admin", { locale: "en" }), api });
    expect((await screen.findAllByText(TEXTS.chooseUnit)).length).toBeGreaterThan(0);
    expect(api.calls.filter((c) => c.path.startsWith("/api/reports/units/"))).toEqual([]);
  });

  it("speaks Spanish to a Spanish reader: sections, states and numbers the es-CO way", async () => {
    const api = createFakeApi();
    api.on("GET /api/reports/units/12", { status: 200, body: { ...REPORT, unit: { id: 12, name: "Física", path: "/1/12/", pathNames: ["Universidad", "Física"] } } });
    api.on("GET /api/reports/schedules", { status: 200, body: { docs: [] } });
    renderDashboard({ path: "/dashboard/reports?unit=12", user: makeUser("unit_admin", { locale: "es-CO" }), api });
    expect(await screen.findByRole("heading", { level: 2, name: "Informe: Universidad / Física" })).toBeTruthy();
    expect(pairs(screen.getByRole("table", { name: "Cuentas por estado" }))).toEqual([
      ["Activa", "1.000"],
      ["Inactiva", "34"],
      ["En transición", "100"],
      ["Pendiente de aprobación", "100"],
      ["Total", "1.234"],
    ]);
    expect(pairs(screen.getByRole("table", { name: "Cobertura de la certificación" }))).toContainEqual(["Vencidas", "100"]);
    expect(screen.getByRole("button", { name: "Descargar PDF" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Recibir este informe por correo" })).toBeTruthy();
    expect(englishLeftIn(document.body.textContent ?? "", ["reports", "shell"])).toEqual([]);
  });
});
