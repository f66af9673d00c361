// The cases screens (issue 34): the list's filters reach the API and its 48-hour clock reads as
// words ("Breached", not only red); the case page's moves send what the API takes (a refusal's
// reason, a platform's ticket) and the evidence downloads; the home page's card lists the caller's
// open clocks, in Spanish.
import type { CaseClockItemDoc, CaseDetailDoc, CaseDoc, DashboardSummary } from "@steward/shared";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { listOf, makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

configure({ asyncUtilTimeout: 10_000 });

const HOUR = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();
// The clocks are set from now, half an hour from a whole hour, so "hours left" reads the same
// however long the test takes.
const now = Date.now();
const ACCOUNT = { id: 101, name: "Biology Instagram", platform: "instagram" as const, profileUrl: "https://www.instagram.com/biology" };

const BREACHED: CaseDoc = {
  id: 7,
  kind: "removal",
  state: "confirmed",
  account: ACCOUNT,
  unit: { id: 3, name: "Faculty of Science" },
  impostorUrl: null,
  contentUrl: "https://www.instagram.com/p/abc",
  contentKind: "photo_of_person",
  reportedAt: at(now - 51 * HOUR),
  confirmedAt: at(now - 50.5 * HOUR),
  updatedAt: at(now - 50.5 * HOUR),
  closedAt: null,
  clock: { startedAt: at(now - 50.5 * HOUR), dueAt: at(now - 2.5 * HOUR), status: "breached", reminderSentAt: at(now - 26.5 * HOUR), escalatedAt: at(now - 14.5 * HOUR), breachedAt: at(now - 2.5 * HOUR) },
  refusalReason: null,
  platformTicket: null,
};
const IMPOSTOR: CaseDoc = { ...BREACHED, id: 8, kind: "impostor", account: null, impostorUrl: "https://www.instagram.com/fake.biology", contentUrl: null, contentKind: null, clock: null, unit: null };

const DETAIL: CaseDetailDoc = {
  ...BREACHED,
  state: "in_review",
  clock: { ...BREACHED.clock!, startedAt: at(now - 17.5 * HOUR), dueAt: at(now + 30.5 * HOUR), status: "on_track", reminderSentAt: null, escalatedAt: null, breachedAt: null },
  description: null,
  statement: "I state in good faith...\n\nThis photo shows me.",
  evidenceLinks: [],
  claimedUnitName: null,
  officialAccountUrl: null,
  signature: "Ana Reporter",
  reporter: { name: "Ana Reporter", email: "ana@example.org", phone: null, locale: "es-CO" },
  reporterRedacted: false,
  owners: [{ id: 5, name: "Una Admin" }],
  mayChangeState: true,
  timeline: [
    { type: "audit", at: at(now - 17.5 * HOUR), auditEntryId: 40, action: "create", actor: null, state: "confirmed" },
    { type: "email", at: at(now - 17.4 * HOUR), event: "case.created", recipient: { id: 5, name: "Una Admin" }, status: "sent" },
    { type: "email", at: at(now - 17.3 * HOUR), event: "confirm", recipient: "reporter", status: "failed" },
    { type: "audit", at: at(now - 1 * HOUR), auditEntryId: 41, action: "case_state_change", actor: { id: 5, name: "Una Admin" }, state: "in_review" },
  ],
};

describe("the cases list", { timeout: 60_000 }, () => {
  it("says each clock in words and sends the chosen filters to the API", async () => {
    const api = createFakeApi();
    api.on("GET /api/cases", { status: 200, body: listOf([BREACHED, IMPOSTOR]) });
    const { events } = renderDashboard({ path: "/dashboard/cases", user: makeUser("unit_admin"), api });
    const table = await screen.findByRole("table");
    const breachedRow = (await within(table).findByRole("link", { name: "Case #7" })).closest("tr")!;
    // Not colour alone: the badge says it, with how late it is.
    expect(within(breachedRow).getByText("Breached · 2 hours overdue")).toBeTruthy();
    expect(within(breachedRow).getByText("Biology Instagram")).toBeTruthy();
    const impostorRow = within(table).getByRole("link", { name: "Case #8" }).closest("tr")!;
    expect(within(impostorRow).getByText("No clock")).toBeTruthy();
    expect(within(impostorRow).getByText("Super admins")).toBeTruthy();

    await events.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "removal");
    await events.selectOptions(screen.getByRole("combobox", { name: "48-hour clock" }), "breached");
    await events.selectOptions(screen.getByRole("combobox", { name: "State" }), "confirmed");
    await waitFor(() => {
      const last = api.callsTo("GET /api/cases").at(-1)!;
      expect(Object.fromEntries(last.query)).toMatchObject({ kind: "removal", sla: "breached", state: "confirmed" });
    });
  });
});

