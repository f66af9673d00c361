import { ERROR_SENTENCES, ERRORS, TOASTS, VALIDATION, type UnitAdminCandidate } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import unitFormEn from "../../i18n/messages/en/unitForm.json" with { type: "json" };

const UNITS = [
  makeUnit(1, { name: "University", path: "/1/", children: [{ id: 2, name: "Faculty of Science" }] }),
  makeUnit(2, { name: "Faculty of Science", path: "/1/2/", parent: { id: 1, name: "University" }, depth: 1, children: [{ id: 3, name: "Physics" }] }),
  makeUnit(3, { name: "Physics", path: "/1/2/3/", parent: { id: 2, name: "Faculty of Science" }, depth: 2 }),
  makeUnit(4, { name: "Other Institution", path: "/4/" }),
];
const ROOT: UnitAdminCandidate = { id: 1, name: "Root Admin", email: "root@uni.edu", role: "super_admin" };
const GRACE: UnitAdminCandidate = { id: 7, name: "Grace Hopper", email: "grace@uni.edu", role: "unit_admin" };
const ALAN: UnitAdminCandidate = { id: 8, name: "Alan Turing", email: "alan@uni.edu", role: "unit_admin" };

function unitApi() {
  const api = createFakeApi();
  // Like the server: parent=none for the top level, parent=<id> for a unit's children, search by name.
  api.on("GET /api/organization", (call) => {
    const parent = call.query.get("parent");
    const search = call.query.get("search")?.toLowerCase() ?? "";
    const docs = UNITS.filter((u) => (parent === null ? true : parent === "none" ? u.parent === null : u.parent?.id === Number(parent))).filter((u) =>
      u.name.toLowerCase().includes(search),
    );
    docs.sort((a, b) => a.name.localeCompare(b.name));
    return { status: 200, body: listOf(docs, 1, 100) };
  });
  // Like the server: the candidates under the parent, searched by name or e-mail, at most `limit`.
  api.on("GET /api/organization/filtered-users", (call) => {
    const search = call.query.get("search")?.toLowerCase() ?? "";
    const all = (call.query.get("parentOrgId") === "2" ? [ROOT, GRACE] : [ROOT, GRACE, ALAN]).filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(search));
    return { status: 200, body: { docs: all.slice(0, Number(call.query.get("limit") ?? all.length)), totalDocs: all.length } };
  });
  return api;
}

type Events = ReturnType<typeof renderCreate>["events"];
const adminButton = () => screen.getByRole("button", { name: /^Admin/ });
/** Opens the Admin chooser and picks the person, named with their e-mail. */
async function chooseAdmin(events: Events, label: string) {
  await events.click(adminButton());
  await events.click(await screen.findByRole("radio", { name: label }));
}

const renderCreate = (api = unitApi()) => renderDashboard({ path: "/dashboard/units/create", user: makeUser("super_admin"), api });

