// Issue 33 on the home page: a new super admin's checklist ticked from the institution's real state
// (each answer below is what the API says), hidden for good by its reader; the "My accounts" /
// "My units" shortcut of the other roles; the "Dormant" explanation; the checklist in Spanish.
import type { DashboardSummary } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import coreEs from "../../i18n/catalogues/core.es-CO.ts";
import pagesEs from "../../i18n/catalogues/pages.es-CO.ts";
import { provideBundle } from "../../i18n/load-catalogue.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { checklistDismissKey } from "./setup-checklist.tsx";

provideBundle("es-CO", "core", coreEs);
provideBundle("es-CO", "pages", pagesEs);
configure({ asyncUtilTimeout: 10_000 });

const SUMMARY: DashboardSummary = {
  accounts: { total: 0, byStatus: { active: 0, inactive: 0, in_transition: 0, pending_approval: 0 }, byPlatform: { facebook: 0, instagram: 0, twitter: 0, linkedin: 0, tiktok: 0, youtube: 0, other: 0 }, withoutBackupAdmin: 0, withoutBackupAdminList: [] },
  approvals: { accounts: 0, users: 0 },
  openFlags: { total: 0, bySeverity: { low: 0, medium: 0, high: 0, critical: 0 } },
  compliance: { users: 1, twoFactor: 0, securePassword: 0, trainingAccessibility: 0, trainingRisk: 0, trainingBrand: 0, policyAcceptance: null },
  expiringGrants: [],
  recentAudit: [],
};

/** One unit, no unit admin, a published policy, no identity provider, no account yet. */
function firstRunApi({ accounts = 0, unitAdmins = 0, providers = 0, imports = 0 } = {}) {
  const api = createFakeApi();
  api.on("GET /api/dashboard", { status: 200, body: { ...SUMMARY, accounts: { ...SUMMARY.accounts, total: accounts } } });
  api.on("GET /api/organization", { status: 200, body: listOf([makeUnit(1)]) });
  api.on("GET /api/users", (call) => ({ status: 200, body: listOf(call.query.get("role") === "unit_admin" && unitAdmins > 0 ? [makeUser("unit_admin", { id: 9 })] : []) }));
  api.on("GET /api/policies/current", { status: 200, body: { policy: { id: 1, version: 1, text: { type: "doc", content: [] }, createdAt: "2026-03-01T00:00:00.000Z" }, accepted: true } });
  api.on("GET /api/auth/providers", { status: 200, body: { providers: providers ? [{ id: "oidc", name: "Campus", loginUrl: "/api/auth/oidc/login" }] : [], passwordLogin: true } });
  if (imports > 0) api.on("GET /api/imports", (call) => ({ status: 200, body: { ...listOf([]), totalDocs: call.query.get("state") === "committed" ? imports : 0 } }));
  api.on("GET /api/dormancy/summary", { status: 200, body: { dormantDays: 180, dormantByUnit: [], dormantTotal: 0, idleDays: 90, idleUsers: [], idleUsersTotal: 0 } });
  return api;
}

const itemState = (id: string) => document.querySelector(`[data-item="${id}"]`)?.getAttribute("data-done");

afterEach(() => localStorage.clear());

describe("the first-run checklist", { timeout: 40_000 }, () => {
  it("ticks each step from the real state, links to where it is done, and stays hidden once hidden", async () => {
    const { events, router, unmount } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin", { id: 5 }), api: firstRunApi() });
    const card = await screen.findByRole("region", { name: "Getting started" });
    // A server without the import routes yet (404) counts as no import.
    expect(within(card).getByText(/2 of 6 done/)).toBeTruthy();
    expect([itemState("unit"), itemState("unitAdmin"), itemState("policy"), itemState("identity"), itemState("accounts"), itemState("import")]).toEqual(["true", "false", "true", "false", "false", "false"]);
    // A step done is not a link any more; one to do leads to where it is done.
    expect(within(card).queryByRole("link", { name: "Create the first unit" })).toBeNull();
    expect(within(card).getByRole("link", { name: "Configure the identity provider (OpenID Connect or SAML)" }).getAttribute("href")).toBe("/dashboard/identity-provider");
    expect(within(card).getByRole("link", { name: "Import units, people or accounts from a spreadsheet" }).getAttribute("href")).toBe("/dashboard/imports/new");
    await events.click(within(card).getByRole("link", { name: "Add the first unit admin" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users/create"));
    unmount();

    const again = renderDashboard({ path: "/dashboard", user: makeUser("super_admin", { id: 5 }), api: firstRunApi() });
    await again.events.click(within(await screen.findByRole("region", { name: "Getting started" })).getByRole("button", { name: "Hide the checklist" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Getting started" })).toBeNull());
    expect(localStorage.getItem(checklistDismissKey(5))).toBe("1");
    again.unmount();
    // Hidden for this person; another super admin still sees it.
    renderDashboard({ path: "/dashboard", user: makeUser("super_admin", { id: 6 }), api: firstRunApi() });
    expect(await screen.findByRole("region", { name: "Getting started" })).toBeTruthy();
  });

  it("is gone once every step is done, and never shown to other roles, who get their shortcut", async () => {
    const done = renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api: firstRunApi({ accounts: 3, unitAdmins: 1, providers: 1, imports: 1 }) });
    await screen.findByRole("link", { name: "Social media accounts: 3" });
    await waitFor(() => expect(done.api.callsTo("GET /api/auth/providers").length).toBeGreaterThan(0));
    expect(screen.queryByRole("region", { name: "Getting started" })).toBeNull();
    done.unmount();

    const { events, router } = renderDashboard({ path: "/dashboard", user: makeUser("unit_admin"), api: firstRunApi() });
    await events.click(await screen.findByRole("link", { name: "My units" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts"));
    expect(router.state.location.search).toMatchObject({ filters: [{ id: "view", value: ["mine"] }] });
    expect(screen.queryByRole("region", { name: "Getting started" })).toBeNull();
  });

  it("explains Dormant where the figure is, and speaks Spanish", async () => {
    const { events } = renderDashboard({ path: "/dashboard", user: makeUser("super_admin", { locale: "es-CO" }), api: firstRunApi() });
    const card = await screen.findByRole("region", { name: "Primeros pasos" });
    expect(within(card).getByText(/2 de 6 hechos/)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Agregar el primer administrador de unidad" })).toBeTruthy();
    await events.click(await screen.findByRole("button", { name: '¿Qué significa "Inactiva"?' }));
    expect(await screen.findByText(/una cuenta activa sin actividad conocida durante mucho tiempo/)).toBeTruthy();
  });
});
