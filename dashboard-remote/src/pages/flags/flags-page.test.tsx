import { FLAG_MESSAGES, VALIDATION, type FlagDoc } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });

function makeFlag(id: number, overrides: Partial<FlagDoc> = {}): FlagDoc {
  return {
    id,
    socialMedia: { id: 100 + id, name: `Account ${id}` },
    category: "missing_backup_admin",
    severity: "high",
    description: `Description ${id}`,
    status: "open",
    source: "scan",
    raisedBy: null,
    resolutionNote: null,
    resolvedAt: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    ...overrides,
  };
}

function flagsApi(flags: FlagDoc[] = [makeFlag(1), makeFlag(2, { severity: "critical", status: "in_review", source: "user", raisedBy: { id: 5, name: "Una Admin" } })]) {
  const api = createFakeApi();
  api.on("GET /api/flags", () => ({ status: 200, body: listOf(flags) }));
  api.on("GET /api/social-medias", (call) => {
    const all = [
      { id: 31, name: "Biology Instagram" },
      { id: 32, name: "Physics YouTube" },
    ];
    const term = call.query.get("search")?.toLowerCase() ?? "";
    return { status: 200, body: listOf(all.filter((a) => a.name.toLowerCase().includes(term))) };
  });
  return api;
}

describe("Risk Flags page", { timeout: 40_000 }, () => {
  it("lists flags with their badges and reads the filters from the URL", async () => {
    const api = flagsApi();
    const filters = encodeURIComponent(JSON.stringify([{ id: "status", value: ["open", "in_review"] }, { id: "severity", value: ["critical"] }]));
    renderDashboard({ path: `/dashboard/flags?filters=${filters}&search=%22Account%22`, user: makeUser("super_admin"), api });
    const table = await screen.findByRole("table", { name: "Risk Flags" });
    await within(table).findByRole("cell", { name: "Account 1" });
    const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["Account", "Category", "Severity", "Status", "Description", "Raised by", "Raised on", "Actions"]);
    expect(within(table).getByText("Critical").closest("[data-severity]")?.getAttribute("data-severity")).toBe("critical");
    expect(within(table).getByText("Risk scan")).toBeTruthy();
    expect(within(table).getByText("Una Admin")).toBeTruthy();
    const query = api.callsTo("GET /api/flags")[0]?.query;
    expect(query?.get("status")).toBe("open,in_review");
    expect(query?.get("severity")).toBe("critical");
    expect(query?.get("search")).toBe("Account");
  });

  it("raising a flag starts with nothing chosen and needs an account, category, severity and description", async () => {
    const api = flagsApi();
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("unit_admin"), api });
    await events.click(await screen.findByRole("button", { name: "Raise flag" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise a risk flag" });
    // One chooser: nothing chosen, its search and matches inside its panel.
    const account = within(dialog).getByRole("button", { name: /^Account/ });
    expect(account.textContent).toBe("Choose an account");
    await events.click(account);
    await waitFor(() => expect(within(dialog).getAllByRole("radio").map((r) => r.parentElement?.textContent)).toEqual(["Biology Instagram", "Physics YouTube"]));
    await events.click(account);
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Category/).value).toBe("");
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Severity/).value).toBe("");
    await events.click(await within(dialog).findByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Choose an account", { selector: ".fui-Field__validationMessage" })).toBeTruthy();
    expect(within(dialog).getAllByText(VALIDATION.fieldRequired)).toHaveLength(2);
    expect(within(dialog).getByText("Describe what puts the account at risk")).toBeTruthy();
    expect(api.callsTo("POST /api/flags")).toHaveLength(0);
  });

  it("accounts that share a name are offered with what tells them apart: handle and unit path, else the address", async () => {
    const api = flagsApi();
    const unit = (id: number, ...pathNames: string[]) => ({ id, name: pathNames.at(-1)!, pathNames });
    const namesakes = [
      { id: 41, name: "Agriculture Admissions (Facebook)", accountHandle: "@agri.journalism", profileUrl: "https://facebook.com/agri.journalism", organization: unit(1, "Northbridge", "Department of Journalism", "Agriculture Admissions") },
      { id: 42, name: "Agriculture Admissions (Facebook)", accountHandle: "", profileUrl: "https://facebook.com/agri.farming", organization: unit(2, "Northbridge", "School of Farming", "Agriculture Admissions") },
      { id: 43, name: "Agriculture Admissions (Facebook)", accountHandle: "", profileUrl: "https://facebook.com/agri.lost", organization: null },
    ];
    api.on("GET /api/social-medias", { status: 200, body: listOf(namesakes) });
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("unit_admin"), api });
    await events.click(await screen.findByRole("button", { name: "Raise flag" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise a risk flag" });
    await events.click(within(dialog).getByRole("button", { name: /^Account/ }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole("radio").map((r) => r.parentElement?.textContent)).toEqual([
        "Agriculture Admissions (Facebook) (@agri.journalism · Northbridge › Department of Journalism › Agriculture Admissions)",
        "Agriculture Admissions (Facebook) (Northbridge › School of Farming › Agriculture Admissions)",
        "Agriculture Admissions (Facebook) (https://facebook.com/agri.lost)",
      ]),
    );
  });

  it("a unit admin raises a flag on an account found by name", async () => {
    const api = flagsApi();
    api.on("POST /api/flags", (call) => ({ status: 201, body: { doc: makeFlag(9, { ...(call.body as object), socialMedia: { id: 32, name: "Physics YouTube" } } as Partial<FlagDoc>) } }));
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("unit_admin"), api });
    expect(screen.queryByRole("button", { name: "Run risk scan" })).toBeNull();
    await events.click(await screen.findByRole("button", { name: "Raise flag" }));
    const dialog = await screen.findByRole("dialog", { name: "Raise a risk flag" });
    await events.click(within(dialog).getByRole("button", { name: /^Account/ }));
    await events.type(within(dialog).getByRole("searchbox", { name: "Search accounts" }), "physics");
    await events.click(await within(dialog).findByRole("radio", { name: "Physics YouTube" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: /^Account/ }).textContent).toBe("Physics YouTube"));
    await events.selectOptions(within(dialog).getByLabelText(/^Category/), "impersonation_suspected");
    await events.selectOptions(within(dialog).getByLabelText(/^Severity/), "critical");
    await events.type(within(dialog).getByLabelText(/^Description/), "Lookalike channel");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("POST /api/flags")).toHaveLength(1));
    expect(api.callsTo("POST /api/flags")[0]?.body).toEqual({ socialMedia: 32, category: "impersonation_suspected", severity: "critical", description: "Lookalike channel" });
    expect((await screen.findAllByText("Flag raised")).length).toBeGreaterThan(0);
    // The closed dialog gives the page back: the table and its buttons are reachable again.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Raise a risk flag" })).toBeNull());
    expect(screen.getByRole("button", { name: "Raise flag" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Risk Flags" })).toBeTruthy();
  });

  it("resolving asks for a resolution note, then sends it", async () => {
    const api = flagsApi();
    api.on("PATCH /api/flags/1", (call) => ({ status: 200, body: { doc: makeFlag(1, call.body as Partial<FlagDoc>) } }));
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("unit_admin"), api });
    await events.click(await screen.findByRole("button", { name: "Change status of flag on Account 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Change flag status" });
    expect(within(dialog).getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["in_review", "resolved", "dismissed"]);
    await events.click(within(dialog).getByRole("radio", { name: "Resolved" }));
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText(FLAG_MESSAGES.resolutionNoteRequired)).toBeTruthy();
    expect(api.callsTo("PATCH /api/flags/1")).toHaveLength(0);
    await events.type(within(dialog).getByLabelText(/Resolution note/), "Backup admin assigned");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/flags/1")[0]?.body).toEqual({ status: "resolved", resolutionNote: "Backup admin assigned" }));
  });

  it("edits category, severity and description", async () => {
    const api = flagsApi();
    api.on("PATCH /api/flags/2", (call) => ({ status: 200, body: { doc: makeFlag(2, call.body as Partial<FlagDoc>) } }));
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("super_admin"), api });
    await events.click(await screen.findByRole("button", { name: "Edit flag on Account 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit risk flag" });
    await events.selectOptions(within(dialog).getByLabelText(/^Severity/), "low");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/flags/2")[0]?.body).toEqual({ category: "missing_backup_admin", severity: "low", description: "Description 2" }));
  });

  it("the super admin runs the risk scan and sees what it opened and closed", async () => {
    const api = flagsApi();
    api.on("POST /api/flags/scan", { status: 200, body: { opened: [makeFlag(7, { socialMedia: { id: 1, name: "Chem Facebook" }, category: "dormant_account", severity: "low" })], closed: [] } });
    const { events } = renderDashboard({ path: "/dashboard/flags", user: makeUser("super_admin"), api });
    await events.click(await screen.findByRole("button", { name: "Run risk scan" }));
    const dialog = await screen.findByRole("dialog", { name: "Risk scan results" });
    expect(within(within(dialog).getByRole("region", { name: "Opened (1)" })).getByText(/Chem Facebook: Dormant Account/)).toBeTruthy();
    expect(within(within(dialog).getByRole("region", { name: "Closed (0)" })).getByText("Nothing")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("GET /api/flags").length).toBeGreaterThan(1));
  });

  it("a social media manager only reads", async () => {
    renderDashboard({ path: "/dashboard/flags", user: makeUser("social_media_manager"), api: flagsApi() });
    const table = await screen.findByRole("table", { name: "Risk Flags" });
    await within(table).findByRole("cell", { name: "Account 1" });
    expect(within(table).queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Raise flag" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Run risk scan" })).toBeNull();
  });
});
