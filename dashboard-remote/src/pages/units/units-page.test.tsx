import { ERRORS, SEARCH_DEBOUNCE_MS, UI } from "@steward/shared";
import { translatorFor } from "../../i18n/i18n-context.ts";
import unitsPageEn from "../../i18n/messages/en/unitsPage.json" with { type: "json" };
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

/** The English catalogue: what an English reader sees. */
const en = translatorFor("en");

function unitsApi(total = 23) {
  const api = createFakeApi();
  const units = Array.from({ length: total }, (_, index) =>
    makeUnit(index + 1, {
      status: index === 1 ? "inactive" : index === 2 ? "pending_review" : "active",
      parent: index === 0 ? null : { id: 100, name: "Main Campus" },
      admin: { id: 9, name: "Grace Hopper", email: "grace@example.org" },
    }),
  );
  api.on("GET /api/organization", (call) => {
    const page = Number(call.query.get("page"));
    const limit = Number(call.query.get("limit"));
    const search = call.query.get("search");
    const matching = search ? units.filter((unit) => unit.name.includes(search)) : units;
    return { status: 200, body: listOf(matching.slice((page - 1) * limit, page * limit), page, limit, matching.length) };
  });
  return api;
}

const renderUnits = (path = "/dashboard/units", api = unitsApi()) => renderDashboard({ path, user: makeUser("super_admin"), api });

