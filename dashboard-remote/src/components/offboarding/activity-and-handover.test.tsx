// The account details' Activity and Handover sections (issue 19).
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS, type AccountActivityDoc, type HandoverTaskDoc } from "@steward/shared";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { OPTIONS, makeAccount } from "../../pages/social-media-accounts/social-media-fixtures.ts";

// As in account-details-dialog.test.tsx: Fluent's focus trap marks the dialog aria-hidden in happy-dom.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const ACTIVITY: AccountActivityDoc = {
  socialMedia: { id: 1, name: "Account 1", platform: "instagram" },
  lastActivityAt: "2025-06-01T00:00:00.000Z",
  source: "manual",
  recordedBy: { id: 4, name: "Sid Manager" },
  recordedAt: "2025-06-02T10:00:00.000Z",
  refreshedAt: null,
  refreshError: null,
  refreshed: false,
  dormantDays: 180,
  idleDays: 200,
  dormant: true,
};

const TASK: HandoverTaskDoc = {
  id: 31,
  kind: "rotate_password",
  state: "overdue",
  socialMedia: { id: 1, name: "Account 1", platform: "instagram" },
  user: { id: 5, name: "Pat Leaving" },
  assignee: { id: 1, name: "Ada Lovelace" },
  openedAt: "2026-03-01T12:00:00.000Z",
  dueAt: "2026-03-15T12:00:00.000Z",
  overdueAt: "2026-03-15T13:00:00.000Z",
  doneAt: null,
  doneBy: null,
  note: null,
};

function api() {
  const account = makeAccount(1, { platform: "instagram" });
  const fake = createFakeApi();
  fake.on("GET /api/social-medias", { status: 200, body: listOf([account]) });
  fake.on("GET /api/social-medias/options", { status: 200, body: OPTIONS });
  fake.on("GET /api/social-medias/1", { status: 200, body: { doc: account } });
  fake.on("GET /api/social-medias/saved-latest-post", { status: 200, body: { success: true, data: null, message: ERRORS.noSavedPost } });
  fake.on("GET /api/social-medias/1/publication", { status: 404, body: { message: "NOT_FOUND" } });
  fake.on("GET /api/audit-logs", { status: 200, body: listOf([]) });
  fake.on("GET /api/social-medias/1/activity", { status: 200, body: { doc: ACTIVITY } });
  fake.on("PUT /api/social-medias/1/activity", { status: 200, body: { doc: { ...ACTIVITY, lastActivityAt: "2026-03-10T00:00:00.000Z", dormant: false, idleDays: 5 }, flags: { opened: 0, closed: 1 } } });
  fake.on("GET /api/handover-tasks", { status: 200, body: listOf([TASK]) });
  fake.on("PATCH /api/handover-tasks/31", { status: 200, body: { doc: { ...TASK, state: "done", doneBy: { id: 1, name: "Ada Lovelace" }, doneAt: "2026-03-16T09:00:00.000Z" } } });
  return fake;
}

async function open(role: "super_admin" | "social_media_manager") {
  const fake = api();
  const view = renderDashboard({ path: "/dashboard/social-media-accounts", user: makeUser(role), api: fake });
  const row = (await screen.findByRole("cell", { name: "Account 1" }, { timeout: 5000 })).closest("tr") as HTMLElement;
  await view.events.click(within(row).getByRole("button", { name: "View details" }));
  const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
  return { ...view, dialog, fake };
}

describe("the account's Activity and Handover sections", () => {
  it("shows a dormant account's last activity and records a newer date by hand", async () => {
    const { dialog, events, fake } = await open("super_admin");
    const activity = await within(dialog).findByRole("region", { name: "Activity" }, { timeout: 5000 });
    expect(activity.textContent).toContain("Recorded by hand by Sid Manager");
    expect(activity.textContent).toContain("200 days without activity (dormant after 180)");
    await events.type(within(activity).getByLabelText("Date of the last activity"), "10/03/2026");
    await events.click(within(activity).getByRole("button", { name: "Record" }));
    await waitFor(() => expect(fake.callsTo("PUT /api/social-medias/1/activity")[0]?.body).toEqual({ lastActivityOn: "2026-03-10" }));
  });

  it("a manager who is not the account's own sees the activity but no form", async () => {
    const { dialog } = await open("social_media_manager");
    const activity = await within(dialog).findByRole("region", { name: "Activity" }, { timeout: 5000 });
    expect(within(activity).queryByRole("button", { name: "Record" })).toBeNull();
  });

  it("lists the account's handover tasks and marks one done with a note", async () => {
    const { dialog, events, fake } = await open("super_admin");
    await events.click(within(dialog).getByRole("tab", { name: "Access & Users" }));
    const handover = await within(dialog).findByRole("region", { name: "Handover" }, { timeout: 5000 });
    expect(handover.textContent).toContain("Overdue");
    expect(handover.textContent).toContain("Rotate the account's password");
    expect(handover.textContent).toContain("Handed over from: Pat Leaving");
    await events.click(within(handover).getByRole("button", { name: "Mark done: Rotate the account's password (Account 1)" }));
    const note = await screen.findByLabelText("Note", {}, { timeout: 5000 });
    const close = note.closest('[role="dialog"]') as HTMLElement;
    expect(within(close).getByText("Mark done: Rotate the account's password (Account 1)")).toBeTruthy();
    await events.type(note, "Rotated in the vault");
    await events.click(within(close).getByRole("button", { name: "Mark done" }));
    await waitFor(() => expect(fake.callsTo("PATCH /api/handover-tasks/31")[0]?.body).toEqual({ state: "done", note: "Rotated in the vault" }));
  });
});
