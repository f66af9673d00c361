import { ERROR_SENTENCES, ERRORS, TOASTS, onlyUnitAdminWarning, type PublicUser, type UserDetailDoc } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { translatorFor } from "../../i18n/i18n-context.ts";

/** The English catalogue: what an English reader sees. */
const en = translatorFor("en");

const UNITS = [makeUnit(2, { name: "Faculty of Science" }), makeUnit(3, { name: "Physics" })];
const detail = (user: PublicUser): UserDetailDoc => ({ ...user, access: [], reviewRequest: null });
const GRACE = makeUser("unit_admin", { id: 5, name: "Grace Hopper", email: "grace@uni.edu", organizations: [{ id: 2, name: "Faculty of Science" }] });
const ALAN = makeUser("social_media_manager", { id: 6, name: "Alan Turing", email: "alan@uni.edu", organizations: [{ id: 3, name: "Physics" }] });

function updateApi(user: PublicUser) {
  const api = createFakeApi();
  api.on("GET /api/organization", { status: 200, body: listOf(UNITS, 1, 100) });
  api.on(`GET /api/users/${user.id}`, { status: 200, body: { doc: detail(user) } });
  api.on("PATCH /api/users/", (call) => ({ status: 200, body: { doc: { ...detail(user), ...(call.body as object) } } }));
  api.on("PUT /api/users/status", (call) => ({ status: 200, body: { doc: { ...detail(user), ...(call.body as object) } } }));
  api.on("GET /api/users", { status: 200, body: listOf([]) });
  return api;
}

