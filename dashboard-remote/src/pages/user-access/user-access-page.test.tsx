import { TOASTS, UI, VALIDATION, onlyUnitAdminWarning, type AccessGrantDoc, type UserDetailDoc } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { localToday } from "./access-rows.ts";
import { translatorFor } from "../../i18n/i18n-context.ts";
import { INSTITUTION_LOCALE, formatsFor } from "../../components/format/formats.ts";

/** The English catalogue: what an English reader sees. */
const en = translatorFor("en");

const shown = formatsFor(INSTITUTION_LOCALE).date;

const grant = (id: number, name: string, extra: Partial<AccessGrantDoc> = {}): AccessGrantDoc => ({
  id,
  organization: { id, name },
  organization_name: name,
  type: "permanent",
  start_date: null,
  end_date: null,
  inForce: true,
  ...extra,
});
const USER: UserDetailDoc = {
  ...makeUser("unit_admin", { id: 5, name: "Grace Hopper" }),
  access: [grant(2, "Faculty of Science"), grant(3, "Physics", { type: "temporary", start_date: "2026-03-01", end_date: "2026-03-31" })],
  reviewRequest: null,
};

function accessApi(user: UserDetailDoc = USER) {
  const api = createFakeApi();
  api.on(`GET /api/users/${user.id}`, { status: 200, body: { doc: user } });
  api.on("PATCH /api/users/access", { status: 200, body: { doc: user } });
  api.on("GET /api/users", { status: 200, body: listOf([]) });
  return api;
}

describe("user access page", () => {
  it("has one block per unit with its Access Type and dates", async () => {
    renderDashboard({ path: "/dashboard/users/access/5", user: makeUser("super_admin"), api: accessApi() });
    const faculty = await screen.findByRole("region", { name: "Faculty of Science" });
    expect(within(faculty).getByLabelText<HTMLSelectElement>("Access Type").value).toBe("permanent");
    expect([...within(faculty).getByLabelText<HTMLSelectElement>("Access Type").options].map((o) => o.textContent)).toEqual(["Permanent", "Temporary"]);
    expect(within(faculty).queryByLabelText(/Start Date/)).toBeNull();
    const physics = screen.getByRole("region", { name: "Physics" });
    // Shown day first, as every date of the product (the form keeps 2026-03-01).
    expect(within(physics).getByLabelText<HTMLInputElement>(/Start Date/).value).toBe("01/03/2026");
    expect(within(physics).getByLabelText<HTMLInputElement>(/End Date/).value).toBe("31/03/2026");
  });

  it("temporary defaults both dates to today, permanent clears them; Update Access saves and goes to users", async () => {
    const api = accessApi();
    const { events, router } = renderDashboard({ path: "/dashboard/users/access/5", user: makeUser("super_admin"), api });
    const faculty = await screen.findByRole("region", { name: "Faculty of Science" });
    await events.selectOptions(within(faculty).getByLabelText("Access Type"), "temporary");
    const today = localToday();
    expect(within(faculty).getByLabelText<HTMLInputElement>(/Start Date/).value).toBe(shown(today));
    expect(within(faculty).getByLabelText<HTMLInputElement>(/End Date/).value).toBe(shown(today));
    const physics = screen.getByRole("region", { name: "Physics" });
    await events.selectOptions(within(physics).getByLabelText("Access Type"), "permanent");
    expect(within(physics).queryByLabelText(/Start Date/)).toBeNull();

    await events.click(screen.getByRole("button", { name: UI.updateAccess }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users"));
    expect(api.callsTo("PATCH /api/users/access")[0]?.body).toEqual({
      user: 5,
      access: [
        { organization: 2, type: "temporary", start_date: today, end_date: today },
        { organization: 3, type: "permanent", start_date: null, end_date: null },
      ],
    });
    expect((await screen.findAllByText(TOASTS.accessUpdated)).length).toBeGreaterThan(0);
  });

  it("requires both dates for temporary access and an end after the start", async () => {
    const api = accessApi();
    const { events } = renderDashboard({ path: "/dashboard/users/access/5", user: makeUser("super_admin"), api });
    const physics = await screen.findByRole("region", { name: "Physics" });
    await events.clear(within(physics).getByLabelText(/Start Date/));
    await events.click(screen.getByRole("button", { name: UI.updateAccess }));
    expect(await within(physics).findByText("Start Date is required for temporary access")).toBeTruthy();
    await events.type(within(physics).getByLabelText(/Start Date/), "15/04/2026");
    await events.click(screen.getByRole("button", { name: UI.updateAccess }));
    expect(await within(physics).findByText("End Date must be on or after Start Date")).toBeTruthy();
    expect(api.callsTo("PATCH /api/users/access")).toHaveLength(0);
  });

  it("shows the 'only Unit Admin' warning on a 409", async () => {
    const api = accessApi();
    api.on("PATCH /api/users/access", { status: 409, body: { message: "LAST_UNIT_ADMIN", organizations: [{ id: 2, name: "Faculty of Science" }] } });
    const { events } = renderDashboard({ path: "/dashboard/users/access/5", user: makeUser("super_admin"), api });
    await screen.findByRole("region", { name: "Physics" });
    await events.click(screen.getByRole("button", { name: UI.updateAccess }));
    expect((await screen.findByRole("alert")).textContent).toBe(onlyUnitAdminWarning(["Faculty of Science"]));
  });

  it("is not offered for a super admin", async () => {
    const root: UserDetailDoc = { ...makeUser("super_admin", { id: 9 }), access: [], reviewRequest: null };
    renderDashboard({ path: "/dashboard/users/access/9", user: makeUser("super_admin"), api: accessApi(root) });
    expect((await screen.findByRole("status")).textContent).toContain("Super Admins reach every unit");
    expect(screen.queryByRole("button", { name: UI.updateAccess })).toBeNull();
  });
});

describe("user access page, for whom it is not", () => {
  it("tells a social media manager they may not manage access, with no form", async () => {
    const api = accessApi();
    renderDashboard({ path: "/dashboard/users/access/5", user: makeUser("social_media_manager"), api });
    expect((await screen.findByRole("status")).textContent).toBe(en("loadProblem.mayNotManageAccess"));
    expect(screen.queryByRole("button", { name: UI.updateAccess })).toBeNull();
    expect(api.callsTo("GET /api/users/5")).toHaveLength(0);
  });

  it("offers no form for one's own access", async () => {
    const api = accessApi();
    renderDashboard({ path: "/dashboard/users/access/5", user: makeUser("unit_admin", { id: 5 }), api });
    expect((await screen.findByRole("status")).textContent).toBe(VALIDATION.ownAccess);
    expect(screen.queryByRole("button", { name: UI.updateAccess })).toBeNull();
  });

  it("says a missing or out-of-scope user is missing, not a connection problem", async () => {
    const api = createFakeApi();
    api.on("GET /api/users/77", { status: 404, body: { message: "NOT_FOUND" } });
    renderDashboard({ path: "/dashboard/users/access/77", user: makeUser("unit_admin"), api });
    expect((await screen.findByRole("alert")).textContent).toBe(en("loadProblem.missing", { thing: "user" }));
  });
});
