// Issue 33 on the accounts page: the "My accounts" / "All accounts" switch (each role's default and
// what it asks the API), the empty "My accounts" view, rejecting a pending account from its details
// with a required reason, and the "In transition" explanation, in English and in Spanish.
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@steward/shared";
import coreEs from "../../i18n/catalogues/core.es-CO.ts";
import pagesEs from "../../i18n/catalogues/pages.es-CO.ts";
import { provideBundle } from "../../i18n/load-catalogue.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { OPTIONS, makeAccount } from "./social-media-fixtures.ts";

provideBundle("es-CO", "core", coreEs);
provideBundle("es-CO", "pages", pagesEs);

const PENDING = makeAccount(3, { name: "New Page", platform: "facebook", status: "pending_approval" });
const MOVING = makeAccount(4, { name: "Moving", status: "in_transition" });

function accountsApi(docs = [PENDING, MOVING]) {
  const api = createFakeApi();
  api.on("GET /api/social-medias", (call) => ({ status: 200, body: listOf(call.query.get("mine") === "true" && docs.length === 0 ? [] : docs) }));
  api.on("GET /api/social-medias/options", { status: 200, body: OPTIONS });
  for (const account of [PENDING, MOVING]) api.on(`GET /api/social-medias/${account.id}`, { status: 200, body: { doc: account } });
  api.on("GET /api/social-medias/saved-latest-post", { status: 200, body: { success: true, data: null, message: "" } });
  api.on("GET /api/audit-logs", { status: 200, body: listOf([]) });
  api.on("PATCH /api/social-medias/reject/3", (call) => ({ status: 200, body: { doc: { ...PENDING, status: "inactive", deactivationReason: (call.body as { reason: string }).reason } } }));
  return api;
}

const listQuery = (api: ReturnType<typeof createFakeApi>, index = -1) => Object.fromEntries(api.callsTo("GET /api/social-medias").at(index)?.query ?? []);
const render = (role: Role, api = accountsApi(), locale: "en" | "es-CO" = "en") =>
  renderDashboard({ path: "/dashboard/social-media-accounts", user: makeUser(role, { locale }), api });

describe("My accounts / All accounts", () => {
  it("a manager lands on their own accounts and may switch to all of them", async () => {
    const api = accountsApi();
    const { events } = render("social_media_manager", api);
    const views = await screen.findByRole("tablist", { name: "Which accounts" });
    expect(within(views).getByRole("tab", { name: "My accounts", selected: true })).toBeTruthy();
    await screen.findByRole("cell", { name: "New Page" });
    expect(listQuery(api)).toEqual({ page: "1", limit: "10", mine: "true" });
    await events.click(within(views).getByRole("tab", { name: "All accounts" }));
    await waitFor(() => expect(listQuery(api)).toEqual({ page: "1", limit: "10" }));
  });

  it("a unit admin lands on their units, what needs them first; a super admin on all accounts", async () => {
    const api = accountsApi();
    render("unit_admin", api);
    expect(await screen.findByRole("tab", { name: "My units", selected: true })).toBeTruthy();
    expect(screen.getByText(/What needs you comes first/)).toBeTruthy();
    await waitFor(() => expect(listQuery(api)).toEqual({ page: "1", limit: "10", mine: "true", sort: "attention" }));
  });

  it("a super admin starts on all accounts; an empty My accounts says so and leads back", async () => {
    const api = accountsApi([]);
    const { events } = render("super_admin", api);
    expect(await screen.findByRole("tab", { name: "All accounts", selected: true })).toBeTruthy();
    expect(await screen.findByText(/No social media accounts yet\. Register/)).toBeTruthy();
    await events.click(screen.getByRole("tab", { name: "My accounts" }));
    expect(await screen.findByText(/You do not administer or manage any account yet/)).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "All accounts" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "All accounts", selected: true })).toBeTruthy());
  });
});

/** The account's details, opened from its row (as account-details-dialog.test.tsx does). */
async function openDetails(events: { click(el: Element): Promise<void> }, name: string, view = "View details") {
  const row = (await screen.findByRole("cell", { name }, { timeout: 10_000 })).closest("tr") as HTMLElement;
  await events.click(within(row).getByRole("button", { name: view }));
  const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
  await within(dialog).findByRole("heading", { name: new RegExp(name) }, { timeout: 5000 });
  return dialog;
}
const alertNamed = async (title: string) => (await screen.findByText(title, {}, { timeout: 5000 })).closest("[role=alertdialog]") as HTMLElement;

describe("rejecting a pending account", () => {
  // Fluent's focus trap marks a dialog aria-hidden while focus is elsewhere in happy-dom (see
  // account-details-dialog.test.tsx); the Chromium test reads the real accessibility tree.
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));

  it("a super admin rejects from the details, and only with a reason", async () => {
    const api = accountsApi();
    const { events } = render("super_admin", api);
    const details = await openDetails(events, "New Page");
    await events.click(await within(details).findByRole("button", { name: "Reject" }));
    const dialog = await alertNamed("Reject New Page");
    expect(within(dialog).getByText(/whoever requested it receives your reason by e-mail/)).toBeTruthy();
    await events.click(within(dialog).getByRole("button", { name: "Reject account" }));
    expect(await within(dialog).findByText("A reason is required to reject an account.")).toBeTruthy();
    expect(api.callsTo("PATCH /api/social-medias/reject/3")).toHaveLength(0);
    await events.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Duplicate of the faculty page");
    await events.click(within(dialog).getByRole("button", { name: "Reject account" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/social-medias/reject/3").map((c) => c.body)).toEqual([{ reason: "Duplicate of the faculty page" }]));
    expect(await screen.findByText("Account rejected. Whoever requested it has been told.")).toBeTruthy();
  });

  it("is not offered to a unit admin, nor on an account that is not pending", async () => {
    const { events } = render("unit_admin");
    const details = await openDetails(events, "New Page");
    await within(details).findByRole("tab", { name: "Overview" }, { timeout: 5000 });
    expect(within(details).queryByRole("button", { name: "Reject" })).toBeNull();
  });

  it("explains In transition where the status shows, and rejects in Spanish", async () => {
    const { events } = render("super_admin", accountsApi(), "es-CO");
    const details = await openDetails(events, "Moving", "Ver detalles");
    await events.click(await within(details).findByRole("button", { name: '¿Qué significa "En transición"?' }));
    expect(await screen.findByText(/En transición: un superadministrador la aprobó, pero aún no está activa/)).toBeTruthy();
    await events.click(within(details).getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const second = await openDetails(events, "New Page", "Ver detalles");
    await events.click(await within(second).findByRole("button", { name: "Rechazar" }));
    const dialog = await alertNamed("Rechazar New Page");
    await events.click(within(dialog).getByRole("button", { name: "Rechazar la cuenta" }));
    expect(await within(dialog).findByText("Debe indicar un motivo para rechazar una cuenta.")).toBeTruthy();
  });
});
