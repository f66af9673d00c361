import { ERROR_SENTENCES, ERRORS, TOASTS, VALIDATION, type UserDetailDoc } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUnit, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

const UNITS = [makeUnit(2, { name: "Faculty of Science" }), makeUnit(3, { name: "Physics" })];
const created = (overrides: Partial<UserDetailDoc> = {}): UserDetailDoc => ({ ...makeUser("social_media_manager", { id: 42 }), access: [], reviewRequest: null, ...overrides });

function createApi() {
  const api = createFakeApi();
  api.on("GET /api/organization", { status: 200, body: listOf(UNITS, 1, 100) });
  api.on("POST /api/users", { status: 201, body: { doc: created() } });
  return api;
}

const options = (label: string) => [...screen.getByLabelText<HTMLSelectElement>(label).options].map((o) => o.value);

describe("create-user page", () => {
  it("a super admin sees every role and the statuses active and inactive", async () => {
    renderDashboard({ path: "/dashboard/users/create", user: makeUser("super_admin"), api: createApi() });
    await screen.findByLabelText("Role");
    expect(options("Role")).toEqual(["super_admin", "unit_admin", "social_media_manager"]);
    expect(options("Status")).toEqual(["active", "inactive"]);
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("a unit admin chooses unit_admin or social_media_manager and does not see the status", async () => {
    renderDashboard({ path: "/dashboard/users/create", user: makeUser("unit_admin"), api: createApi() });
    await screen.findByLabelText("Role");
    expect(options("Role")).toEqual(["unit_admin", "social_media_manager"]);
    expect(screen.queryByLabelText("Status")).toBeNull();
  });

  it("shows the organization field for every role but super_admin", async () => {
    const { events } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("super_admin"), api: createApi() });
    await screen.findByLabelText("Role");
    expect(screen.getByRole("button", { name: /^Units/ })).toBeTruthy();
    await events.selectOptions(screen.getByLabelText("Role"), "unit_admin");
    expect(screen.getByRole("button", { name: /^Units/ })).toBeTruthy();
    await events.selectOptions(screen.getByLabelText("Role"), "super_admin");
    expect(screen.queryByRole("button", { name: "Units" })).toBeNull();
  });

  it("validates with the spec's messages", async () => {
    const api = createApi();
    const { events } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("super_admin"), api });
    await events.type(await screen.findByLabelText("Email"), "nope");
    await events.click(screen.getByRole("button", { name: "Create User" }));
    expect(await screen.findByText(VALIDATION.nameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.invalidEmail)).toBeTruthy();
    expect(screen.getByText(VALIDATION.unitRequired)).toBeTruthy();
    expect(api.callsTo("POST /api/users")).toHaveLength(0);
  });

  it("a unit admin's new user goes on to its access page", async () => {
    const api = createApi();
    const { events, router } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("unit_admin"), api });
    await events.type(await screen.findByLabelText("Name"), "Alan Turing");
    await events.type(screen.getByLabelText("Email"), "Alan@Uni.edu");
    await events.click(screen.getByRole("button", { name: /^Units/ }));
    await events.click(await screen.findByRole("checkbox", { name: "Physics" }));
    await events.click(screen.getByRole("checkbox", { name: "Risk training completed" }));
    await events.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users/access/42"));
    expect(api.callsTo("POST /api/users")[0]?.body).toEqual({
      name: "Alan Turing",
      email: "alan@uni.edu",
      role: "social_media_manager",
      organizations: [3],
      isEnabledTwoFactor: false,
      isInUseSecurePassword: false,
      isAcceptedPolicies: false,
      isCompletedTrainingAccessibility: false,
      isCompletedTrainingRisk: true,
      isCompletedTrainingBrand: false,
      hasKnowledgeStandards: false,
      offboardingCompleted: false,
      admin_policy_agreement: false,
    });
    expect((await screen.findAllByText(TOASTS.userCreated)).length).toBeGreaterThan(0);
  });

  it("a super admin goes back to the users list, with the chosen status", async () => {
    const api = createApi();
    api.on("GET /api/users", { status: 200, body: listOf([]) });
    const { events, router } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("super_admin"), api });
    await events.type(await screen.findByLabelText("Name"), "Root Two");
    await events.type(screen.getByLabelText("Email"), "root2@uni.edu");
    await events.selectOptions(screen.getByLabelText("Role"), "super_admin");
    await events.selectOptions(screen.getByLabelText("Status"), "inactive");
    await events.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users"));
    expect(api.callsTo("POST /api/users")[0]?.body).toMatchObject({ role: "super_admin", status: "inactive" });
    expect(api.callsTo("POST /api/users")[0]?.body).not.toHaveProperty("organizations");
  });

  it("USER_ALREADY_EXISTS: toast and the update page of the existing user", async () => {
    const api = createApi();
    api.on("POST /api/users", { status: 409, body: { message: "USER_ALREADY_EXISTS", details: 17 } });
    api.on("GET /api/users/17", { status: 200, body: { doc: created({ id: 17 }) } });
    const { events, router } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("super_admin"), api });
    await events.type(await screen.findByLabelText("Name"), "Alan");
    await events.type(screen.getByLabelText("Email"), "alan@uni.edu");
    await events.selectOptions(screen.getByLabelText("Role"), "super_admin");
    await events.click(screen.getByRole("button", { name: "Create User" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users/update/17"));
    expect((await screen.findAllByText(ERRORS.userAlreadyExistsToast)).length).toBeGreaterThan(0);
  });

  it("other API errors: 'Failed to create user' with the server message, and the toast", async () => {
    const api = createApi();
    api.on("POST /api/users", { status: 403, body: { message: "FORBIDDEN" } });
    const { events } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("super_admin"), api });
    await events.type(await screen.findByLabelText("Name"), "Alan");
    await events.type(screen.getByLabelText("Email"), "alan@uni.edu");
    await events.selectOptions(screen.getByLabelText("Role"), "super_admin");
    await events.click(screen.getByRole("button", { name: "Create User" }));
    expect((await screen.findByRole("alert")).textContent).toBe(`${ERRORS.userCreateFailed}: ${ERROR_SENTENCES.FORBIDDEN} Code: FORBIDDEN`);
    expect((await screen.findAllByText(ERRORS.userCreateToast)).length).toBeGreaterThan(0);
  });

  it("Cancel goes to the social media accounts", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("super_admin"), api: createApi() });
    await events.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/dashboard\/social-media-accounts\/?$/));
  });

  it("is not open to a social media manager", async () => {
    const { router } = renderDashboard({ path: "/dashboard/users/create", user: makeUser("social_media_manager"), api: createApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
