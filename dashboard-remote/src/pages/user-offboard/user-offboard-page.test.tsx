import type { OffboardingImpact } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { provideSpanish } from "../../test/english-left.ts";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

const IMPACT: OffboardingImpact = {
  user: { id: 5, name: "Pat Leaving", email: "pat@uni.edu", role: "unit_admin", status: "active", offboardingCompleted: false },
  accounts: [
    { id: 11, name: "Physics on Instagram", platform: "instagram", status: "active", organization: { id: 3, name: "Physics", pathNames: ["University", "Faculty", "Physics"] }, holds: ["primary_admin"], primaryAdmin: { id: 5, name: "Pat Leaving", email: "pat@uni.edu" }, backupAdmin: { id: 8, name: "Mia Manager", email: "mia@uni.edu" } },
    { id: 12, name: "Faculty Facebook", platform: "facebook", status: "active", organization: { id: 2, name: "Faculty" }, holds: ["backup_admin"], primaryAdmin: { id: 9, name: "Una Admin", email: "una@uni.edu" }, backupAdmin: { id: 5, name: "Pat Leaving", email: "pat@uni.edu" } },
  ],
  grants: [
    { id: 1, organization: { id: 3, name: "Physics", pathNames: ["University", "Faculty", "Physics"] }, organization_name: "Physics", type: "permanent", start_date: null, end_date: null, inForce: true },
    { id: 2, organization: { id: 4, name: "Physics", pathNames: ["University", "School of Education", "Physics"] }, organization_name: "Physics", type: "permanent", start_date: null, end_date: null, inForce: true },
  ],
  unitsAdministered: [{ id: 3, name: "Physics", pathNames: ["University", "Faculty", "Physics"] }],
  flags: { raised: [{ id: 4591, category: "unverified_account", socialMedia: { id: 11, name: "Physics on Instagram" } }], onTheirAccounts: [] },
  reviewRequests: [{ id: 77, user: { id: 5, name: "Pat Leaving", email: "pat@uni.edu" }, requestedRole: "super_admin", requestedBy: { id: 9, name: "Una Admin", email: "una@uni.edu" } }],
  openTasks: 0,
  blockers: [
    { kind: "primary_admin", account: { id: 11, name: "Physics on Instagram" } },
    { kind: "last_unit_admin", unit: { id: 3, name: "Physics" } },
  ],
};

provideSpanish();

type Events = ReturnType<typeof renderDashboard>["events"];
/** Opens a chooser (by its label, inside `where`) and picks the option so named. */
async function choose(events: Events, where: HTMLElement, label: RegExp, option: string) {
  await events.click(await within(where).findByRole("button", { name: label }));
  await events.click(await within(where).findByRole("radio", { name: option }));
}

function wizardApi() {
  const api = createFakeApi();
  api.on("GET /api/users/5/offboarding", { status: 200, body: { doc: IMPACT } });
  const people = [
    makeUser("unit_admin", { id: 5, name: "Pat Leaving", email: "pat@uni.edu" }),
    makeUser("unit_admin", { id: 7, name: "Sam Successor", email: "sam@uni.edu" }),
    makeUser("social_media_manager", { id: 8, name: "Mia Manager", email: "mia@uni.edu" }),
  ];
  // Like the server: people searched by name or e-mail, at most `limit`.
  api.on("GET /api/users", (call) => {
    const words = (call.query.get("search") ?? "").toLowerCase();
    const found = people.filter((p) => `${p.name} ${p.email}`.toLowerCase().includes(words));
    const limit = Number(call.query.get("limit"));
    return { status: 200, body: listOf(found.slice(0, limit), 1, limit, found.length) };
  });
  for (const person of people) api.on(`GET /api/users/${person.id}`, { status: 200, body: { doc: person } });
  api.on("GET /api/handover-tasks", { status: 200, body: { docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 1, hasNextPage: false, hasPrevPage: false } });
  return api;
}