describe("create-unit page", () => {
  it("starts with the spec's defaults and the top-level types", async () => {
    renderCreate();
    const type = await screen.findByLabelText<HTMLSelectElement>("Type");
    expect(type.value).toBe("higher_education_institution");
    expect([...type.options].map((o) => o.value)).toEqual([
      "higher_education_institution",
      "government_agency",
      "healthcare_system",
      "corporate_enterprise",
      "nonprofit_organization",
      "other",
    ]);
    expect(screen.getByLabelText<HTMLSelectElement>("Status").value).toBe("active");
    expect(screen.getByRole("button", { name: /Parent Unit/ }).textContent).toContain("No parent unit");
    expect(screen.getByLabelText<HTMLSelectElement>("Country calling code").value).toBe("US");
  });

  it("shows the validation messages verbatim and sends nothing", async () => {
    const api = unitApi();
    const { events } = renderCreate(api);
    await events.type(await screen.findByLabelText("Name"), "x".repeat(101));
    await events.type(screen.getByLabelText("Email"), "not-an-email");
    await events.type(screen.getByLabelText("Phone"), "1234567890123456");
    await events.click(screen.getByRole("button", { name: "Create unit" }));

    expect(await screen.findByText(VALIDATION.unitNameMax)).toBeTruthy();
    expect(screen.getByText(VALIDATION.adminRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.invalidEmail)).toBeTruthy();
    expect(screen.getByText(VALIDATION.invalidPhone)).toBeTruthy();
    await events.clear(screen.getByLabelText("Name"));
    await events.click(screen.getByRole("button", { name: "Create unit" }));
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeTruthy();
    expect(api.callsTo("POST /api/organization")).toHaveLength(0);
  });

  it("choosing a parent reloads the admins, clears admin and backups, and offers sub-unit types", async () => {
    const api = unitApi();
    const { events } = renderCreate(api);
    await screen.findByLabelText("Name");
    await chooseAdmin(events, "Alan Turing (alan@uni.edu)");
    // The chooser asked the server for 20 at most, under no parent.
    expect(api.callsTo("GET /api/organization/filtered-users").at(-1)?.query.get("limit")).toBe("20");
    await events.click(screen.getByRole("button", { name: "Backup Admins: None chosen" }));
    await events.click(screen.getByRole("checkbox", { name: "Grace Hopper (grace@uni.edu)" }));
    expect(screen.getByRole("button", { name: "Backup Admins: Grace Hopper" })).toBeTruthy();

    await events.click(screen.getByRole("button", { name: /Parent Unit/ }));
    const tree = screen.getByRole("tree", { name: "Parent Unit" });
    // Built by attaching each unit to its parent: Faculty sits inside University.
    const university = await within(tree).findByRole("treeitem", { name: "University" });
    university.focus();
    await events.keyboard("{ArrowRight}");
    expect(await within(university).findByRole("treeitem", { name: "Faculty of Science" })).toBeTruthy();
    await events.click(within(tree).getByRole("treeitem", { name: "Faculty of Science" }));

    await waitFor(() => expect(api.callsTo("GET /api/organization/filtered-users").at(-1)?.query.get("parentOrgId")).toBe("2"));
    expect(api.callsTo("GET /api/organization/filtered-users").at(-1)?.query.get("parentOrgName")).toBe("Faculty of Science");
    expect(adminButton().textContent).not.toContain("Alan Turing");
    expect(screen.getByRole("button", { name: "Backup Admins: None chosen" })).toBeTruthy();
    await events.click(adminButton());
    await waitFor(() => expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual(["Root Admin (root@uni.edu)", "Grace Hopper (grace@uni.edu)"]));
    await events.click(adminButton());
    const type = screen.getByLabelText<HTMLSelectElement>("Type");
    expect(type.value).toBe("division");
    expect([...type.options].map((o) => o.value)).toEqual(["division", "school_faculty", "department", "office", "program", "initiative", "other"]);
  });

  it("creates the unit with every field, toasts and goes to the units list", async () => {
    const api = unitApi();
    api.on("POST /api/organization", { status: 201, body: { doc: makeUnit(9) } });
    const { events, router } = renderCreate(api);
    await events.type(await screen.findByLabelText("Name"), "Optics Lab");
    await events.click(screen.getByRole("button", { name: /Parent Unit/ }));
    await events.type(screen.getByRole("searchbox", { name: "Search units" }), "faculty");
    await events.click(await screen.findByRole("treeitem", { name: "Faculty of Science" }, { timeout: 3000 }));
    await events.selectOptions(screen.getByLabelText("Type"), "program");
    await waitFor(() => expect(api.callsTo("GET /api/organization/filtered-users").at(-1)?.query.get("parentOrgId")).toBe("2"));
    await chooseAdmin(events, "Grace Hopper (grace@uni.edu)");
    await events.type(screen.getByLabelText("Email"), "optics@uni.edu");
    await events.selectOptions(screen.getByLabelText("Country calling code"), "GB");
    await events.type(screen.getByLabelText("Phone"), "02079460000");
    await events.selectOptions(screen.getByLabelText("Status"), "pending_review");
    await events.type(screen.getByLabelText("Description"), "Lasers");
    await events.click(screen.getByRole("button", { name: "Create unit" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/units"));
    expect(api.callsTo("POST /api/organization")[0]?.body).toEqual({
      name: "Optics Lab",
      type: "program",
      parentOrg: 2,
      admin: 7,
      backupAdmins: [],
      email: "optics@uni.edu",
      phone: "+442079460000",
      status: "pending_review",
      description: "Lasers",
      delegatedPermissions: false,
    });
    expect((await screen.findAllByText(TOASTS.unitCreated)).length).toBeGreaterThan(0);
  });

  it("shows a ValidationError as 'path: message' lines and toasts the error", async () => {
    const api = unitApi();
    api.on("POST /api/organization", {
      status: 400,
      body: {
        name: "ValidationError",
        message: "Validation failed",
        errors: [
          { path: "admin", message: VALIDATION.unitAdminNotCandidate },
          { path: "parentOrg", message: VALIDATION.unitParentNotFound },
        ],
      },
    });
    const { events, router } = renderCreate(api);
    await events.type(await screen.findByLabelText("Name"), "Lab");
    await chooseAdmin(events, "Root Admin (root@uni.edu)");
    await events.click(screen.getByRole("button", { name: "Create unit" }));

    const lines = `admin: ${VALIDATION.unitAdminNotCandidate}\nparentOrg: ${VALIDATION.unitParentNotFound}`;
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(lines);
    expect((await screen.findAllByText(`${ERRORS.unitCreateToast}: ${lines}`, { normalizer: (t) => t })).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe("/dashboard/units/create");
  });

  it("says 'Failed to create unit' for other errors", async () => {
    const api = unitApi();
    api.on("POST /api/organization", { status: 500, body: { message: "INTERNAL_ERROR" } });
    const { events } = renderCreate(api);
    await events.type(await screen.findByLabelText("Name"), "Lab");
    await chooseAdmin(events, "Root Admin (root@uni.edu)");
    await events.click(screen.getByRole("button", { name: "Create unit" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.unitCreateFailed);
    expect((await screen.findAllByText(`${ERRORS.unitCreateToast}: ${ERRORS.unitCreateFailed}. ${ERROR_SENTENCES.INTERNAL_ERROR} Code: INTERNAL_ERROR`)).length).toBeGreaterThan(0);
  });

  it("the parent tree loads a level at a time and follows the tree keyboard", async () => {
    const api = unitApi();
    const { events } = renderCreate(api);
    await events.click(await screen.findByRole("button", { name: /Parent Unit/ }));
    const tree = screen.getByRole("tree", { name: "Parent Unit" });
    await within(tree).findByRole("treeitem", { name: "University" });
    expect(api.callsTo("GET /api/organization").map((c) => c.query.get("parent"))).toContain("none");
    expect(within(tree).queryByRole("treeitem", { name: "Faculty of Science" })).toBeNull();
    const focused = () => document.activeElement?.getAttribute("aria-label");

    await events.keyboard("{ArrowDown}");
    expect(focused()).toBe(unitFormEn.noParent);
    await events.keyboard("{ArrowDown}");
    expect(focused()).toBe("Other Institution");
    await events.keyboard("{ArrowDown}");
    expect(focused()).toBe("University");
    await events.keyboard("{ArrowRight}");
    await within(tree).findByRole("treeitem", { name: "Faculty of Science" });
    expect(api.callsTo("GET /api/organization").at(-1)?.query.get("parent")).toBe("1");
    expect(within(tree).getByRole("treeitem", { name: "University" }).getAttribute("aria-expanded")).toBe("true");
    await events.keyboard("{ArrowRight}");
    expect(focused()).toBe("Faculty of Science");
    await events.keyboard("{ArrowRight}");
    await events.keyboard("{End}");
    expect(focused()).toBe("Physics");
    await events.keyboard("{ArrowLeft}");
    expect(focused()).toBe("Faculty of Science");
    await events.keyboard("{ArrowLeft}");
    expect(within(tree).queryByRole("treeitem", { name: "Physics" })).toBeNull();
    await events.keyboard("{ArrowLeft}");
    expect(focused()).toBe("University");
    await events.keyboard("{Home}");
    expect(focused()).toBe(unitFormEn.noParent);
    await events.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{Enter}");
    expect(screen.queryByRole("tree")).toBeNull();
    expect(screen.getByRole("button", { name: /Parent Unit/ }).textContent).toContain("Faculty of Science");
  });

  it("Reset restores the starting values", async () => {
    const { events } = renderCreate();
    await events.type(await screen.findByLabelText("Name"), "Something");
    await events.selectOptions(screen.getByLabelText("Status"), "inactive");
    await events.click(screen.getByRole("button", { name: "Reset" }));
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("");
    expect(screen.getByLabelText<HTMLSelectElement>("Status").value).toBe("active");
  });

  it("is not open to a unit admin", async () => {
    const { router } = renderDashboard({ path: "/dashboard/units/create", user: makeUser("unit_admin"), api: unitApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
