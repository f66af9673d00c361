import { UI, type AuditLogDoc } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });

const ENTRIES: AuditLogDoc[] = [
  {
    id: 12,
    action: "update",
    entity: "social-medias",
    document: 4,
    documentName: "Physics on X",
    createdAt: "2026-03-14T18:05:09.000Z",
    user: { id: 2, name: "Una Admin", role: "unit_admin" },
    prev: { name: "Old name", status: "active" },
    current: { name: "New name", status: "active" },
    organizations: [{ id: 3, name: "Faculty" }],
  },
  {
    id: 11,
    action: "flag_resolution",
    entity: "flags",
    document: 9,
    documentName: null,
    createdAt: "2026-03-13T09:00:00.000Z",
    user: { id: 1, name: "Root Admin", role: "super_admin" },
    prev: { status: "open" },
    current: { status: "resolved" },
    organizations: [],
  },
];

function auditApi(entries = ENTRIES) {
  const api = createFakeApi();
  api.on("GET /api/audit-logs", () => ({ status: 200, body: listOf(entries) }));
  api.on("GET /api/users", { status: 200, body: listOf([makeUser("unit_admin", { id: 2, name: "Una Admin" })]) });
  return api;
}

describe("Audit Log page", { timeout: 40_000 }, () => {
  it("lists entries and shows the selected one with its diff and full record", async () => {
    const { events } = renderDashboard({ path: "/dashboard/audit-logs", user: makeUser("unit_admin"), api: auditApi() });
    const table = await screen.findByRole("table", { name: "Audit Log" });
    await within(table).findByRole("cell", { name: "Una Admin (Unit Admin)" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Date", "Action", "Entity", "Record", "User", "Units", "Details"]);
    // The record by its name; one whose name is not known keeps its number.
    expect(within(table).getByRole("cell", { name: "Physics on X" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "#9" })).toBeTruthy();
    const detail = screen.getByRole("complementary", { name: "Entry details" });
    expect(within(detail).getByText(UI.selectAuditEntry)).toBeTruthy();

    await events.click(within(table).getByRole("button", { name: "View entry 12" }));
    const changes = within(detail).getByRole("table", { name: "Changes" });
    expect(within(changes).getByRole("cell", { name: "Old name" })).toBeTruthy();
    expect(within(changes).getByRole("cell", { name: "New name" })).toBeTruthy();
    expect(within(changes).queryByRole("cell", { name: "status" })).toBeNull();
    expect(within(detail).getByLabelText("Full record").textContent).toContain("NameOld name → New name");
    expect(within(detail).getByLabelText("Full record").textContent).toContain("StatusActive");
    // es-CO, 12-hour clock with seconds.
    expect(within(detail).getAllByText(/\d{2}\/\d{2}\/2026.*\d{1,2}:\d{2}:\d{2}\s?(a|p)\.?\s?m\.?/i).length).toBeGreaterThan(0);
  });

  it("names a policy by its version today, and each unit with where it sits (issue 30)", async () => {
    const policy: AuditLogDoc = {
      ...ENTRIES[1]!, id: 13, action: "create", entity: "policies", document: 5, documentName: null, documentVersion: 3,
      prev: null, current: { id: 5, version: 3, text: {} }, organizations: [{ id: 8, name: "Admissions", pathNames: ["University", "Medicine", "Admissions"] }],
    };
    renderDashboard({ path: "/dashboard/audit-logs", user: makeUser("super_admin"), api: auditApi([policy]) });
    const table = await screen.findByRole("table", { name: "Audit Log" });
    expect(await within(table).findByRole("cell", { name: "Version 3" })).toBeTruthy();
    expect(within(table).getByText("University › Medicine")).toBeTruthy();
  });

  it("names an acceptance by the policy version accepted, and a flag no longer found by its account, not by number", async () => {
    const accepted: AuditLogDoc = { ...ENTRIES[1]!, id: 16, action: "create", entity: "acknowledgments", document: 15304, documentName: null, prev: null, current: { id: 15304, policy: 2, version: 2, user: 7 }, organizations: [] };
    const flag: AuditLogDoc = { ...ENTRIES[1]!, id: 17, action: "flag_resolution", entity: "flags", document: 9, documentName: null, prev: { id: 9, socialMedia: { id: 3, name: "Physics on X" }, status: "open" }, current: null, organizations: [] };
    renderDashboard({ path: "/dashboard/audit-logs", user: makeUser("super_admin"), api: auditApi([accepted, flag]) });
    const table = await screen.findByRole("table", { name: "Audit Log" });
    expect(await within(table).findByRole("cell", { name: "Version 2" })).toBeTruthy();
    expect(within(table).getByRole("cell", { name: "Physics on X" })).toBeTruthy();
    expect(within(table).queryByText(/^#\d+$/)).toBeNull();
  });

  it("the full record names the units its record holds as ids, by name and place, never as numbers (issue 30)", async () => {
    const medicine = { id: 256, name: "Admissions", pathNames: ["University", "Medicine", "Admissions"] };
    const law = { id: 1306, name: "Admissions", pathNames: ["University", "Law", "Admissions"] };
    const person: AuditLogDoc = {
      ...ENTRIES[0]!, id: 14, entity: "users", document: 40, documentName: "Ada Ali",
      prev: { name: "Ada Ali", organizations: [256, 1306] }, current: { name: "Ada Ali", organizations: [{ id: 256, name: "Admissions" }] },
      organizations: [medicine], recordUnits: [law],
    };
    const unit: AuditLogDoc = { ...ENTRIES[0]!, id: 15, action: "create", entity: "organization", document: 41, documentName: "Lab", prev: null, current: { name: "Lab", parent: 999 }, organizations: [] };
    const { events } = renderDashboard({ path: "/dashboard/audit-logs", user: makeUser("super_admin"), api: auditApi([person, unit]) });
    const table = await screen.findByRole("table", { name: "Audit Log" });
    const detail = screen.getByRole("complementary", { name: "Entry details" });
    await events.click(await within(table).findByRole("button", { name: "View entry 14" }));
    const record = within(detail).getByLabelText("Full record").textContent;
    expect(record).toContain("UnitsAdmissions (University › Medicine); Admissions (University › Law) → Admissions (University › Medicine)");
    expect(record).not.toMatch(/256|1306/);
    // A unit the API no longer knows is said to be so, not shown as a number.
    await events.click(within(table).getByRole("button", { name: "View entry 15" }));
    expect(within(detail).getByLabelText("Full record").textContent).toContain("ParentA unit no longer recorded");
  });

  it("reads entity, action, user, date range and search from the URL and asks the API for them", async () => {
    const filters = [
      { id: "entity", value: ["flags", "social-medias"] },
      { id: "action", value: ["flag_resolution"] },
      { id: "user", value: ["2"] },
      { id: "from", value: ["2026-03-01"] },
      { id: "to", value: ["2026-03-14"] },
    ];
    const api = auditApi();
    renderDashboard({ path: `/dashboard/audit-logs?filters=${encodeURIComponent(JSON.stringify(filters))}&search=%22Una%22`, user: makeUser("super_admin"), api });
    await screen.findByRole("table", { name: "Audit Log" });
    await waitFor(() => expect(api.callsTo("GET /api/audit-logs").length).toBeGreaterThan(0));
    const query = api.callsTo("GET /api/audit-logs")[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: "1", limit: "10", search: "Una", entity: "flags,social-medias", action: "flag_resolution", user: "2", from: "2026-03-01", to: "2026-03-14" });
    // The field writes the day as the rest of the product does (es-CO), not as the URL keeps it.
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("01/03/2026");
  });

  it("writes a date typed day first into the URL, and nothing half-typed", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard/audit-logs", user: makeUser("super_admin"), api: auditApi() });
    await screen.findByRole("table", { name: "Audit Log" });
    await events.type(screen.getByLabelText("To"), "10/03/20");
    expect(router.state.location.search).not.toMatchObject({ filters: [{ id: "to" }] });
    await events.type(screen.getByLabelText("To"), "26");
    await waitFor(() => expect(router.state.location.search).toMatchObject({ filters: [{ id: "to", value: ["2026-03-10"] }] }));
  });

  it("says when there is no history", async () => {
    renderDashboard({ path: "/dashboard/audit-logs", user: makeUser("unit_admin"), api: auditApi([]) });
    expect(await screen.findByText(UI.noAuditHistory)).toBeTruthy();
  });
});
