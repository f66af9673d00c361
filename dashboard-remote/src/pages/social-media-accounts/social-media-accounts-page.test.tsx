import { ERRORS, TOASTS, UI } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeApi, type FakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { OPTIONS, makeAccount } from "./social-media-fixtures.ts";

const ACCOUNTS = [
  makeAccount(1, { name: "Science YouTube", status: "active", organizations: [{ id: 10, name: "Faculty of Science" }, { id: 11, name: "Physics" }, { id: 12, name: "Chemistry" }] }),
  makeAccount(2, { name: "Arts X", platform: "twitter", status: "inactive", primaryAdmin: null }),
  makeAccount(3, { name: "New Page", platform: "facebook", status: "pending_approval" }),
  makeAccount(4, { name: "Moving", platform: "other", status: "in_transition" }),
];

function accountsApi(statusAnswer: { status: number; body?: unknown } = { status: 200, body: { doc: ACCOUNTS[0] } }): FakeApi {
  const api = createFakeApi();
  api.on("GET /api/social-medias", { status: 200, body: listOf(ACCOUNTS) });
  // The unit and administrator filters search the scoped lists, and name chosen ids from their records.
  const searched = <T extends { name: string; email?: string }>(docs: readonly T[]) => (call: { query: URLSearchParams }) => {
    const words = (call.query.get("search") ?? "").toLowerCase();
    const found = docs.filter((doc) => `${doc.name} ${doc.email ?? ""}`.toLowerCase().includes(words));
    return { status: 200, body: listOf(found.slice(0, 20), 1, 20, found.length) };
  };
  api.on("GET /api/organization", searched(OPTIONS.units));
  api.on("GET /api/users", searched(OPTIONS.users));
  for (const unit of OPTIONS.units) api.on(`GET /api/organization/${unit.id}`, { status: 200, body: { doc: unit } });
  for (const user of OPTIONS.users) api.on(`GET /api/users/${user.id}`, { status: 200, body: { doc: user } });
  for (const account of ACCOUNTS) api.on(`PATCH /api/social-medias/status/${account.id}`, statusAnswer);
  return api;
}

const renderAccounts = (role: "super_admin" | "unit_admin" | "social_media_manager", path = "/dashboard/social-media-accounts", api = accountsApi()) =>
  renderDashboard({ path, user: makeUser(role), api });

// Fluent's modal focus trap (Tabster) marks a dialog aria-hidden while focus is outside it, and in
// happy-dom focus does not reliably move into a dialog that loads its content; so role queries here
// include aria-hidden elements. The end-to-end test checks the real browser's accessibility tree.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

async function openedDialog(): Promise<HTMLElement> {
  return screen.findByRole("alertdialog", {}, { timeout: 5000 });
}

/** A confirmation by its title (Fluent's opening transition may still hide it from the accessibility tree). */
const confirmDialog = async (title: string) => (await screen.findByText(title, {}, { timeout: 5000 })).closest("[role=alertdialog]") as HTMLElement;

const rowOf = async (name: string) => (await screen.findByRole("cell", { name }, { timeout: 5000 })).closest("tr") as HTMLElement;