describe("offboarding wizard", () => {
  it("shows what the person holds and what blocks them, takes a successor per account, confirms, and offboards in one call", async () => {
    const api = wizardApi();
    api.on("POST /api/users/5/offboard", { status: 200, body: { doc: { user: { id: 5 }, accounts: [], unitsTaken: [], grantsEnded: 0, tasks: [] } } });
    const { events, router } = renderDashboard({ path: "/dashboard/users/offboard/5", user: makeUser("super_admin"), api });
    // Records by their names, people with their e-mail, units with where they sit: never "#4591" or "(account 11)" (issue 30).
    expect(await screen.findByRole("heading", { name: "Offboard Pat Leaving (pat@uni.edu)" })).toBeTruthy();
    expect(screen.getByText("Physics on Instagram")).toBeTruthy();
    expect(screen.getByText("Primary administrator of Physics on Instagram, in Physics (University › Faculty)")).toBeTruthy();
    expect(screen.getByText("The last unit admin of Physics (University › Faculty)")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Access" }).textContent).toBe("AccessPhysics (University › Faculty); Physics (University › School of Education)");
    expect(screen.getByRole("region", { name: "Units where they are a unit admin" }).textContent).toContain("Physics (University › Faculty)");
    expect(screen.getByText("Unverified Account on Physics on Instagram")).toBeTruthy();
    expect(screen.getByText("Pat Leaving (pat@uni.edu)")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/#\d|\(account \d|\(unit \d/);

    await events.click(screen.getByRole("button", { name: "Next" }));
    await choose(events, document.body, /^Successor/, "Sam Successor (sam@uni.edu)");
    // The chooser searched the server for 20 people at most; the leaver is not offered.
    expect(api.callsTo("GET /api/users").every((call) => call.query.get("limit") === "20")).toBe(true);
    // The Faculty account's backup seat goes to nobody instead of the successor.
    const faculty = screen.getByRole("region", { name: "Faculty Facebook" });
    // Keeping the present administrator names them with their e-mail.
    await events.click(within(faculty).getByRole("button", { name: /^Primary administrator/ }));
    expect(within(faculty).getByRole("radio", { name: "Keep Una Admin (una@uni.edu)" })).toBeTruthy();
    await events.click(within(faculty).getByRole("button", { name: /^Primary administrator/ }));
    await events.click(within(faculty).getByRole("button", { name: /^Backup administrator/ }));
    expect(within(faculty).queryByRole("radio", { name: /Pat Leaving/ })).toBeNull();
    await events.click(within(faculty).getByRole("radio", { name: "No backup administrator" }));
    await events.click(screen.getByRole("button", { name: "Next" }));

    const summary = await screen.findByRole("list", { name: "Accounts" });
    expect(within(summary).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Physics on Instagram: primary Sam Successor (sam@uni.edu), backup Mia Manager (mia@uni.edu)",
      "Faculty Facebook: primary Una Admin (una@uni.edu), backup nobody",
    ]);
    expect(screen.getByText("The successor becomes unit admin of Physics (University › Faculty).")).toBeTruthy();
    await events.click(screen.getByRole("button", { name: "Offboard" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/handover-tasks"));
    expect(api.callsTo("POST /api/users/5/offboard")[0]?.body).toEqual({ successor: 7, accounts: [{ account: 12, backupAdmin: null }] });
  });

  it("names records, people and units the same way in Spanish", async () => {
    renderDashboard({ path: "/dashboard/users/offboard/5", user: makeUser("super_admin", { locale: "es-CO" }), api: wizardApi() });
    expect(await screen.findByRole("heading", { name: "Desvincular a Pat Leaving (pat@uni.edu)" })).toBeTruthy();
    expect(screen.getByText("Administrador principal de Physics on Instagram, en Physics (University › Faculty)")).toBeTruthy();
    expect(screen.getByText("El último administrador de unidad de Physics (University › Faculty)")).toBeTruthy();
    expect(screen.getByText("Cuenta no verificada en Physics on Instagram")).toBeTruthy();
  });

  it("a blocker left open is said on the confirmation step, and nothing moves on", async () => {
    const api = wizardApi();
    api.on("POST /api/users/5/offboard", { status: 409, body: { message: "OFFBOARDING_BLOCKED", blockers: [{ kind: "last_unit_admin", unit: { id: 3, name: "Physics" } }] } });
    const { events, router } = renderDashboard({ path: "/dashboard/users/offboard/5", user: makeUser("super_admin"), api });
    await events.click(await screen.findByRole("button", { name: "Next" }));
    await choose(events, document.body, /^Successor/, "Mia Manager (mia@uni.edu)");
    await events.click(screen.getByRole("button", { name: "Next" }));
    await events.click(await screen.findByRole("button", { name: "Offboard" }));
    expect(await screen.findByText("The last unit admin of Physics (University › Faculty)")).toBeTruthy();
    expect(screen.getByText("These still need an answer:")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard/users/offboard/5");
  });

  it("is not offered to managers, and says why a refused person cannot be offboarded here", async () => {
    const api = wizardApi();
    renderDashboard({ path: "/dashboard/users/offboard/5", user: makeUser("social_media_manager"), api });
    expect(await screen.findByText("Only super admins and unit admins offboard people.")).toBeTruthy();
    expect(api.callsTo("GET /api/users/5/offboarding")).toHaveLength(0);

    const outside = wizardApi();
    outside.on("GET /api/users/5/offboarding", { status: 403, body: { message: "USER_OUTSIDE_SCOPE" } });
    renderDashboard({ path: "/dashboard/users/offboard/5", user: makeUser("unit_admin", { id: 2 }), api: outside });
    expect(await screen.findByText("This person also holds access outside your units: a super admin must offboard them.")).toBeTruthy();
  });
});