describe("Units page", () => {
  it("lists the units with their columns and a status badge", async () => {
    renderUnits();
    const table = await screen.findByRole("table", { name: "Units" });
    await within(table).findByRole("cell", { name: "Unit 1" });

    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Type", "Status", "Parent Unit", "Admin", "Email", "Phone", "Actions"]);
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(11);
    expect(within(rows[2] as HTMLElement).getByText("Inactive").getAttribute("data-color")).toBe("danger");
    expect(within(rows[1] as HTMLElement).getByText("Active").getAttribute("data-color")).toBe("success");
    expect(within(rows[3] as HTMLElement).getByText("Pending Review").getAttribute("data-color")).toBe("warning");
    expect(screen.getByText("Page 1 of 3")).toBeTruthy();
  });

  it("names where each unit sits, the whole path above it, so namesakes are told apart", async () => {
    const api = createFakeApi();
    const admissions = (id: number, faculty: string) =>
      makeUnit(id, { name: "Admissions", depth: 2, parent: { id: 50 + id, name: "Undergraduate" }, pathNames: ["University", faculty, "Undergraduate", "Admissions"] });
    api.on("GET /api/organization", { status: 200, body: listOf([admissions(1, "Agriculture"), admissions(2, "Sciences")], 1, 10, 2) });
    renderUnits("/dashboard/units", api);
    const table = await screen.findByRole("table", { name: "Units" });
    await within(table).findByText("University › Agriculture › Undergraduate");
    expect(within(table).getByText("University › Sciences › Undergraduate").getAttribute("title")).toBe("University › Sciences › Undergraduate");
  });

  it("asks the API for page 1 of 10 by default", async () => {
    const { api } = renderUnits();
    await screen.findByRole("cell", { name: "Unit 1" });
    const query = api.callsTo("GET /api/organization")[0]?.query;
    expect(query?.get("page")).toBe("1");
    expect(query?.get("limit")).toBe("10");
  });

  it("writes a new page size into the URL and back to the first page", async () => {
    const { events, router, api } = renderUnits("/dashboard/units?pageIndex=1");
    await screen.findByRole("cell", { name: "Unit 11" });

    await events.selectOptions(screen.getByLabelText("Rows per page"), "20");

    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageSize: 20 }));
    expect(router.state.location.href).toContain("pageSize=20");
    expect(router.state.location.href).not.toContain("pageIndex");
    await screen.findByText("Page 1 of 2");
    expect(api.callsTo("GET /api/organization").at(-1)?.query.get("limit")).toBe("20");
  });

  it("reads its state from the URL, JSON-encoded", async () => {
    const sorting = encodeURIComponent(JSON.stringify([{ id: "name", desc: true }]));
    const filters = encodeURIComponent(JSON.stringify([{ id: "status", value: ["active", "inactive"] }]));
    const { api } = renderUnits(`/dashboard/units?pageIndex=2&pageSize=5&sorting=${sorting}&filters=${filters}`);
    await screen.findByRole("table");

    await waitFor(() => expect(api.callsTo("GET /api/organization")).toHaveLength(1));
    const query = api.callsTo("GET /api/organization")[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: "3", limit: "5", sort: "-name", status: "active,inactive" });
    expect(screen.getByRole("button", { name: "Status: Active, Inactive (filter)" })).toBeTruthy();
  });

  it("Reset clears the whole query", async () => {
    const { events, router } = renderUnits("/dashboard/units?pageIndex=1&pageSize=5&search=Unit");
    await screen.findByRole("cell", { name: "Unit 6" });

    await events.click(screen.getByRole("button", { name: UI.reset }));

    await waitFor(() => expect(router.state.location.href).toBe("/dashboard/units"));
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search" }).value).toBe("");
  });

  it("says what to do next for an empty answer, with the action's button (issue 33)", async () => {
    const api = createFakeApi();
    api.on("GET /api/organization", { status: 200, body: listOf([]) });
    const { events, router } = renderUnits("/dashboard/units", api);
    expect(await screen.findByText(/No units yet\. Create the institution's first unit/)).toBeTruthy();
    expect(screen.queryByText(UI.noResults)).toBeNull();
    await events.click(screen.getByRole("button", { name: "Create the first unit" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/units/create"));
  });

  it("when a search empties the list, says so and clears it", async () => {
    const api = createFakeApi();
    api.on("GET /api/organization", { status: 200, body: listOf([]) });
    const { events, router } = renderUnits("/dashboard/units?search=zzz", api);
    expect(await screen.findByText("Nothing matches these filters or this search.")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Clear filters and search" }));
    await waitFor(() => expect(router.state.location.href).toBe("/dashboard/units"));
  });

  it("debounces the search: one request after typing pauses, not one per key", async () => {
    const { events, router, api } = renderUnits();
    await screen.findByRole("cell", { name: "Unit 1" });
    const before = api.callsTo("GET /api/organization").length;

    await events.type(screen.getByRole("searchbox", { name: "Search" }), "Unit 2");
    expect(router.state.location.href).not.toContain("search");

    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: "Unit 2" }), {
      timeout: SEARCH_DEBOUNCE_MS * 4,
    });
    await screen.findByRole("cell", { name: "Unit 20" });
    const searches = api.callsTo("GET /api/organization").slice(before);
    expect(searches.map((call) => call.query.get("search"))).toEqual(["Unit 2"]);
  });

  it("does not search before the debounce time has passed", async () => {
    const { events, router } = renderUnits();
    await screen.findByRole("cell", { name: "Unit 1" });
    await events.type(screen.getByRole("searchbox", { name: "Search" }), "x");
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS - 200));
    expect(router.state.location.href).not.toContain("search");
  });

  it("filters by status through the multi-select and shows the choice on its button", async () => {
    const { events, router, api } = renderUnits();
    await screen.findByRole("cell", { name: "Unit 1" });

    await events.click(screen.getByRole("button", { name: "Status filter" }));
    await events.click(screen.getByRole("checkbox", { name: "Active" }));
    await events.click(screen.getByRole("checkbox", { name: "Inactive" }));
    await events.click(screen.getByRole("checkbox", { name: "Pending Review" }));

    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        filters: [{ id: "status", value: ["active", "inactive", "pending_review"] }],
      }),
    );
    expect(screen.getByRole("button", { name: "Status: Active, 2 more (filter)" })).toBeTruthy();
    expect(api.callsTo("GET /api/organization").at(-1)?.query.get("status")).toBe("active,inactive,pending_review");
  });

  it("sorts by a sortable column, ascending then descending", async () => {
    const { events, router, api } = renderUnits();
    await screen.findByRole("cell", { name: "Unit 1" });

    await events.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(api.callsTo("GET /api/organization").at(-1)?.query.get("sort")).toBe("name"));
    expect(screen.getByRole("columnheader", { name: "Name" }).getAttribute("aria-sort")).toBe("ascending");

    await events.click(screen.getByRole("button", { name: "Name" }));
    await waitFor(() => expect(api.callsTo("GET /api/organization").at(-1)?.query.get("sort")).toBe("-name"));
    expect(router.state.location.search).toMatchObject({ sorting: [{ id: "name", desc: true }] });
    expect(within(screen.getByRole("columnheader", { name: "Parent Unit" })).queryByRole("button")).toBeNull();
  });

  it("hides a column through the column menu and keeps that in the URL", async () => {
    const { events, router } = renderUnits();
    await screen.findByRole("cell", { name: "Unit 1" });

    await events.click(screen.getByRole("button", { name: "Columns" }));
    await events.click(screen.getByRole("checkbox", { name: "Phone" }));

    await waitFor(() => expect(screen.queryByRole("columnheader", { name: "Phone" })).toBeNull());
    expect(router.state.location.search).toMatchObject({ hidden: ["phone"] });
  });

  it("moves between pages with next and previous", async () => {
    const { events, router } = renderUnits();
    await screen.findByRole("cell", { name: "Unit 1" });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Previous page" }).disabled).toBe(true);

    await events.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByRole("cell", { name: "Unit 11" });
    expect(router.state.location.search).toMatchObject({ pageIndex: 1 });
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  });
});