describe("Social media accounts table", () => {
  it("shows every column, the badges, the first unit with '+N more' and a dash without administrator", async () => {
    renderAccounts("super_admin");
    // The page's code loads first (lazily): allow it the time a loaded machine takes.
    const table = await screen.findByRole("table", { name: "Social Media" }, { timeout: 5000 });
    await within(table).findByRole("cell", { name: "Science YouTube" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["", "Name", "Platform", "Status", "Unit", "Administrator", "Public", "Actions"]);
    expect(within(table).getByRole("checkbox", { name: "Select Science YouTube" })).toBeTruthy();

    const first = await rowOf("Science YouTube");
    expect(within(first).getByText("YouTube")).toBeTruthy();
    // The badge, not the word beside the Active switch.
    expect(within(first).getByText("Active", { selector: "[data-badge]" }).getAttribute("data-color")).toBe("success");
    expect(within(first).getByText("Faculty of Science")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "+2 more" })).toBeTruthy();
    expect(within(first).getByText("Una Admin")).toBeTruthy();

    const second = await rowOf("Arts X");
    expect(within(second).getByText("Twitter")).toBeTruthy();
    expect(within(second).getByText("Inactive", { selector: "[data-badge]" }).getAttribute("data-color")).toBe("danger");
    expect(within(second).getByText("—")).toBeTruthy();
    expect(within(await rowOf("New Page")).getByText("Pending Approval").getAttribute("data-color")).toBe("warning");
    expect(within(await rowOf("Moving")).getByText("Other")).toBeTruthy();
  });

  it("the '+N more' card is titled 'All Units' and lists them all", async () => {
    const { events } = renderAccounts("super_admin");
    const row = await rowOf("Science YouTube");
    await events.hover(within(row).getByRole("button", { name: "+2 more" }));
    const card = await screen.findByLabelText(UI.allUnits);
    expect(within(card).getByText(UI.allUnits)).toBeTruthy();
    expect(within(card).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Faculty of Science", "Physics", "Chemistry"]);
  });

  it("filters by status, platform, unit and administrator through the URL and the API query", async () => {
    const { events, router, api } = renderAccounts("super_admin");
    await rowOf("Science YouTube");
    await events.click(screen.getByRole("button", { name: "Unit filter" }));
    await events.click(screen.getByRole("checkbox", { name: "Faculty of Science" }));
    await events.click(screen.getByRole("checkbox", { name: "Physics" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Unit: Faculty of Science, Physics (filter)" })).toBeTruthy());
    await events.click(screen.getByRole("checkbox", { name: "Chemistry" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Unit: Faculty of Science, 2 more (filter)" })).toBeTruthy());
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filters: [{ id: "organization", value: ["10", "11", "12"] }] }));
    expect(api.callsTo("GET /api/social-medias").at(-1)?.query.get("organization")).toBe("10,11,12");

    await events.click(screen.getByRole("button", { name: "Administrator filter" }));
    await events.type(screen.getByRole("searchbox", { name: "Search people by name or e-mail" }), "ua@");
    await waitFor(() => expect(api.callsTo("GET /api/users").some((call) => call.query.get("search") === "ua@" && call.query.get("limit") === "20")).toBe(true));
    await events.click(await screen.findByRole("checkbox", { name: "Una Admin (ua@uni.edu)" }));
    await waitFor(() => expect(api.callsTo("GET /api/social-medias").at(-1)?.query.get("primaryAdmin")).toBe("2"));
    // Searched on the server (issue 15): the whole list of units and people is never asked for.
    expect(api.callsTo("GET /api/social-medias/options")).toHaveLength(0);
  });

  it("names the units and administrator a link's filters choose, from their records", async () => {
    const filters = encodeURIComponent(JSON.stringify([{ id: "organization", value: ["11"] }, { id: "primaryAdmin", value: ["3"] }]));
    renderAccounts("super_admin", `/dashboard/social-media-accounts?filters=${filters}`);
    await rowOf("Science YouTube");
    await waitFor(() => expect(screen.getByRole("button", { name: "Unit: Physics (filter)" })).toBeTruthy());
    await waitFor(() => expect(screen.getByRole("button", { name: "Administrator: Sam Manager (filter)" })).toBeTruthy());
  });

  it("reads status and platform filters and the search from the URL", async () => {
    const filters = encodeURIComponent(JSON.stringify([{ id: "status", value: ["pending_approval"] }, { id: "platform", value: ["youtube", "twitter"] }]));
    const { api } = renderAccounts("unit_admin", `/dashboard/social-media-accounts?filters=${filters}&search=Sci`);
    await rowOf("Science YouTube");
    const query = api.callsTo("GET /api/social-medias")[0]?.query;
    // A unit admin lands on "My units", what needs them first (issue 33).
    expect(Object.fromEntries(query ?? [])).toEqual({ page: "1", limit: "10", status: "pending_approval", platform: "youtube,twitter", search: "Sci", mine: "true", sort: "attention" });
    expect(screen.getByRole("button", { name: "Platform: Twitter, YouTube (filter)" })).toBeTruthy();
  });
});

describe("row actions by role", () => {
  it("a super admin sees the switch on active/inactive rows, eye, pencil, Approve and Activate", async () => {
    renderAccounts("super_admin");
    const active = await rowOf("Science YouTube");
    expect(within(active).getByRole<HTMLInputElement>("switch", { name: "Active" }).checked).toBe(true);
    expect(within(active).getByRole("button", { name: "View details" })).toBeTruthy();
    expect(within(active).getByRole("button", { name: "Edit account" })).toBeTruthy();
    expect(within(await rowOf("Arts X")).getByRole<HTMLInputElement>("switch", { name: "Active" }).checked).toBe(false);
    const pending = await rowOf("New Page");
    expect(within(pending).queryByRole("switch", { name: "Active" })).toBeNull();
    expect(within(pending).getByRole("button", { name: "Approve" })).toBeTruthy();
    expect(within(await rowOf("Moving")).getByRole("button", { name: "Activate" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create account" })).toBeTruthy();
  });

  it("a unit admin has eye and pencil only", async () => {
    renderAccounts("unit_admin");
    const pending = await rowOf("New Page");
    expect(within(pending).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryAllByRole("switch", { name: "Active" })).toHaveLength(0);
    // The directory switch is theirs to use: unit admins publish accounts in their scope.
    expect(screen.queryAllByRole("switch", { name: /^Public: / }).length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Activate" })).toBeNull();
    expect(within(pending).getByRole("button", { name: "Edit account" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create account" })).toBeTruthy();
  });

  it("a social media manager has the eye only, and no create button", async () => {
    renderAccounts("social_media_manager");
    const row = await rowOf("Science YouTube");
    expect(within(row).getByRole("button", { name: "View details" })).toBeTruthy();
    expect(within(row).queryByRole("button", { name: "Edit account" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Create account" })).toBeNull();
  });

  it("the pencil goes to the edit page", async () => {
    const { events, router } = renderAccounts("unit_admin");
    await events.click(within(await rowOf("Arts X")).getByRole("button", { name: "Edit account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/social-media-accounts/update/2"));
  });

  it("Approve and Activate ask first, then send the transition and toast 'Status updated successfully'", async () => {
    const { events, api } = renderAccounts("super_admin");
    await events.click(within(await rowOf("New Page")).getByRole("button", { name: "Approve" }));
    // Found while Fluent's opening transition may still hide it from the accessibility tree.
    const approve = await confirmDialog("Approve New Page?");
    expect(api.callsTo("PATCH /api/social-medias/status/3")).toHaveLength(0);
    await events.click(within(approve).getByRole("button", { name: "Approve", hidden: true }));
    expect((await screen.findAllByText(TOASTS.statusUpdated)).length).toBeGreaterThan(0);
    expect(api.callsTo("PATCH /api/social-medias/status/3")[0]?.body).toEqual({ status: "in_transition" });
    await events.click(within(await rowOf("Moving")).getByRole("button", { name: "Activate" }));
    const activate = await confirmDialog("Activate Moving?");
    expect(api.callsTo("PATCH /api/social-medias/status/4")).toHaveLength(0);
    await events.click(within(activate).getByRole("button", { name: "Activate", hidden: true }));
    await waitFor(() => expect(api.callsTo("PATCH /api/social-medias/status/4")[0]?.body).toEqual({ status: "active" }));
  });

  it("switching an inactive account on activates it directly", async () => {
    const { events, api } = renderAccounts("super_admin");
    await events.click(within(await rowOf("Arts X")).getByRole("switch", { name: "Active" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/social-medias/status/2")[0]?.body).toEqual({ status: "active" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("a refused status change toasts the section 8 error", async () => {
    const api = accountsApi({ status: 409, body: { message: "INVALID_TRANSITION" } });
    const { events } = renderAccounts("super_admin", undefined, api);
    await events.click(within(await rowOf("New Page")).getByRole("button", { name: "Approve" }));
    await events.click(within(await confirmDialog("Approve New Page?")).getByRole("button", { name: "Approve", hidden: true }));
    expect((await screen.findAllByText(ERRORS.socialMediaStatusToast)).length).toBeGreaterThan(0);
  });
});

describe("deactivation dialog", () => {
  it("requires a reason: Confirm stays disabled until the trimmed reason is longer than 10 characters", async () => {
    const { events, api } = renderAccounts("super_admin");
    await events.click(within(await rowOf("Science YouTube")).getByRole("switch", { name: "Active" }));
    const dialog = await openedDialog();
    expect(within(dialog).getByText("Once deactivated, only the Super Admin can reactivate this account.")).toBeTruthy();
    const confirm = await within(dialog).findByRole<HTMLButtonElement>("button", { name: "Confirm" }, { timeout: 5000 });
    const reason = within(dialog).getByRole("textbox", { name: /Deactivation reason/ });
    expect(confirm.disabled).toBe(true);
    await events.type(reason, "   0123456789   ");
    expect(confirm.disabled).toBe(true);
    await events.type(reason, "x");
    expect(confirm.disabled).toBe(false);
    await events.click(confirm);
    await waitFor(() =>
      expect(api.callsTo("PATCH /api/social-medias/status/1")[0]?.body).toEqual({ status: "inactive", deactivationReason: "0123456789   x" }),
    );
    expect((await screen.findAllByText(TOASTS.statusUpdated)).length).toBeGreaterThan(0);
  });

  it("Cancel closes without a call", async () => {
    const { events, api } = renderAccounts("super_admin");
    await events.click(within(await rowOf("Science YouTube")).getByRole("switch", { name: "Active" }));
    const dialog = await openedDialog();
    await events.click(await within(dialog).findByRole("button", { name: "Cancel" }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("PATCH /api/social-medias/status/1")).toHaveLength(0);
  });
});