describe("update-user page", () => {
  it("sends only what changed and goes to the access page by default", async () => {
    const api = updateApi(GRACE);
    const { events, router } = renderDashboard({ path: "/dashboard/users/update/5", user: makeUser("super_admin"), api });
    const name = await screen.findByDisplayValue("Grace Hopper");
    await events.clear(name);
    await events.type(name, "Grace B. Hopper");
    await events.click(screen.getByRole("checkbox", { name: "Two-factor authentication enabled" }));
    await events.click(screen.getByRole("button", { name: "Edit User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users/access/5"));
    expect(api.callsTo("PATCH /api/users/")[0]?.body).toEqual({ id: 5, name: "Grace B. Hopper", isEnabledTwoFactor: true });
    expect((await screen.findAllByText(TOASTS.userUpdated)).length).toBeGreaterThan(0);
  });

  it("honours returnTo; a status change alone goes through PUT /api/users/status", async () => {
    const api = updateApi(ALAN);
    const { events, router } = renderDashboard({ path: "/dashboard/users/update/6?returnTo=%22%2Fdashboard%2Fusers%22", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Alan Turing");
    await events.selectOptions(screen.getByLabelText("Status"), "inactive");
    await events.click(screen.getByRole("button", { name: "Edit User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users"));
    expect(api.callsTo("PUT /api/users/status")[0]?.body).toEqual({ id: 6, status: "inactive" });
    expect(api.callsTo("PATCH /api/users/")).toHaveLength(0);
  });

  it("shows the 'only Unit Admin' warning with the units from the 409", async () => {
    const api = updateApi(GRACE);
    api.on("PUT /api/users/status", {
      status: 409,
      body: { message: "LAST_UNIT_ADMIN", organizations: [{ id: 2, name: "Faculty of Science" }, { id: 9, name: "Law" }] },
    });
    const { events, router } = renderDashboard({ path: "/dashboard/users/update/5", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Grace Hopper");
    await events.selectOptions(screen.getByLabelText("Status"), "inactive");
    await events.click(screen.getByRole("button", { name: "Edit User" }));
    const warning = onlyUnitAdminWarning(["Faculty of Science", "Law"]);
    expect((await screen.findByRole("alert")).textContent).toBe(warning);
    // The form's alert and the toast (whose host loads on the first notice).
    await waitFor(() => expect(screen.queryAllByText(warning).length).toBeGreaterThan(1));
    expect(router.state.location.pathname).toBe("/dashboard/users/update/5");
  });

  it("a refused status change says 'Failed to set user status'", async () => {
    const api = updateApi(GRACE);
    api.on("PUT /api/users/status", { status: 403, body: { message: "FORBIDDEN" } });
    const { events } = renderDashboard({ path: "/dashboard/users/update/5", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Grace Hopper");
    await events.selectOptions(screen.getByLabelText("Status"), "inactive");
    await events.click(screen.getByRole("button", { name: "Edit User" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`${ERRORS.userStatusFailed}: ${ERROR_SENTENCES.FORBIDDEN} Code: FORBIDDEN`);
  });

  it("other failures: 'Failed to update user' and 'An unexpected error occurred.'", async () => {
    const api = updateApi(GRACE);
    api.on("PATCH /api/users/", { status: 500, body: null });
    const { events } = renderDashboard({ path: "/dashboard/users/update/5", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Grace Hopper");
    await events.click(screen.getByRole("checkbox", { name: "Knows the standards" }));
    await events.click(screen.getByRole("button", { name: "Edit User" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`${ERRORS.userUpdateFailed}: ${ERROR_SENTENCES.HTTP_500} Code: HTTP_500`);
    expect((await screen.findAllByText(ERRORS.unexpectedSentence)).length).toBeGreaterThan(0);
  });

  it("a unit admin edits a manager without the status field; role options are limited", async () => {
    renderDashboard({ path: "/dashboard/users/update/6", user: makeUser("unit_admin", { id: 5 }), api: updateApi(ALAN) });
    await screen.findByDisplayValue("Alan Turing");
    expect(screen.queryByLabelText("Status")).toBeNull();
    expect([...screen.getByLabelText<HTMLSelectElement>("Role").options].map((o) => o.value)).toEqual(["unit_admin", "social_media_manager"]);
    expect(screen.getByRole("button", { name: "Units: Physics" })).toBeTruthy();
  });

  it("names the person's current units with where they sit, as the chooser's search results do (issue 30)", async () => {
    const namesake = makeUser("social_media_manager", { id: 6, name: "Alan Turing", email: "alan@uni.edu", organizations: [{ id: 3, name: "Physics", pathNames: ["University", "Faculty of Science", "Physics"] }] });
    const { events } = renderDashboard({ path: "/dashboard/users/update/6", user: makeUser("super_admin"), api: updateApi(namesake) });
    await screen.findByDisplayValue("Alan Turing");
    await events.click(screen.getByRole("button", { name: /^Units/ }));
    expect((await screen.findByRole<HTMLInputElement>("checkbox", { name: "Physics (University › Faculty of Science)" })).checked).toBe(true);
  });

  it("a social media manager edits only their name and compliance fields", async () => {
    const api = updateApi(ALAN);
    const { events } = renderDashboard({ path: "/dashboard/users/update/6", user: ALAN, api });
    await screen.findByDisplayValue("Alan Turing");
    expect(screen.queryByLabelText("Role")).toBeNull();
    expect(screen.queryByLabelText("Status")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Units/ })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Email").disabled).toBe(true);
    await events.type(screen.getByLabelText("Last training date"), "01/03/2026");
    await events.click(screen.getByRole("button", { name: "Edit User" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/users/")).toHaveLength(1));
    expect(api.callsTo("PATCH /api/users/")[0]?.body).toEqual({ id: 6, date_of_last_training: "2026-03-01" });
  });

  it("changing the role sends the units along", async () => {
    const api = updateApi(ALAN);
    const { events } = renderDashboard({ path: "/dashboard/users/update/6", user: makeUser("super_admin"), api });
    await screen.findByDisplayValue("Alan Turing");
    await events.selectOptions(screen.getByLabelText("Role"), "unit_admin");
    await events.click(screen.getByRole("button", { name: "Edit User" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/users/")).toHaveLength(1));
    expect(api.callsTo("PATCH /api/users/")[0]?.body).toEqual({ id: 6, role: "unit_admin", organizations: [3] });
  });
});

describe("update-user page, for whom it is not", () => {
  it("tells a social media manager opening someone else that they may not edit them, with no form", async () => {
    const other = makeUser("social_media_manager", { id: 8, name: "Ada Lovelace" });
    renderDashboard({ path: "/dashboard/users/update/8", user: ALAN, api: updateApi(other) });
    expect((await screen.findByRole("status")).textContent).toBe(en("loadProblem.mayNotEditUser"));
    expect(screen.queryByRole("button", { name: "Edit User" })).toBeNull();
  });

  it("says a missing or out-of-scope user is missing", async () => {
    const api = createFakeApi();
    api.on("GET /api/users/99", { status: 404, body: { message: "NOT_FOUND" } });
    renderDashboard({ path: "/dashboard/users/update/99", user: GRACE, api });
    expect((await screen.findByRole("alert")).textContent).toBe(en("loadProblem.missing", { thing: "user" }));
  });
});
