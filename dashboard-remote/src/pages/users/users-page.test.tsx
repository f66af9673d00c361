import { PRODUCT_NAME, UI, VALIDATION, type PublicUser, type ReviewRequestDoc, type UserDetailDoc } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi, type FakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import { INSTITUTION_LOCALE, formatsFor } from "../../components/format/formats.ts";

const formatDate = formatsFor(INSTITUTION_LOCALE).date;

const ROOT = makeUser("super_admin", { id: 1, name: "Root Admin", email: "root@uni.edu" });
const GRACE = makeUser("unit_admin", { id: 2, name: "Grace Hopper", email: "grace.hopper.with.a.long.address@uni.edu", organizations: [{ id: 2, name: "Faculty of Science" }] });
const ALAN = makeUser("social_media_manager", {
  id: 3,
  name: "Alan Turing",
  email: "alan@uni.edu",
  status: "pending_activation",
  organizations: [
    { id: 3, name: "Physics" },
    { id: 4, name: "Chemistry" },
    { id: 5, name: "Biology" },
  ],
});
const NOBODY = makeUser("social_media_manager", { id: 4, name: "Nora None", email: "nora@uni.edu", organizations: [] });
const USERS = [ROOT, GRACE, ALAN, NOBODY];

function detail(user: PublicUser, extra: Partial<UserDetailDoc> = {}): UserDetailDoc {
  return { ...user, access: [], reviewRequest: null, ...extra };
}

function usersApi(): FakeApi {
  const api = createFakeApi();
  api.on("GET /api/users", { status: 200, body: listOf(USERS) });
  for (const user of USERS) api.on(`GET /api/users/${user.id}`, { status: 200, body: { doc: detail(user) } });
  return api;
}

const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;
const actionsOf = (name: string) => within(within(rowOf(name)).getAllByRole("cell").at(-1)!).queryAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);

