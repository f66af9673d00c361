import { ERROR_SENTENCES, ERRORS, TOASTS, type UnitAdminCandidate, type UnitDoc } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { CONFIRM_TEXTS } from "../../components/confirm-dialog/confirm-texts.ts";
import { LOAD_PROBLEM_TEXTS } from "../../components/load-problem/load-problem-texts.ts";

const ROOT = makeUnit(1, { name: "University", path: "/1/", type: "higher_education_institution", children: [{ id: 2, name: "Faculty of Science" }] });
const FACULTY = makeUnit(2, {
  name: "Faculty of Science",
  path: "/1/2/",
  depth: 1,
  type: "school_faculty",
  parent: { id: 1, name: "University" },
  admin: { id: 7, name: "Grace Hopper", email: "grace@uni.edu" },
  backupAdmins: [{ id: 8, name: "Alan Turing" }],
  phone: "+442079460000",
  email: "science@uni.edu",
  children: [{ id: 3, name: "Physics" }],
});
const PHYSICS = makeUnit(3, { name: "Physics", path: "/1/2/3/", depth: 2, parent: { id: 2, name: "Faculty of Science" } });
const CANDIDATES: UnitAdminCandidate[] = [
  { id: 7, name: "Grace Hopper", email: "grace@uni.edu", role: "unit_admin" },
  { id: 8, name: "Alan Turing", email: "alan@uni.edu", role: "unit_admin" },
];

function updateApi(unit: UnitDoc, activeChildren: boolean) {
  const api = createFakeApi();
  api.on("GET /api/organization", (call) => {
    const parent = call.query.get("parent");
    if (parent === "none") return { status: 200, body: listOf([ROOT], 1, 100) };
    if (parent === "1" && !call.query.get("status")) return { status: 200, body: listOf([FACULTY], 1, 100) };
    if (parent) return { status: 200, body: listOf(activeChildren ? [PHYSICS] : [], 1, 1) };
    return { status: 200, body: listOf([ROOT, FACULTY, PHYSICS], 1, 100) };
  });
  api.on(`GET /api/organization/${unit.id}`, { status: 200, body: { doc: unit } });
  api.on("GET /api/organization/filtered-users", { status: 200, body: { docs: CANDIDATES, totalDocs: CANDIDATES.length } });
  return api;
}

type Events = ReturnType<typeof renderDashboard>["events"];
const adminButton = () => screen.getByRole<HTMLButtonElement>("button", { name: /^Admin/ });
/** Opens the Admin chooser and picks the person, named with their e-mail. */
async function chooseAdmin(events: Events, label: string) {
  await events.click(adminButton());
  await events.click(await screen.findByRole("radio", { name: label }));
}

