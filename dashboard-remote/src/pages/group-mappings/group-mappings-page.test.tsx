// Issue 17: the super admins' page of identity provider group mappings.
import { IDENTITY_TEXTS } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import groupMappingsEn from "../../i18n/messages/en/groupMappings.json" with { type: "json" };

const science = { id: 4, name: "Faculty of Science" };

function mappingsApi() {
  const api = createFakeApi();
  api.on("GET /api/identity/group-mappings", { status: 200, body: { docs: [{ id: 1, group: "science-comms", unit: science, role: "social_media_manager" }] } });
  api.on("PATCH /api/identity/group-mappings", (call) => ({
    status: 200,
    body: { docs: (call.body as { mappings: { group: string; unit: number; role: string }[] }).mappings.map((m, i) => ({ id: i + 1, group: m.group, unit: science, role: m.role })) },
  }));
  return api;
}

describe("group mappings page", () => {
  it("shows the mappings and saves the whole list, changed", async () => {
    const api = mappingsApi();
    const { events } = renderDashboard({ path: "/dashboard/group-mappings", api, user: makeUser("super_admin") });
    const group = await screen.findByLabelText(/^Group/);
    expect((group as HTMLInputElement).value).toBe("science-comms");
    expect(screen.getByRole("button", { name: /Faculty of Science/ })).toBeTruthy();
    await events.clear(group);
    await events.type(group, "science-admins");
    await events.selectOptions(screen.getByLabelText("Role"), "unit_admin");
    await events.click(screen.getByRole("button", { name: groupMappingsEn.save }));
    await waitFor(() => expect(api.callsTo("PATCH /api/identity/group-mappings")).toHaveLength(1));
    expect(api.callsTo("PATCH /api/identity/group-mappings")[0]!.body).toEqual({ mappings: [{ group: "science-admins", unit: 4, role: "unit_admin" }] });
  });

  it("a new row needs a group and a unit before anything is sent", async () => {
    const api = mappingsApi();
    const { events } = renderDashboard({ path: "/dashboard/group-mappings", api, user: makeUser("super_admin") });
    await events.click(await screen.findByRole("button", { name: groupMappingsEn.add }));
    await events.click(screen.getByRole("button", { name: groupMappingsEn.save }));
    expect(await screen.findByText("Group is required")).toBeTruthy();
    expect(screen.getByText(groupMappingsEn.unitRequired)).toBeTruthy();
    expect(api.callsTo("PATCH /api/identity/group-mappings")).toHaveLength(0);
  });

  it("is a super admin's page: a unit admin is sent to the dashboard", async () => {
    const { router } = renderDashboard({ path: "/dashboard/group-mappings", api: mappingsApi(), user: makeUser("unit_admin") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(screen.queryByRole("heading", { name: IDENTITY_TEXTS.groupMappingsTitle })).toBeNull();
  });
});