describe("Disabling a unit", () => {
  async function askToDisable(api: ReturnType<typeof unitsApi>) {
    const { events } = renderUnits("/dashboard/units", api);
    const row = (await screen.findByRole("cell", { name: "Unit 1" })).closest("tr") as HTMLElement;
    await events.click(within(row).getByRole("button", { name: "Disable" }));
    const dialog = await screen.findByRole("alertdialog", { hidden: true });
    expect(dialog.textContent).toContain(en("confirm.disableTitle", { unit: "Unit 1" }));
    return { events, dialog };
  }

  it("asks first, and disables only on Disable", async () => {
    const api = unitsApi();
    api.on("PUT /api/organization/disable/1", { status: 200, body: { doc: makeUnit(1, { status: "inactive" }) } });
    const { events, dialog } = await askToDisable(api);
    expect(api.callsTo("PUT /api/organization/disable/1")).toHaveLength(0);

    await events.click(within(dialog).getByText(en("confirm.disable"), { selector: "button" }));

    await waitFor(() => expect(api.callsTo("PUT /api/organization/disable/1")).toHaveLength(1));
    expect((await screen.findAllByText(unitsPageEn.unitDisabled)).length).toBeGreaterThan(0);
  });

  it("sends nothing on Cancel", async () => {
    const api = unitsApi();
    const { events, dialog } = await askToDisable(api);
    await events.click(within(dialog).getByText(en("confirm.cancel"), { selector: "button" }));
    await waitFor(() => expect(screen.queryAllByRole("alertdialog", { hidden: true })).toHaveLength(0));
    expect(api.callsTo("PUT /api/organization/disable/1")).toHaveLength(0);
  });

  it.each([
    [409, { message: "UNIT_HAS_ACTIVE_CHILDREN" }, en("confirm.hasActiveChildren")],
    [403, { message: "UNIT_HAS_ACTIVE_CHILDREN" }, en("confirm.hasActiveChildren")],
    [404, { message: "NOT_FOUND" }, en("confirm.unitMissing")],
    [500, { message: "INTERNAL_ERROR" }, ERRORS.unitDisableFailed],
  ])("says why when the server answers %i", async (status, body, words) => {
    const api = unitsApi();
    api.on("PUT /api/organization/disable/1", { status, body });
    const { events, dialog } = await askToDisable(api);

    await events.click(within(dialog).getByText(en("confirm.disable"), { selector: "button" }));

    await waitFor(() => expect(dialog.textContent).toContain(words));
    expect(dialog.textContent).not.toContain("UNIT_HAS_ACTIVE_CHILDREN");
  });
});