describe("the case page", { timeout: 60_000 }, () => {
  it("shows the case, refuses it only with a reason, and downloads its evidence", async () => {
    URL.createObjectURL = vi.fn(() => "blob:steward-case");
    URL.revokeObjectURL = vi.fn();
    const api = createFakeApi();
    let current: CaseDetailDoc = DETAIL;
    api.on("GET /api/cases/7", () => ({ status: 200, body: { doc: current } }));
    api.on("PATCH /api/cases/7/state", (call) => {
      const body = call.body as { state: "refused"; reason: string };
      current = { ...DETAIL, state: body.state, refusalReason: body.reason, closedAt: at(now), clock: { ...DETAIL.clock!, status: "met" } };
      return { status: 200, body: { doc: current } };
    });
    api.on("GET /api/cases/7/evidence", { status: 200, body: "case,7", headers: { "content-disposition": 'attachment; filename="case-7-evidence.csv"' } });
    const { events } = renderDashboard({ path: "/dashboard/cases/7", user: makeUser("unit_admin"), api });

    const clock = await screen.findByRole("region", { name: "48-hour clock" });
    expect(screen.getByRole("heading", { name: "Case #7", level: 1 })).toBeTruthy();
    expect(within(clock).getByText("On track · 30 hours left")).toBeTruthy();
    const reporter = screen.getByRole("region", { name: "Reporter" });
    expect(reporter.textContent).toContain("ana@example.org");
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(within(timeline).getAllByRole("listitem").map((li) => li.firstChild?.textContent)).toEqual([
      "Create: Confirmed (automatic)",
      "E-mail: New case from a public report, to Una Admin (sent)",
      "E-mail: the confirmation link, to the reporter (failed)",
      "Case State Change: In review, by Una Admin",
    ]);
    // From "in review" the case may be removed, refused or reported; not put back in review.
    const actions = screen.getByRole("region", { name: "Move this case" });
    expect(within(actions).getAllByRole("button").map((b) => b.textContent)).toEqual(["Mark as removed", "Refuse", "Reported to the platform"]);

    await events.click(within(actions).getByRole("button", { name: "Refuse" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse: case #7" });
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Give the reason for refusing.")).toBeTruthy();
    expect(api.callsTo("PATCH /api/cases/7/state")).toHaveLength(0);
    await events.type(within(dialog).getByRole("textbox", { name: /Reason for refusing/ }), "Not an official account's post");
    await events.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.callsTo("PATCH /api/cases/7/state")).toHaveLength(1));
    expect(api.callsTo("PATCH /api/cases/7/state")[0]!.body).toEqual({ state: "refused", reason: "Not an official account's post" });
    expect(await screen.findByText("This case is closed.")).toBeTruthy();
    expect(screen.getByText("Not an official account's post")).toBeTruthy();

    await events.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(api.callsTo("GET /api/cases/7/evidence")).toHaveLength(1));
    expect(api.callsTo("GET /api/cases/7/evidence")[0]!.query.get("format")).toBe("csv");
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});

const SUMMARY: DashboardSummary = {
  accounts: { total: 1, byStatus: { active: 1, inactive: 0, in_transition: 0, pending_approval: 0 }, byPlatform: { facebook: 0, instagram: 1, twitter: 0, linkedin: 0, tiktok: 0, youtube: 0, other: 0 }, withoutBackupAdmin: 0, withoutBackupAdminList: [] },
  approvals: { accounts: 0, users: null },
  openFlags: { total: 0, bySeverity: { low: 0, medium: 0, high: 0, critical: 0 } },
  compliance: { users: 1, twoFactor: 1, securePassword: 1, trainingAccessibility: 1, trainingRisk: 1, trainingBrand: 1, policyAcceptance: 1 },
  expiringGrants: [],
  recentAudit: null,
};

describe("the home page's open clocks, in Spanish", { timeout: 60_000 }, () => {
  it("lists the caller's open clocks after the first screen, each a link to its case", async () => {
    const api = createFakeApi();
    const item: CaseClockItemDoc = { caseId: 7, account: ACCOUNT, contentKind: "photo_of_person", state: "confirmed", clock: { ...BREACHED.clock! } };
    api.on("GET /api/cases/clocks", { status: 200, body: { docs: [item] } });
    api.on("GET /api/dashboard", { status: 200, body: SUMMARY });
    renderDashboard({ path: "/dashboard", user: makeUser("unit_admin", { locale: "es-CO" }), api });
    const card = await screen.findByRole("region", { name: "Sus plazos de 48 horas" });
    const link = within(card).getByRole("link", { name: "Caso n.º 7: Biology Instagram" });
    expect(link.getAttribute("href")).toBe("/dashboard/cases/7");
    expect(within(card).getByText("Vencido · Vencido hace 2 horas")).toBeTruthy();
  });
});
