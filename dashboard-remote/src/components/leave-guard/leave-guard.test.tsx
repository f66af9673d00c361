import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { translatorFor } from "../../i18n/i18n-context.ts";

/** The English catalogue: what an English reader sees. */
const en = translatorFor("en");

function createUnitPage() {
  const api = createFakeApi();
  api.on("GET /api/organization", { status: 200, body: listOf([]) });
  api.on("GET /api/organization/filtered-users", { status: 200, body: { docs: [] } });
  return renderDashboard({ path: "/dashboard/units/create", user: makeUser("super_admin"), api });
}

const leaveDialog = () => screen.findByRole("alertdialog", { hidden: true });

// The browser's own prompt (beforeunload) needs the browser history: tests/e2e/surface.test.ts.
describe("leaving a form with unsaved changes", () => {
  it("lets an untouched form go without asking", async () => {
    const { events, router } = createUnitPage();
    await screen.findByLabelText("Name");
    await events.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Users" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users"));
  });

  it("asks first; Stay keeps the changes, Leave goes", async () => {
    const { events, router } = createUnitPage();
    await events.type(await screen.findByLabelText("Name"), "Chemistry");

    await events.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Users" }));
    const dialog = await leaveDialog();
    expect(dialog.textContent).toContain(en("leave.body"));
    await events.click(within(dialog).getByText(en("leave.stay"), { selector: "button" }));
    await waitFor(() => expect(screen.queryAllByRole("alertdialog", { hidden: true })).toHaveLength(0));
    expect(router.state.location.pathname).toBe("/dashboard/units/create");
    expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("Chemistry");

    await events.click(within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Users" }));
    await events.click(within(await leaveDialog()).getByText(en("leave.leave"), { selector: "button" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users"));
  });
});
