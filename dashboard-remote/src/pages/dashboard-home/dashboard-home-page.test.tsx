import type { DashboardSummary } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { formatsFor } from "../../components/format/formats.ts";
import homeEn from "../../i18n/messages/en/home.json" with { type: "json" };

// An English reader's dates (en-001: day/month/year, 12-hour clock).
const { date: formatDate, dateTime: formatDateTime } = formatsFor("en-001");

configure({ asyncUtilTimeout: 10_000 });

const SUMMARY: DashboardSummary = {
  accounts: {
    total: 7,
    byStatus: { active: 4, inactive: 1, in_transition: 0, pending_approval: 2 },
    byPlatform: { facebook: 3, instagram: 2, twitter: 1, linkedin: 0, tiktok: 0, youtube: 1, other: 0 },
    withoutBackupAdmin: 2,
    withoutBackupAdminList: [
      { id: 1, name: "Biology Instagram", unit: { id: 8, name: "Biology", pathNames: ["University", "Faculty of Science", "Biology"] } },
      { id: 2, name: "Chem Facebook" },
    ],
  },
  approvals: { accounts: 2, users: 3 },
  openFlags: { total: 5, bySeverity: { low: 1, medium: 0, high: 3, critical: 1 } },
  compliance: { users: 10, twoFactor: 9, securePassword: 5, trainingAccessibility: 10, trainingRisk: 2, trainingBrand: 0, policyAcceptance: 7 },
  expiringGrants: [{ user: { id: 44, name: "Tess Temp" }, unit: { id: 3, name: "Faculty" }, endDate: "2026-03-20" }],
  recentAudit: [
    { id: 90, action: "flag_resolution", entity: "flags", document: 6, documentName: "Biology Instagram", createdAt: "2026-03-14T18:05:09.000Z", user: { id: 1, name: "Root Admin", role: "super_admin" }, prev: null, current: null, organizations: [] },
  ],
};

function homeApi(summary: DashboardSummary = SUMMARY) {
  const api = createFakeApi();
  api.on("GET /api/dashboard", { status: 200, body: summary });
  return api;
}

