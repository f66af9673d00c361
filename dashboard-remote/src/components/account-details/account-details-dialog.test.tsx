import { ERRORS, UI } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeApi, type FakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { OPTIONS, makeAccount, makeAuditEntry } from "../../pages/social-media-accounts/social-media-fixtures.ts";
import { formatsFor } from "../format/formats.ts";

// An English reader's formats (en-001: day first, 12-hour clock with seconds); the Spanish reader's
// es-CO times are asserted in accounts-in-spanish.test.tsx.
const english = formatsFor("en-001");
const formatAuditTime = english.dateTime;

// Fluent's modal focus trap (Tabster) marks a dialog aria-hidden while focus is outside it, and in
// happy-dom focus does not reliably move into a dialog that loads its content; so role queries here
// include aria-hidden elements. The end-to-end test checks the real browser's accessibility tree.
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const POST = {
  id: "v1",
  platform: "youtube",
  author: "Uni Science",
  author_id: "UC1",
  content: "Open day",
  created_at: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString(),
  url: "https://www.youtube.com/watch?v=v1",
  media_urls: ["https://i.ytimg.com/vi/v1/hq.jpg"],
  engagement: { views: 1200, likes: 87, comments: 9 },
};

function detailsApi(account = makeAccount(1), extra: (api: FakeApi) => void = () => {}) {
  const api = createFakeApi();
  api.on("GET /api/social-medias", { status: 200, body: listOf([account]) });
  api.on("GET /api/social-medias/options", { status: 200, body: OPTIONS });
  api.on(`GET /api/social-medias/${account.id}`, { status: 200, body: { doc: account } });
  api.on("GET /api/social-medias/saved-latest-post", { status: 200, body: { success: true, data: null, message: ERRORS.noSavedPost } });
  api.on("GET /api/audit-logs", { status: 200, body: listOf([]) });
  extra(api);
  return api;
}

async function openDetails(role: "super_admin" | "unit_admin" | "social_media_manager", api: FakeApi, name = "Account 1") {
  const view = renderDashboard({ path: "/dashboard/social-media-accounts", user: makeUser(role), api });
  const row = (await screen.findByRole("cell", { name }, { timeout: 5000 })).closest("tr") as HTMLElement;
  await view.events.click(within(row).getByRole("button", { name: "View details" }));
  const dialog = await screen.findByRole("dialog", {}, { timeout: 5000 });
  await within(dialog).findByRole("heading", { name: new RegExp(name) }, { timeout: 5000 });
  await within(dialog).findByRole("tab", { name: "Overview" }, { timeout: 5000 });
  return { ...view, dialog };
}

