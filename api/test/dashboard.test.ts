import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardSummary } from "@steward/shared";
import { users } from "../src/db/schema.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";

let h: Harness;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

const summary = async (role: string) => {
  const res = await call(h, "GET", "/api/dashboard", { token: tokens[role] });
  expect(res.status).toBe(200);
  return res.body as unknown as DashboardSummary;
};

beforeAll(async () => {
  h = await createHarness();
  tokens["root"] = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other College");
  Object.assign(ids, { faculty: faculty.id, dept: dept.id, other: other.id });
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin", "Una Admin");
  await grant(h, ua.id, faculty.id);
  await h.database.direct.update(users).set({ isEnabledTwoFactor: true, isCompletedTrainingRisk: true }).where(eq(users.id, ua.id));
  const smm = await insertUser(h, "smm@uni.edu", "social_media_manager", "Sam Manager");
  await grant(h, smm.id, faculty.id);
  const t1 = await insertUser(h, "t1@uni.edu", "social_media_manager", "Tess Dept");
  await grant(h, t1.id, dept.id, "temporary", "2026-03-01", "2026-03-20");
  const t2 = await insertUser(h, "t2@uni.edu", "social_media_manager", "Tom Faculty");
  await grant(h, t2.id, faculty.id, "temporary", "2026-03-01", "2026-04-10");
  const t3 = await insertUser(h, "t3@uni.edu", "social_media_manager", "Tina Other");
  await grant(h, t3.id, other.id, "temporary", "2026-03-01", "2026-03-18");
  tokens["ua"] = await signIn(h, "ua@uni.edu");
  tokens["smm"] = await signIn(h, "smm@uni.edu");

  const deptFb = await insertAccount(h, { name: "Dept Facebook", units: [dept.id], platform: "facebook" });
  await insertAccount(h, { name: "Faculty Instagram", units: [faculty.id], platform: "instagram", status: "pending_approval", backupAdminId: ua.id });
  const otherTw = await insertAccount(h, { name: "Other Twitter", units: [other.id], platform: "twitter" });
  await insertAccount(h, { name: "Old Twitter", units: [other.id], platform: "twitter", status: "inactive" });
  const raise = (socialMedia: number, severity: string) =>
    call(h, "POST", "/api/flags", { token: tokens["root"], body: { socialMedia, category: "other", severity } });
  ids["deptFb"] = deptFb.id;
  await raise(deptFb.id, "high");
  await raise(otherTw.id, "critical");
  const done = await raise(deptFb.id, "low");
  await call(h, "PATCH", `/api/flags/${done.body.doc.id}`, { token: tokens["root"], body: { status: "resolved", resolutionNote: "Fixed" } });

  const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Be careful." }] }] };
  const policy = await call(h, "POST", "/api/policies", { token: tokens["root"], body: { text: doc } });
  await call(h, "POST", "/api/acknowledgments", { token: tokens["ua"], body: { policy: policy.body.doc.id } });
  await call(h, "POST", "/api/acknowledgments", { token: tokens["smm"], body: { policy: policy.body.doc.id } });
  await call(h, "POST", "/api/acknowledgments", { token: tokens["root"], body: { policy: policy.body.doc.id } });
});
afterAll(() => h.close());