describe("Dashboard home", { timeout: 40_000 }, () => {
  it("shows the figures as cards and charts", async () => {
    renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api: homeApi() });
    expect(await screen.findByRole("link", { name: "Social media accounts: 7" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Accounts awaiting approval: 2" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Users awaiting review: 3" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open risk flags: 5" })).toBeTruthy();
    const platforms = screen.getByRole("list", { name: "Accounts by platform" });
    expect(within(platforms).getAllByRole("link")).toHaveLength(7);
    const compliance = screen.getByRole("region", { name: "Compliance" });
    expect(within(compliance).getByRole("link", { name: "Two-factor authentication: 90%, 9 of 10" })).toBeTruthy();
    expect(within(compliance).getByRole("link", { name: "Accepted the current policy: 70%, 7 of 10" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tess Temp" })).toBeTruthy();
    // An account without a backup administrator says its unit and where that sits (namesakes apart).
    const backup = screen.getByRole("region", { name: "Accounts without a backup administrator" });
    expect(backup.textContent).toContain("Biology InstagramBiologyUniversity › Faculty of Science");
    const activity = screen.getByRole("region", { name: "Recent activity" });
    // Named as people name them, in the product's moment format; and the expiring grant's date too.
    // The record by its name, not its number (issue 30).
    expect(activity.textContent).toContain("Flag Resolution · Risk flag: Biology Instagram");
    expect(activity.textContent).not.toContain("#6");
    expect(activity.textContent).not.toContain("flags");
    expect(activity.textContent).toContain(formatDateTime("2026-03-14T18:05:09.000Z"));
    expect(document.body.textContent).toContain(formatDate("2026-03-20"));
    expect(document.body.textContent).not.toContain("2026-03-20");
  });

  it("writes the figures of a large institution with the language's grouping, in text as in the charts", async () => {
    const large = { ...SUMMARY, compliance: { ...SUMMARY.compliance, users: 17007, twoFactor: 12755 }, accounts: { ...SUMMARY.accounts, withoutBackupAdmin: 5984 } };
    renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api: homeApi(large) });
    const compliance = await screen.findByRole("region", { name: "Compliance" });
    expect(compliance.textContent).toContain("Of 17,007 active users in scope");
    expect(within(compliance).getByRole("link", { name: "Two-factor authentication: 75%, 12,755 of 17,007" })).toBeTruthy();
    expect(document.body.textContent).toContain("Accounts without a backup administrator: 5,984");
    expect(document.body.textContent).not.toMatch(/\b17007\b|\b5984\b/);
  });

  it("each figure links to its list with that list's URL filters", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api: homeApi() });
    await events.click(await screen.findByRole("link", { name: "Pending Approval: 2" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts"));
    // The figure counts the whole scope, so its link opens "All accounts" (issue 33), whatever the reader's default view.
    expect(router.state.location.search).toMatchObject({ filters: [{ id: "view", value: ["all"] }, { id: "status", value: ["pending_approval"] }] });
    expect(decodeURIComponent(router.state.location.href)).toContain('filters=[{"id":"view","value":["all"]},{"id":"status","value":["pending_approval"]}]');
  });

  it("the expiring-access card's See all leads to the users list filtered to those people", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api: homeApi() });
    const card = await screen.findByRole("region", { name: "Temporary access ending in the next 14 days" });
    await events.click(within(card).getByRole("link", { name: "See all" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users"));
    expect(router.state.location.search).toMatchObject({ filters: [{ id: "expiring", value: ["yes"] }] });
  });

  it("open flags by severity lead to the flags list filtered by status and severity", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard", user: makeUser("unit_admin"), api: homeApi() });
    await events.click(await screen.findByRole("link", { name: "High: 3" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/flags"));
    expect(router.state.location.search).toMatchObject({
      filters: [
        { id: "status", value: ["open", "in_review"] },
        { id: "severity", value: ["high"] },
      ],
    });
  });

  it("shows a manager neither user reviews nor audit activity", async () => {
    renderDashboard({ path: "/dashboard", user: makeUser("social_media_manager"), api: homeApi({ ...SUMMARY, approvals: { accounts: 0, users: null }, recentAudit: null }) });
    await screen.findByRole("link", { name: "Social media accounts: 7" });
    expect(screen.queryByRole("link", { name: /Users awaiting review/ })).toBeNull();
    expect(screen.queryByRole("region", { name: "Recent activity" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Tess Temp" })).toBeNull();
    expect(screen.getByText("Tess Temp")).toBeTruthy();
  });
});

describe("accounts without a backup administrator", () => {
  it("the figure leads to the accounts list filtered to exactly those accounts", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api: homeApi() });
    await events.click(await screen.findByRole("link", { name: "Accounts without a backup administrator: 2" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts"));
    expect(router.state.location.search).toMatchObject({ filters: [{ id: "view", value: ["all"] }, { id: "backupAdmin", value: ["none"] }] });
  });
});

describe("compliance rows", () => {
  it("each leads to the active users who lack that item", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api: homeApi() });
    await events.click(await screen.findByRole("link", { name: "Two-factor authentication: 90%, 9 of 10" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users"));
    expect(router.state.location.search).toMatchObject({
      filters: [
        { id: "status", value: ["active"] },
        { id: "lacking", value: ["twoFactor"] },
      ],
    });
  });
});

describe("the home page in Spanish", () => {
  it("says every figure, card and date in Spanish, and no English sentence of its own is left", async () => {
    renderDashboard({ path: "/dashboard", user: makeUser("super_admin", { locale: "es-CO" }), api: homeApi() });
    expect(await screen.findByRole("link", { name: "Cuentas de redes sociales: 7" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Cuentas pendientes de aprobación: 2" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Pendiente de aprobación: 2" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alta: 3" })).toBeTruthy();
    const compliance = screen.getByRole("region", { name: "Cumplimiento" });
    expect(compliance.textContent).toContain("De 10 usuarios activos en su alcance");
    const ninety = new Intl.NumberFormat("es-CO", { style: "percent" }).format(0.9);
    expect(within(compliance).getByRole("link", { name: `Autenticación en dos pasos: ${ninety}, 9 de 10` })).toBeTruthy();
    const activity = screen.getByRole("region", { name: "Actividad reciente" });
    expect(activity.textContent).toContain("Resolución de alerta");
    expect(activity.textContent).toContain("Root Admin (");
    const spanish = formatsFor("es-CO");
    expect(activity.textContent).toContain(spanish.dateTime("2026-03-14T18:05:09.000Z"));
    expect(document.body.textContent).toContain(`en Faculty, termina el ${spanish.date("2026-03-20")}`);
    expect(screen.getByRole("link", { name: "Cuentas sin administrador suplente: 2" })).toBeTruthy();
    // No English sentence of the home page's own texts is on the page.
    const text = document.body.textContent ?? "";
    const english = Object.values(homeEn as Record<string, string>)
      .map((message) => message.split(/\{[^{}]*\}/)[0]!.trim())
      .filter((start) => start.split(" ").length >= 2);
    expect(english.filter((start) => text.includes(start))).toEqual([]);
  });
});