describe("Users table", () => {
  it("has the spec's columns; Units shows the product badge, the units with '+N more', or a dash", async () => {
    renderDashboard({ path: "/dashboard/users", user: ROOT, api: usersApi() });
    const table = await screen.findByRole("table", { name: "Users" });
    await within(table).findByRole("cell", { name: "Grace Hopper" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["", "Name", "Email", "Role", "Status", "Units", "Actions"]);
    // Issue 33: a super admin chooses rows for a bulk action; the first column is its checkboxes.
    expect(within(table).getByRole("checkbox", { name: "Select all on this page" })).toBeTruthy();
    expect(within(rowOf("Root Admin")).getByText(PRODUCT_NAME)).toBeTruthy();
    expect(within(rowOf("Grace Hopper")).getByText("Faculty of Science")).toBeTruthy();
    expect(rowOf("Alan Turing").textContent).toContain("Physics +2 more");
    expect(within(rowOf("Nora None")).getByText("—")).toBeTruthy();
    expect(within(rowOf("Grace Hopper")).getByText(GRACE.email).getAttribute("title")).toBe(GRACE.email);
    expect(within(rowOf("Alan Turing")).getByText("Pending Activation")).toBeTruthy();
    expect(within(rowOf("Grace Hopper")).getByText("Unit Admin")).toBeTruthy();
  });

  it("names each unit with where it sits one line below, the whole path on hover (issue 30: namesakes told apart)", async () => {
    const api = createFakeApi();
    const placed = (id: number) => makeUser("social_media_manager", {
      id, name: `Person ${id}`, email: `p${id}@uni.edu`,
      organizations: [{ id: 10 + id, name: "Admissions", pathNames: ["University", id === 1 ? "Agriculture" : "Medicine", "Admissions"] }],
    });
    api.on("GET /api/users", { status: 200, body: listOf([placed(1), placed(2)]) });
    renderDashboard({ path: "/dashboard/users", user: ROOT, api });
    await screen.findByRole("cell", { name: "Person 1" });
    expect(within(rowOf("Person 1")).getByText("University › Agriculture")).toBeTruthy();
    expect(within(rowOf("Person 2")).getByText("University › Medicine")).toBeTruthy();
    expect(within(rowOf("Person 2")).getByText("Admissions").closest("[title]")?.getAttribute("title")).toBe("University › Medicine › Admissions");
  });

  it("sends the expiring-access filter the home page links to", async () => {
    const api = usersApi();
    renderDashboard({ path: `/dashboard/users?filters=${encodeURIComponent(JSON.stringify([{ id: "expiring", value: ["yes"] }]))}`, user: ROOT, api });
    await screen.findByRole("cell", { name: "Root Admin" });
    expect(api.callsTo("GET /api/users")[0]?.query.get("expiring")).toBe("yes");
    expect(screen.getByRole("button", { name: "Access ending: Within 14 days (filter)" })).toBeTruthy();
  });

  it("offers actions by role: super admin", async () => {
    renderDashboard({ path: "/dashboard/users", user: ROOT, api: usersApi() });
    await screen.findByRole("cell", { name: "Root Admin" });
    expect(actionsOf("Root Admin")).toEqual(["View details", "Edit user"]);
    expect(actionsOf("Grace Hopper")).toEqual(["View details", "Manage access", "Edit user"]);
    expect(actionsOf("Alan Turing")).toEqual(["View details", "Manage access", "Edit user"]);
    expect(screen.getByRole("button", { name: "Create user" })).toBeTruthy();
  });

  it("offers actions by role: unit admin edits only social media managers", async () => {
    renderDashboard({ path: "/dashboard/users", user: { ...GRACE }, api: usersApi() });
    await screen.findByRole("cell", { name: "Root Admin" });
    expect(actionsOf("Root Admin")).toEqual(["View details"]);
    // Her own row: nobody changes their own access (the API refuses it), so it is not offered.
    expect(actionsOf("Grace Hopper")).toEqual(["View details"]);
    expect(actionsOf("Alan Turing")).toEqual(["View details", "Manage access", "Edit user"]);
  });

  it("offers actions by role: a social media manager edits only their own row", async () => {
    renderDashboard({ path: "/dashboard/users", user: { ...ALAN }, api: usersApi() });
    await screen.findByRole("cell", { name: "Root Admin" });
    expect(actionsOf("Alan Turing")).toEqual(["View details", "Edit user"]);
    expect(actionsOf("Nora None")).toEqual(["View details"]);
    expect(actionsOf("Grace Hopper")).toEqual(["View details"]);
    expect(screen.queryByRole("button", { name: "Create user" })).toBeNull();
  });

  it("keeps role and status filters and the search in the URL and sends them", async () => {
    const api = usersApi();
    const filters = encodeURIComponent(JSON.stringify([{ id: "role", value: ["unit_admin"] }, { id: "status", value: ["active", "rejected"] }]));
    renderDashboard({ path: `/dashboard/users?filters=${filters}&search=%22gra%22&sorting=${encodeURIComponent(JSON.stringify([{ id: "email", desc: true }]))}`, user: ROOT, api });
    await screen.findByRole("cell", { name: "Root Admin" });
    const query = api.callsTo("GET /api/users")[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({ page: "1", limit: "10", role: "unit_admin", status: "active,rejected", search: "gra", sort: "-email" });
    expect(screen.getByRole("button", { name: "Role: Unit Admin (filter)" })).toBeTruthy();
  });

  it("navigates to manage access and to edit with returnTo", async () => {
    const { events, router } = renderDashboard({ path: "/dashboard/users", user: ROOT, api: usersApi() });
    await screen.findByRole("cell", { name: "Grace Hopper" });
    await events.click(within(rowOf("Grace Hopper")).getByRole("button", { name: "Manage access" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users/access/2"));
    await router.navigate({ to: "/dashboard/users" });
    await screen.findByRole("cell", { name: "Alan Turing" });
    await events.click(within(rowOf("Alan Turing")).getByRole("button", { name: "Edit user" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/users/update/3"));
    expect(router.state.location.search).toMatchObject({ returnTo: "/dashboard/users" });
  });
});

describe("User details dialog", () => {
  it("shows the four sections with their fallback texts", async () => {
    const api = usersApi();
    api.on("GET /api/users/3", {
      status: 200,
      body: { doc: detail({ ...ALAN, status: "rejected", reject_reason: "Not part of the team", isCompletedTrainingRisk: true, loginAttempts: 2 }) },
    });
    const { events } = renderDashboard({ path: "/dashboard/users", user: ROOT, api });
    await screen.findByRole("cell", { name: "Alan Turing" });
    await events.click(within(rowOf("Alan Turing")).getByRole("button", { name: "View details" }));
    const dialog = await screen.findByRole("dialog");
    const basic = await within(dialog).findByRole("region", { name: "Basic Information" });
    expect(basic.textContent).toContain("alan@uni.edu");
    expect(basic.textContent).toContain("User ID3");
    expect(basic.textContent).toContain("Social Media Manager");
    expect(basic.textContent).toContain("Login attempts2");
    const security = within(dialog).getByRole("region", { name: "Security & Authentication" });
    expect(security.textContent).toContain(UI.neverUpdated);
    expect(security.textContent).toContain(UI.noTraining);
    expect(security.textContent).toContain(UI.noReview);
    const training = within(dialog).getByRole("region", { name: "Training & Compliance" });
    expect(training.textContent).toContain(`Accessibility training${UI.incomplete}`);
    expect(training.textContent).toContain(`Risk training${UI.completed}`);
    expect(within(dialog).getByRole("region", { name: "Rejection Information" }).textContent).toContain("Not part of the team");
  });

  it("shows dates instead of the fallbacks, and no rejection section without a reason", async () => {
    const api = usersApi();
    api.on("GET /api/users/2", {
      status: 200,
      body: { doc: detail({ ...GRACE, passwordUpdatedAt: "2026-01-02T10:00:00.000Z", date_of_last_training: "2026-02-03", date_of_last_policy_review: "2026-03-04" }) },
    });
    const { events } = renderDashboard({ path: "/dashboard/users", user: ROOT, api });
    await screen.findByRole("cell", { name: "Grace Hopper" });
    await events.click(within(rowOf("Grace Hopper")).getByRole("button", { name: "View details" }));
    const security = await screen.findByRole("region", { name: "Security & Authentication" });
    // The product's one date format, never the raw ISO value (issue 15).
    expect(security.textContent).toContain(formatDate("2026-01-02T10:00:00.000Z"));
    expect(security.textContent).toContain("03/02/2026");
    expect(security.textContent).toContain("04/03/2026");
    expect(security.textContent).not.toContain("2026-0");
    expect(screen.queryByRole("region", { name: "Rejection Information" })).toBeNull();
  });

  const REQUEST = {
    id: 11,
    status: "open",
    reason: null,
    user: { id: 3, name: "Alan Turing", email: "alan@uni.edu", role: "social_media_manager", status: "pending_activation" },
    requestedBy: { id: 2, name: "Grace Hopper" },
    decidedBy: null,
    createdAt: "2026-03-15T12:00:00.000Z",
    decidedAt: null,
  } as ReviewRequestDoc;

  it("lets a super admin reject only with a reason, then approve", async () => {
    const api = usersApi();
    api.on("GET /api/users/3", { status: 200, body: { doc: detail(ALAN, { reviewRequest: REQUEST }) } });
    api.on("PATCH /api/review-requests", (call) => ({ status: 200, body: { doc: { ...REQUEST, status: (call.body as { approved: boolean }).approved ? "approved" : "rejected" } } }));
    const { events } = renderDashboard({ path: "/dashboard/users", user: ROOT, api });
    await screen.findByRole("cell", { name: "Alan Turing" });
    await events.click(within(rowOf("Alan Turing")).getByRole("button", { name: "View details" }));
    const review = await screen.findByRole("region", { name: "Review request" });
    expect(review.textContent).toContain("Grace Hopper");

    await events.click(await within(review).findByRole("button", { name: "Reject" }));
    expect(await within(review).findByText(VALIDATION.reasonRequired)).toBeTruthy();
    expect(api.callsTo("PATCH /api/review-requests")).toHaveLength(0);

    await events.type(within(review).getByLabelText("Reason"), "Not on the team");
    await events.click(await within(review).findByRole("button", { name: "Reject" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/review-requests")).toHaveLength(1));
    expect(api.callsTo("PATCH /api/review-requests")[0]?.body).toEqual({ id: 11, approved: false, reason: "Not on the team" });
  });

  it("approves without a reason and reloads the user", async () => {
    const api = usersApi();
    let decided = false;
    api.on("GET /api/users/3", () => ({ status: 200, body: { doc: detail(decided ? { ...ALAN, status: "active" } : ALAN, { reviewRequest: decided ? { ...REQUEST, status: "approved" } : REQUEST }) } }));
    api.on("PATCH /api/review-requests", () => {
      decided = true;
      return { status: 200, body: { doc: { ...REQUEST, status: "approved" } } };
    });
    const { events } = renderDashboard({ path: "/dashboard/users", user: ROOT, api });
    await screen.findByRole("cell", { name: "Alan Turing" });
    await events.click(within(rowOf("Alan Turing")).getByRole("button", { name: "View details" }));
    const review = await screen.findByRole("region", { name: "Review request" });
    await events.click(await within(review).findByRole("button", { name: "Approve" }));
    // The decision is sent first; the section goes once the reloaded user has no open request (a
    // reload in between may hide it for a moment, so its absence alone proves nothing).
    await waitFor(() => expect(api.callsTo("PATCH /api/review-requests")[0]?.body).toEqual({ id: 11, approved: true }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Review request" })).toBeNull());
  });

  it("does not offer the review decision to a unit admin", async () => {
    const api = usersApi();
    api.on("GET /api/users/3", { status: 200, body: { doc: detail(ALAN, { reviewRequest: REQUEST }) } });
    const { events } = renderDashboard({ path: "/dashboard/users", user: { ...GRACE }, api });
    await screen.findByRole("cell", { name: "Alan Turing" });
    await events.click(within(rowOf("Alan Turing")).getByRole("button", { name: "View details" }));
    await screen.findByRole("region", { name: "Basic Information" });
    expect(screen.queryByRole("region", { name: "Review request" })).toBeNull();
  });
});