describe("account details dialog", () => {
  it("titles with the name and badges, opens on Overview with every field and the fallbacks", async () => {
    const account = makeAccount(1, { name: "Science YouTube", status: "in_transition", businessId: "", linkedTools: ["Hootsuite", "Canva"], backupAdmin: null });
    const { dialog } = await openDetails("super_admin", detailsApi(account), "Science YouTube");
    const title = within(dialog).getByRole("heading", { name: /Science YouTube/ });
    expect(within(title).getByText("YouTube")).toBeTruthy();
    expect(within(title).getByText("In Transition")).toBeTruthy();
    expect(within(dialog).getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe("true");

    const info = within(dialog).getByRole("region", { name: "Account Information" });
    expect(within(info).getByText("Business ID").nextSibling?.textContent).toBe(UI.notSpecified);
    expect(within(info).getByRole("link", { name: account.profileUrl })).toBeTruthy();
    expect(within(info).getByText("@account1")).toBeTruthy();
    expect(within(info).getByText("Pending")).toBeTruthy();

    const ownership = within(dialog).getByRole("region", { name: "Ownership & Management" });
    expect(within(ownership).getByText("Faculty of Science")).toBeTruthy();
    expect(within(ownership).getByText("Una Admin")).toBeTruthy();
    expect(within(ownership).getByText("Backup Administrator").nextSibling?.textContent).toBe(UI.notAssigned);
    expect(within(ownership).getByText("In-house")).toBeTruthy();
    expect(within(ownership).queryByText("Provider")).toBeNull();

    const tools = within(dialog).getByRole("region", { name: "Linked Tools & Integrations" });
    expect(within(tools).getByText("Hootsuite")).toBeTruthy();
    expect(within(tools).getByText(/Last updated/)).toBeTruthy();
  });

  it("shows provider and contact for third-party management, with 'Not specified' when missing", async () => {
    const account = makeAccount(1, { thirdPartyManagement: "yes", thirdPartyProvider: "Agency", thirdPartyContact: "" });
    const { dialog } = await openDetails("super_admin", detailsApi(account));
    const ownership = within(dialog).getByRole("region", { name: "Ownership & Management" });
    expect(within(ownership).getByText("Third-party")).toBeTruthy();
    expect(within(ownership).getByText("Agency")).toBeTruthy();
    expect(within(ownership).getByText("Contact").nextSibling?.textContent).toBe(UI.notSpecified);
  });

  it("Security: risk level from open flags ('None' without), practice, third-party and recommendations", async () => {
    const api = detailsApi(makeAccount(1, { riskLevel: "high", passwordManagementPractice: "Password Manager" }));
    const { dialog, events } = await openDetails("unit_admin", api);
    await events.click(within(dialog).getByRole("tab", { name: "Security" }));
    const status = within(dialog).getByRole("region", { name: "Security Status" });
    expect(within(status).getByText("Risk Level").nextSibling?.textContent).toBe("High");
    expect(within(status).getByText("Password Manager")).toBeTruthy();
    expect(within(dialog).getByText("Regular Audit Schedule").nextSibling?.textContent).toBe(UI.comingSoon);
  });

  it("Security: 'None' when the account has no open flag", async () => {
    const { dialog, events } = await openDetails("unit_admin", detailsApi(makeAccount(1, { riskLevel: null })));
    await events.click(within(dialog).getByRole("tab", { name: "Security" }));
    expect(within(dialog).getByText("Risk Level").nextSibling?.textContent).toBe("None");
    expect(within(dialog).getByText("Password Management").nextSibling?.textContent).toBe(UI.notSpecified);
  });

  it("Access & Users: admins with Admin badges, managers with SMM badge and e-mail, 'Not assigned' otherwise", async () => {
    const { dialog, events } = await openDetails("unit_admin", detailsApi(makeAccount(1)));
    await events.click(within(dialog).getByRole("tab", { name: "Access & Users" }));
    const primary = within(dialog).getByRole("region", { name: "Primary Unit Admin" });
    expect(within(primary).getByText("Una Admin")).toBeTruthy();
    expect(within(primary).getByText("Admin")).toBeTruthy();
    expect(within(within(dialog).getByRole("region", { name: "Backup Unit Admin" })).getByText(UI.notAssigned)).toBeTruthy();
    const managers = within(dialog).getByRole("region", { name: "Social Media Managers" });
    expect(within(managers).getByText("Sam Manager")).toBeTruthy();
    expect(within(managers).getByText("SMM")).toBeTruthy();
    expect(within(managers).getByText("smm@uni.edu")).toBeTruthy();
  });

  it("Audit Log: empty text, then list, selection, before/after of changed scalars, full record, times in the reader's format", async () => {
    const empty = await openDetails("unit_admin", detailsApi());
    await empty.events.click(within(empty.dialog).getByRole("tab", { name: "Audit Log" }));
    expect(await within(empty.dialog).findByText(UI.noAuditHistory)).toBeTruthy();
    expect(empty.api.callsTo("GET /api/audit-logs")[0]?.query.toString()).toBe("entity=social-medias&documentId=1&limit=100");
    empty.unmount();

    const entries = [
      makeAuditEntry(2),
      makeAuditEntry(1, { action: "create", user: null, prev: null, current: { name: "Old name", status: "pending_approval" }, createdAt: "2026-03-01T08:00:00.000Z" }),
    ];
    const api = detailsApi(makeAccount(1), (a) => a.on("GET /api/audit-logs", { status: 200, body: listOf(entries) }));
    const { dialog, events } = await openDetails("unit_admin", api);
    await events.click(within(dialog).getByRole("tab", { name: "Audit Log" }));
    const list = await within(dialog).findByRole("list", { name: "Audit entries" });
    expect(within(dialog).getByText(UI.selectAuditEntry)).toBeTruthy();
    const items = within(list).getAllByRole("button");
    expect(items[0]?.textContent).toContain("Update");
    expect(items[0]?.textContent).toContain("Root Admin (Super Admin)");
    expect(items[0]?.textContent).toContain(formatAuditTime("2026-03-15T20:05:09.000Z"));
    expect(items[1]?.textContent).toContain(UI.unknownUser);
    // 12-hour clock with seconds: "15/03/2026, 03:05:09 pm" in UTC-5, for instance.
    expect(formatAuditTime("2026-03-15T20:05:09.000Z")).toMatch(/\d{1,2}:\d{2}:\d{2}\s?[ap]m/);

    await events.click(items[0] as HTMLElement);
    const changes = within(dialog).getByRole("table", { name: "Changes" });
    const rows = within(changes).getAllByRole("row").map((r) => r.textContent);
    expect(rows).toEqual(["FieldBeforeAfter", "NameOld nameNew name"]);
    // The full record in words (a changed field reads before → after); the stored JSON still there.
    expect(within(dialog).getByLabelText("Full record").textContent).toContain("NameOld name → New name");
    expect(within(dialog).getByLabelText("Stored record (JSON)").textContent).toContain('"name": "New name"');

    await events.click(items[1] as HTMLElement);
    expect(within(dialog).queryByRole("table", { name: "Changes" })).toBeNull();
    expect(within(dialog).getByLabelText("Full record").textContent).toContain("StatusPending Approval");
    expect(within(dialog).getByLabelText("Stored record (JSON)").textContent).toContain('"status": "pending_approval"');
  });

  it("a social media manager, who may not read audit logs, is not offered the Audit Log tab (it only answered FORBIDDEN)", async () => {
    const { dialog, api } = await openDetails("social_media_manager", detailsApi());
    expect(within(dialog).getAllByRole("tab")).toHaveLength(3);
    expect(within(dialog).getByRole("tab", { name: "Access & Users" })).toBeTruthy();
    expect(within(dialog).queryByRole("tab", { name: "Audit Log" })).toBeNull();
    expect(api.callsTo("GET /api/audit-logs")).toHaveLength(0);
  });

  it("footer: Close for everyone, Edit Account for super and unit admins", async () => {
    const smm = await openDetails("social_media_manager", detailsApi());
    expect(within(smm.dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    expect(within(smm.dialog).queryByRole("button", { name: "Edit Account" })).toBeNull();
    await smm.events.click(within(smm.dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    smm.unmount();

    const ua = await openDetails("unit_admin", detailsApi());
    await ua.events.click(within(ua.dialog).getByRole("button", { name: "Edit Account" }));
    await waitFor(() => expect(ua.router.state.location.pathname).toBe("/dashboard/social-media-accounts/update/1"));
  });
});

describe("latest post card", () => {
  it("is only for YouTube and Twitter", async () => {
    const { dialog, api } = await openDetails("unit_admin", detailsApi(makeAccount(1, { platform: "facebook" })));
    expect(within(dialog).getByText(UI.latestPostUnavailable)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: UI.getLatestPost })).toBeNull();
    expect(api.callsTo("GET /api/social-medias/saved-latest-post")).toHaveLength(0);
  });

  it("loads the saved post by itself and shows platform, time, link, author, content, counts and image", async () => {
    const api = detailsApi(makeAccount(1), (a) => a.on("GET /api/social-medias/saved-latest-post", { status: 200, body: { success: true, data: POST, message: "" } }));
    const { dialog } = await openDetails("unit_admin", api);
    const card = within(dialog).getByRole("region", { name: "Latest Post" });
    expect(await within(card).findByText("Open day")).toBeTruthy();
    expect(within(card).getByText("3 days ago")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "View post" }).getAttribute("href")).toBe(POST.url);
    expect(within(card).getByText("Uni Science")).toBeTruthy();
    // Counts are written the reader's way ("1,200" in English).
    expect(within(card).getByText(`Views: ${english.number(1200)}`)).toBeTruthy();
    expect(english.number(1200)).toBe("1,200");
    expect(within(card).getByText("Likes: 87")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Post image" }).getAttribute("src")).toBe(POST.media_urls[0]);
    expect(api.callsTo("GET /api/social-medias/saved-latest-post")[0]?.query.get("socialMediaId")).toBe("1");
  });

  it("says so when nothing is saved, and 'No saved post found' on Load saved post", async () => {
    const { dialog, events } = await openDetails("unit_admin", detailsApi());
    const card = within(dialog).getByRole("region", { name: "Latest Post" });
    expect(await within(card).findByText(ERRORS.noSavedLatestPost)).toBeTruthy();
    await events.click(within(card).getByRole("button", { name: UI.loadSavedPost }));
    expect(await within(card).findByText(ERRORS.noSavedPost)).toBeTruthy();
  });

  it("Get latest post, for a social media manager, asks with channel, platform and id; shows it", async () => {
    const api = detailsApi(makeAccount(1), (a) => a.on("GET /api/social-medias/latest-post", { status: 200, body: { success: true, data: POST, message: "ok" } }));
    const { dialog, events } = await openDetails("social_media_manager", api);
    const card = within(dialog).getByRole("region", { name: "Latest Post" });
    await within(card).findByText(ERRORS.noSavedLatestPost);
    await events.click(within(card).getByRole("button", { name: UI.getLatestPost }));
    expect(await within(card).findByText("Open day")).toBeTruthy();
    expect(Object.fromEntries(api.callsTo("GET /api/social-medias/latest-post")[0]?.query ?? [])).toEqual({ channel: "@account1", platform: "youtube", socialMediaId: "1" });
    expect(api.callsTo("POST /api/social-medias/1/latest-post")).toHaveLength(0);
  });

  it.each(["unit_admin", "super_admin"] as const)("Get latest post, for a %s, saves it through the POST and reads the saved post again", async (role) => {
    let saved: typeof POST | null = null;
    const api = detailsApi(makeAccount(1), (a) => {
      a.on("GET /api/social-medias/saved-latest-post", () => ({ status: 200, body: { success: true, data: saved, message: "" } }));
      a.on("POST /api/social-medias/1/latest-post", () => {
        saved = POST;
        return { status: 200, body: { success: true, data: POST, message: "Latest post fetched successfully" } };
      });
    });
    const { dialog, events } = await openDetails(role, api);
    const card = within(dialog).getByRole("region", { name: "Latest Post" });
    await within(card).findByText(ERRORS.noSavedLatestPost);
    await events.click(within(card).getByRole("button", { name: UI.getLatestPost }));
    expect(await within(card).findByText("Open day")).toBeTruthy();
    expect(api.callsTo("POST /api/social-medias/1/latest-post")[0]?.body).toBeUndefined();
    expect(api.callsTo("GET /api/social-medias/latest-post")).toHaveLength(0);
    await waitFor(() => expect(api.callsTo("GET /api/social-medias/saved-latest-post")).toHaveLength(2));
  });

  it("a failed fetch says 'Failed to fetch the latest post' and 'Error loading latest post' without a post", async () => {
    const api = detailsApi(makeAccount(1), (a) =>
      a.on("POST /api/social-medias/1/latest-post", { status: 503, body: { success: false, data: null, message: `${ERRORS.latestPostFailed}: not configured` } }),
    );
    const { dialog, events } = await openDetails("unit_admin", api);
    const card = within(dialog).getByRole("region", { name: "Latest Post" });
    await within(card).findByText(ERRORS.noSavedLatestPost);
    await events.click(within(card).getByRole("button", { name: UI.getLatestPost }));
    expect(await within(card).findByText(`${ERRORS.latestPostFailed}: not configured`)).toBeTruthy();
    expect(within(card).getByText(ERRORS.latestPostLoadError)).toBeTruthy();
  });

  it("a failed saved-post read says 'Failed to fetch the saved latest post'", async () => {
    const api = detailsApi(makeAccount(1), (a) => a.on("GET /api/social-medias/saved-latest-post", { status: 500, body: { message: "INTERNAL_ERROR" } }));
    const { dialog } = await openDetails("unit_admin", api);
    expect(await within(dialog).findByText(ERRORS.savedLatestPostFailed)).toBeTruthy();
  });
});