describe("update-unit page", () => {
  it("loads the unit into the form, with its international phone", async () => {
    renderDashboard({ path: "/dashboard/units/update/2", user: makeUser("super_admin"), api: updateApi(FACULTY, true) });
    expect(await screen.findByDisplayValue("Faculty of Science")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Type").value).toBe("school_faculty");
    expect(screen.getByLabelText<HTMLSelectElement>("Country calling code").value).toBe("GB");
    expect(screen.getByLabelText<HTMLInputElement>("Phone").value).toBe("2079460000");
    expect(screen.getByRole("button", { name: /Parent Unit/ }).textContent).toContain("University");
    expect(adminButton().textContent).toContain("Grace Hopper");
    expect(screen.getByRole("button", { name: "Backup Admins: Alan Turing" })).toBeTruthy();
  });

  it("a super admin cannot pick the unit itself or its sub-units as parent", async () => {
    const api = updateApi(FACULTY, true);
    const { events } = renderDashboard({ path: "/dashboard/units/update/2", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Faculty of Science");
    await events.click(screen.getByRole("button", { name: /Parent Unit/ }));
    const university = await screen.findByRole("treeitem", { name: "University" });
    expect(university).toBeTruthy();
    university.focus();
    await events.keyboard("{ArrowRight}");
    await waitFor(() => expect(api.callsTo("GET /api/organization").some((c) => c.query.get("parent") === "1")).toBe(true));
    expect(screen.queryByRole("treeitem", { name: "Faculty of Science" })).toBeNull();
    expect(screen.queryByRole("treeitem", { name: "Physics" })).toBeNull();
  });

  it("disables every field for a unit admin when the unit has active child units", async () => {
    renderDashboard({ path: "/dashboard/units/update/2", user: makeUser("unit_admin"), api: updateApi(FACULTY, true) });
    const name = await screen.findByDisplayValue<HTMLInputElement>("Faculty of Science");
    expect(name.disabled).toBe(true);
    for (const label of ["Type", "Email", "Phone", "Status", "Description"]) {
      expect(screen.getByLabelText<HTMLInputElement>(label).disabled, label).toBe(true);
    }
    expect(adminButton().disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: /^Backup Admins/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save Changes" }).disabled).toBe(true);
    // Parent Unit is for super admins only.
    expect(screen.queryByRole("button", { name: /Parent Unit/ })).toBeNull();
  });

  it("a unit admin edits a unit without active children, without sending a parent", async () => {
    const api = updateApi(PHYSICS, false);
    api.on("PATCH /api/organization", { status: 200, body: { doc: { ...PHYSICS, name: "Physics Dept", updatedAt: "2024-02-01T00:00:00.000Z" } } });
    const { events } = renderDashboard({ path: "/dashboard/units/update/3", user: makeUser("unit_admin"), api });
    const name = await screen.findByDisplayValue<HTMLInputElement>("Physics");
    expect(name.disabled).toBe(false);
    await events.clear(name);
    await events.type(name, "Physics Dept");
    await chooseAdmin(events, "Alan Turing (alan@uni.edu)");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));

    expect((await screen.findAllByText(TOASTS.unitUpdated)).length).toBeGreaterThan(0);
    const body = api.callsTo("PATCH /api/organization")[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 3, name: "Physics Dept", admin: 8, type: "department" });
    expect(body).not.toHaveProperty("parentOrg");
    // The page refreshes after success.
    await waitFor(() => expect(api.callsTo("GET /api/organization/3").length).toBeGreaterThan(1));
  });

  it("shows 'Failed to update unit' and its toast when the API refuses", async () => {
    const api = updateApi(PHYSICS, false);
    api.on("PATCH /api/organization", { status: 409, body: { message: "UNIT_HAS_ACTIVE_CHILDREN" } });
    const { events } = renderDashboard({ path: "/dashboard/units/update/3", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Physics");
    await chooseAdmin(events, "Grace Hopper (grace@uni.edu)");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.unitUpdateFailed);
    expect((await screen.findAllByText(`${ERRORS.unitUpdateToast}: ${ERRORS.unitUpdateFailed}. ${ERROR_SENTENCES.UNIT_HAS_ACTIVE_CHILDREN} Code: UNIT_HAS_ACTIVE_CHILDREN`)).length).toBeGreaterThan(0);
  });

  it("a super admin's new parent is sent and reloads the admins", async () => {
    const api = updateApi(PHYSICS, false);
    api.on("PATCH /api/organization", { status: 200, body: { doc: PHYSICS } });
    const { events } = renderDashboard({ path: "/dashboard/units/update/3", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Physics");
    await events.click(screen.getByRole("button", { name: /Parent Unit/ }));
    await events.click(await screen.findByRole("treeitem", { name: "University" }));
    await waitFor(() => expect(api.callsTo("GET /api/organization/filtered-users").at(-1)?.query.get("parentOrgId")).toBe("1"));
    expect(api.callsTo("GET /api/organization/filtered-users").at(-1)?.query.get("unitId")).toBe("3");
    await chooseAdmin(events, "Grace Hopper (grace@uni.edu)");
    await events.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/organization")).toHaveLength(1));
    expect(api.callsTo("PATCH /api/organization")[0]?.body).toMatchObject({ id: 3, parentOrg: 1, admin: 7, backupAdmins: [] });
  });
});

describe("units table row actions", () => {
  it("disables a unit and refreshes; a failure says 'Failed to disable unit'", async () => {
    const api = createFakeApi();
    let status: "active" | "inactive" = "active";
    api.on("GET /api/organization", () => ({ status: 200, body: listOf([{ ...PHYSICS, status }]) }));
    api.on("PUT /api/organization/disable/3", () => {
      status = "inactive";
      return { status: 200, body: { doc: { ...PHYSICS, status } } };
    });
    const { events } = renderDashboard({ path: "/dashboard/units", user: makeUser("super_admin"), api });
    await screen.findByRole("cell", { name: "Physics" });
    expect(screen.getByRole("button", { name: "Create unit" })).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Disable" }));
    // Disabling asks first (issue 15).
    const dialog = await screen.findByRole("alertdialog", { hidden: true });
    await events.click(within(dialog).getByText(CONFIRM_TEXTS.disable, { selector: "button" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Disable" })).toBeNull());
    expect(api.callsTo("PUT /api/organization/disable/3")).toHaveLength(1);
  });

  it("says in words why disabling was refused, and edits through the update route", async () => {
    const api = createFakeApi();
    api.on("GET /api/organization", { status: 200, body: listOf([PHYSICS]) });
    api.on("PUT /api/organization/disable/3", { status: 409, body: { message: "UNIT_HAS_ACTIVE_CHILDREN" } });
    api.on("GET /api/organization/3", { status: 200, body: { doc: PHYSICS } });
    const { events, router } = renderDashboard({ path: "/dashboard/units", user: makeUser("unit_admin"), api });
    await screen.findByRole("cell", { name: "Physics" });
    expect(screen.queryByRole("button", { name: "Create unit" })).toBeNull();
    await events.click(screen.getByRole("button", { name: "Disable" }));
    // The refusal's code is said in words, in the confirmation (issue 15), not 'Failed to disable unit'.
    const dialog = await screen.findByRole("alertdialog", { hidden: true });
    await events.click(within(dialog).getByText(CONFIRM_TEXTS.disable, { selector: "button" }));
    await waitFor(() => expect(dialog.textContent).toContain(CONFIRM_TEXTS.hasActiveChildren));
    await events.click(within(dialog).getByText(CONFIRM_TEXTS.close, { selector: "button" }));
    await waitFor(() => expect(screen.queryAllByRole("alertdialog", { hidden: true })).toHaveLength(0));
    // The row is found by its role once the closed dialog has let go of the page (it sometimes takes a moment).
    await events.click(await screen.findByRole("button", { name: "Edit" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/units/update/3"));
  });

  it("shows no actions to a social media manager", async () => {
    const api = createFakeApi();
    api.on("GET /api/organization", { status: 200, body: listOf([PHYSICS]) });
    renderDashboard({ path: "/dashboard/units", user: makeUser("social_media_manager"), api });
    await screen.findByRole("cell", { name: "Physics" });
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });
});

describe("update unit page, for a unit that cannot be shown", () => {
  it("says a missing or out-of-scope unit is missing, not a connection problem", async () => {
    const api = createFakeApi();
    api.on("GET /api/organization/404", { status: 404, body: { message: "NOT_FOUND" } });
    api.on("GET /api/organization", { status: 200, body: listOf([]) });
    renderDashboard({ path: "/dashboard/units/update/404", user: makeUser("unit_admin"), api });
    expect((await screen.findByRole("alert")).textContent).toBe(LOAD_PROBLEM_TEXTS.missing("unit"));
    expect(screen.queryByText(/connection/)).toBeNull();
  });
});
