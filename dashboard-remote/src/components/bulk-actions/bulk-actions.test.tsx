// Bulk actions on the accounts list (issue 33): rows are chosen by their checkboxes, the bar says
// how many and widens the choice to every account the filter matches; an action is checked by the
// server's dry run first (refused rows with their reasons, no Confirm while any is refused), and a
// confirmed one toasts, clears the choice and sends exactly the selection that was shown.
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkActionResult } from "@steward/shared";
import { createFakeApi, type RecordedCall } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { makeAccount } from "../../pages/social-media-accounts/social-media-fixtures.ts";

const ACCOUNTS = [
  makeAccount(1, { name: "Science YouTube", status: "active" }),
  makeAccount(2, { name: "Arts X", platform: "twitter", status: "active" }),
  makeAccount(3, { name: "New Page", platform: "facebook", status: "pending_approval" }),
];

const result = (over: Partial<BulkActionResult>): BulkActionResult => ({
  operationId: "op-1",
  action: "approve",
  dryRun: true,
  committed: false,
  counts: { selected: 2, changed: 2, skipped: 0, refused: 0 },
  refused: [],
  ...over,
});

function accountsApi(answer: (call: RecordedCall) => BulkActionResult) {
  const api = createFakeApi();
  // 40 accounts match the filter; the page shows three of them.
  api.on("GET /api/social-medias", { status: 200, body: listOf(ACCOUNTS, 1, 10, 40) });
  api.on("POST /api/social-medias/bulk", (call) => ({ status: 200, body: answer(call) }));
  return api;
}

// Fluent's dialogs hide the page from the accessibility tree while their focus trap settles (see
// social-media-accounts-page.test.tsx); the browser test checks the real tree.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

async function choose(name: string) {
  const table = await screen.findByRole("table", { name: "Social Media" }, { timeout: 10_000 });
  return within(table).findByRole("checkbox", { name: `Select ${name}` }, { timeout: 10_000 });
}

describe("bulk actions on the accounts list", () => {
  it("chooses rows, checks the action first, and confirms only what was checked", async () => {
    const api = accountsApi((call) => {
      const dryRun = (call.body as { dryRun: boolean }).dryRun;
      return result({ dryRun, committed: !dryRun });
    });
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts", user: makeUser("super_admin"), api });
    expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull();
    await events.click(await choose("Science YouTube"));
    await events.click(await choose("New Page"));
    const bar = await screen.findByRole("region", { name: "Bulk actions" }, { timeout: 10_000 });
    expect(within(bar).getByRole("status").textContent).toBe("2 selected");

    await events.click(within(bar).getByRole("button", { name: "Actions" }));
    await events.click(await screen.findByRole("menuitem", { name: "Approve" }));
    // Nothing more to ask: the dry run is sent at once and its summary shown.
    expect(await screen.findByText("2 records will change", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText("None is already in that state")).toBeTruthy();
    expect(api.callsTo("POST /api/social-medias/bulk").map((c) => c.body)).toEqual([{ action: "approve", selection: { ids: [1, 3] }, params: {}, dryRun: true }]);

    await events.click(screen.getByRole("button", { name: "Confirm" }));
    expect((await screen.findAllByText("2 records changed.", {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(api.callsTo("POST /api/social-medias/bulk")[1]?.body).toEqual({ action: "approve", selection: { ids: [1, 3] }, params: {}, dryRun: false });
    // The choice is cleared: the bar is gone and no row is checked.
    await waitFor(() => expect(screen.queryByRole("region", { name: "Bulk actions" })).toBeNull());
    expect(((await choose("Science YouTube")) as HTMLInputElement).checked).toBe(false);
  });

  it("widens the choice to every account the filter matches, and shows refused accounts without a Confirm", async () => {
    const api = accountsApi(() =>
      result({ action: "deactivate", counts: { selected: 40, changed: 39, skipped: 0, refused: 1 }, refused: [{ id: 3, name: "New Page", reason: "This account cannot move to that status from the one it has now." }] }),
    );
    const { events } = renderDashboard({ path: `/dashboard/social-media-accounts?filters=${encodeURIComponent(JSON.stringify([{ id: "status", value: ["active"] }]))}`, user: makeUser("super_admin"), api });
    await events.click(await choose("Arts X"));
    const bar = await screen.findByRole("region", { name: "Bulk actions" }, { timeout: 10_000 });
    await events.click(within(bar).getByRole("button", { name: "Select all 40 matching the filter" }));
    expect(within(bar).getByRole("status").textContent).toBe("All 40 records matching the filter are selected.");
    // Every row shown reads as chosen, not only the one ticked by hand.
    for (const name of ["Science YouTube", "Arts X", "New Page"]) expect(((await choose(name)) as HTMLInputElement).checked).toBe(true);

    await events.click(within(bar).getByRole("button", { name: "Actions" }));
    await events.click(await screen.findByRole("menuitem", { name: "Deactivate" }));
    const check = await screen.findByRole("button", { name: "Check what would change" }, { timeout: 10_000 });
    // A reason first, long enough.
    expect(check.hasAttribute("disabled")).toBe(true);
    await events.type(screen.getByRole("textbox", { name: /Deactivation reason/ }), "Merged into the faculty account");
    await waitFor(() => expect(check.hasAttribute("disabled")).toBe(false));
    await events.click(check);
    expect(await screen.findByText("1 is refused", {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/This account cannot move to that status/).closest("li")?.textContent).toBe("New Page: This account cannot move to that status from the one it has now.");
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    const [sent] = api.callsTo("POST /api/social-medias/bulk");
    expect(sent?.body).toMatchObject({ action: "deactivate", params: { reason: "Merged into the faculty account" }, dryRun: true });
    expect((sent?.body as { selection: unknown }).selection).toEqual({ filter: expect.objectContaining({ status: "active" }) });
  });

  it("offers a unit admin only the actions their role may take", async () => {
    const api = accountsApi(() => result({}));
    const { events } = renderDashboard({ path: "/dashboard/social-media-accounts", user: makeUser("unit_admin"), api });
    await events.click(await choose("Arts X"));
    const bar = await screen.findByRole("region", { name: "Bulk actions" }, { timeout: 10_000 });
    await events.click(within(bar).getByRole("button", { name: "Actions" }));
    await screen.findByRole("menuitem", { name: "Publish in the directory" });
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Publish in the directory",
      "Remove from the directory",
      "Reassign the administrator",
      "Add a manager",
      "Remove a manager",
    ]);
  });
});