describe("GET /api/dashboard", () => {
  it("gives a super admin the whole institution", async () => {
    const s = await summary("root");
    expect(s.accounts.total).toBe(4);
    expect(s.accounts.byStatus).toEqual({ active: 2, inactive: 1, in_transition: 0, pending_approval: 1 });
    expect(s.accounts.byPlatform).toMatchObject({ facebook: 1, instagram: 1, twitter: 2, youtube: 0 });
    expect(s.accounts.withoutBackupAdmin).toBe(3);
    expect(s.accounts.withoutBackupAdminList.map((a) => a.name)).toEqual(["Dept Facebook", "Old Twitter", "Other Twitter"]);
    // Each with its unit and where that sits, so namesakes are told apart.
    expect(s.accounts.withoutBackupAdminList[0]!.unit).toMatchObject({ name: "Department", pathNames: ["University", "Faculty", "Department"] });
    expect(s.approvals).toEqual({ accounts: 1, users: 0 });
    expect(s.openFlags).toEqual({ total: 2, bySeverity: { low: 0, medium: 0, high: 1, critical: 1 } });
    // The first user set their own password at setup, which counts as a secure one.
    expect(s.compliance).toEqual({ users: 6, twoFactor: 1, securePassword: 1, trainingAccessibility: 0, trainingRisk: 1, trainingBrand: 0, policyAcceptance: 3 });
    expect(s.expiringGrants).toEqual([
      { user: { id: expect.any(Number), name: "Tina Other" }, unit: { id: ids["other"], name: "Other College" }, endDate: "2026-03-18" },
      { user: { id: expect.any(Number), name: "Tess Dept" }, unit: { id: ids["dept"], name: "Department" }, endDate: "2026-03-20" },
    ]);
    expect(s.recentAudit?.length).toBeGreaterThan(0);
    const ids_ = s.recentAudit?.map((e) => e.id) ?? [];
    expect(ids_).toEqual([...ids_].sort((a, b) => b - a));
  });

  it("gives a unit admin only their units and descendants", async () => {
    const s = await summary("ua");
    expect(s.accounts.total).toBe(2);
    expect(s.accounts.byStatus).toEqual({ active: 1, inactive: 0, in_transition: 0, pending_approval: 1 });
    expect(s.accounts.withoutBackupAdminList.map((a) => a.name)).toEqual(["Dept Facebook"]);
    expect(s.approvals).toEqual({ accounts: 1, users: null });
    expect(s.openFlags.bySeverity).toEqual({ low: 0, medium: 0, high: 1, critical: 0 });
    expect(s.compliance).toMatchObject({ users: 4, twoFactor: 1, trainingRisk: 1, policyAcceptance: 2 });
    expect(s.expiringGrants.map((g) => g.user.name)).toEqual(["Tess Dept"]);
    const units = new Set(s.recentAudit?.flatMap((e) => e.organizations.map((o) => o.id)));
    expect(units.has(ids["other"]!)).toBe(false);
    expect(s.recentAudit?.length).toBeGreaterThan(0);
  });

  it("gives a social media manager their scope and no audit activity", async () => {
    const s = await summary("smm");
    expect(s.accounts.total).toBe(2);
    expect(s.openFlags.total).toBe(1);
    expect(s.recentAudit).toBeNull();
    expect(s.approvals.users).toBeNull();
  });

  it("a user whose temporary grant ended sees nothing", async () => {
    h.clock.now = new Date("2026-03-15T12:00:00.000Z");
    const t = await insertUser(h, "gone@uni.edu", "unit_admin");
    await grant(h, t.id, ids["faculty"]!, "temporary", "2026-01-01", "2026-02-01");
    const token = await signIn(h, "gone@uni.edu");
    const res = await call(h, "GET", "/api/dashboard", { token });
    // The policy gate comes first for a user who has not accepted it.
    expect(res.status).toBe(403);
    const policy = await call(h, "GET", "/api/policies/current", { token });
    await call(h, "POST", "/api/acknowledgments", { token, body: { policy: policy.body.policy.id } });
    const s = (await call(h, "GET", "/api/dashboard", { token })).body as unknown as DashboardSummary;
    expect(s.accounts.total).toBe(0);
    expect(s.openFlags.total).toBe(0);
    expect(s.compliance.users).toBe(0);
    expect(s.expiringGrants).toEqual([]);
    expect(s.recentAudit).toEqual([]);
  });

  it("shows a change on the very next call, and what a new day brings without any change", async () => {
    h.clock.now = new Date("2026-03-15T12:00:00.000Z");
    const before = await summary("ua");
    const raised = await call(h, "POST", "/api/flags", { token: tokens["root"], body: { socialMedia: ids["deptFb"], category: "other", severity: "medium" } });
    expect(raised.status).toBe(201);
    const after = await summary("ua");
    expect(after.openFlags.bySeverity.medium).toBe(before.openFlags.bySeverity.medium + 1);
    expect(after.recentAudit?.[0]).toMatchObject({ entity: "flags", action: "create" });
    // Tess's temporary grant ends on the 20th: on the 21st it is no longer in force, nor expiring.
    h.clock.now = new Date("2026-03-21T12:00:00.000Z");
    const token = await signIn(h, "ua@uni.edu");
    const later = (await call(h, "GET", "/api/dashboard", { token })).body as unknown as DashboardSummary;
    expect(after.expiringGrants.map((g) => g.user.name)).toContain("Tess Dept");
    expect(later.expiringGrants.map((g) => g.user.name)).not.toContain("Tess Dept");
    h.clock.now = new Date("2026-03-15T12:00:00.000Z");
  });

  it("answers 401 without a session", async () => {
    expect((await call(h, "GET", "/api/dashboard")).status).toBe(401);
  });
});
