import { ERRORS, TOASTS, UI } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../test/fake-api.ts";
import { POLICY, listOf, makeUnit, makeUser } from "../test/fixtures.ts";
import { renderDashboard } from "../test/render-dashboard.tsx";

function apiWithPendingPolicy() {
  const api = createFakeApi();
  let accepted = false;
  api.on("GET /api/policies/current", () => ({ status: 200, body: { policy: POLICY, accepted } }));
  api.on("GET /api/organization", () =>
    accepted ? { status: 200, body: listOf([makeUnit(1)]) } : { status: 403, body: { message: "POLICY_NOT_ACCEPTED" } },
  );
  return { api, accept: () => (accepted = true) };
}

describe("policy gate", () => {
  it("shows the pending policy in a modal that Escape does not close", async () => {
    const { api } = apiWithPendingPolicy();
    const { events } = renderDashboard({ path: "/dashboard/units", user: makeUser("unit_admin"), api });

    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading", { name: "Social media policy" })).toBeTruthy();
    expect(within(dialog).getByText("Protect the institution's accounts.")).toBeTruthy();

    await events.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("accepts: posts the acknowledgment, confirms, closes and reloads the data", async () => {
    const { api, accept } = apiWithPendingPolicy();
    api.on("POST /api/acknowledgments", () => {
      accept();
      return { status: 201, body: {} };
    });
    const { events } = renderDashboard({ path: "/dashboard/units", user: makeUser("unit_admin"), api });

    await events.click(await screen.findByRole("button", { name: UI.acceptPolicy }));

    expect(api.callsTo("POST /api/acknowledgments").map((call) => call.body)).toEqual([{ policy: POLICY.id }]);
    expect((await screen.findAllByText(TOASTS.policyAccepted)).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await screen.findByRole("cell", { name: "Unit 1" })).toBeTruthy();
  });

  it("keeps the modal and says so when accepting fails", async () => {
    const { api } = apiWithPendingPolicy();
    api.on("POST /api/acknowledgments", { status: 500, body: { message: "INTERNAL_ERROR" } });
    const { events } = renderDashboard({ path: "/dashboard/units", user: makeUser("unit_admin"), api });

    await events.click(await screen.findByRole("button", { name: UI.acceptPolicy }));

    expect((await screen.findAllByText(ERRORS.policyAcceptFailed)).length).toBeGreaterThan(0);
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("declines: warns, then leaves for the logout address", async () => {
    const { api } = apiWithPendingPolicy();
    const { events, leaveTo } = renderDashboard({ path: "/dashboard/units", user: makeUser("unit_admin"), api });

    await events.click(await screen.findByRole("button", { name: UI.declinePolicy }));

    expect((await screen.findAllByText(ERRORS.policyDeclined)).length).toBeGreaterThan(0);
    expect(api.callsTo("POST /api/acknowledgments")).toHaveLength(0);
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("/api/logout"), { timeout: 4000 });
  });

  it("shows nothing when the policy is accepted or there is none", async () => {
    const api = createFakeApi();
    api.on("GET /api/policies/current", { status: 200, body: { policy: POLICY, accepted: true } });
    renderDashboard({ path: "/dashboard", user: makeUser("super_admin"), api });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    await waitFor(() => expect(api.callsTo("GET /api/policies/current")).toHaveLength(1));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("opens when any call answers 403 POLICY_NOT_ACCEPTED (a new version saved meanwhile)", async () => {
    const api = createFakeApi();
    let newVersionSaved = false;
    api.on("GET /api/policies/current", () => ({ status: 200, body: { policy: POLICY, accepted: !newVersionSaved } }));
    api.on("GET /api/organization", () => {
      newVersionSaved = true;
      return { status: 403, body: { message: "POLICY_NOT_ACCEPTED" } };
    });
    renderDashboard({ path: "/dashboard/units", user: makeUser("unit_admin"), api });

    expect(await screen.findByRole("alertdialog")).toBeTruthy();
    expect(api.callsTo("GET /api/policies/current").length).toBeGreaterThanOrEqual(2);
  });
});
