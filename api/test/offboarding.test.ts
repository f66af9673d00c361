// Offboarding with handover (issue 19 point 1), through HTTP: the impact, the offboard request in
// one transaction, every refusal changing nothing, the handover tasks and their overdue sweep, and
// the one impact check that every deactivation (users page, PUT /users/status, SCIM) goes through.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { accessGrants, auditLogs, reviewRequests, sessions, socialMediaManagers, socialMedias, users } from "../src/db/schema.ts";
import { events } from "../src/db/tables/events.ts";
import { handoverTasks } from "../src/db/tables/offboarding.ts";
import { call, createHarness, type Harness, type Json } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { insertAccount } from "./account-fixtures.ts";
import { ERROR_URN, patchOps, scim, throughProvider } from "./scim-fixtures.ts";

interface World {
  h: Harness;
  root: string;
  rootId: number;
  units: { uni: number; faculty: number; dept: number; other: number };
  ua: { id: number; token: string };
  pat: { id: number; token: string };
  sam: { id: number };
  mia: { id: number; token: string };
  oz: { id: number };
  accounts: { a: number; b: number; c: number };
}

let w: World;

/** Pat (unit admin of the Department, its only one) is primary of A, backup of B, manager of C. */
async function buildWorld(): Promise<World> {
  const h = await createHarness();
  const first = await firstUser(h);
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other College");
  const ua = await insertUser(h, "ua@uni.edu", "unit_admin", "Una Admin");
  await grant(h, ua.id, faculty.id);
  const pat = await insertUser(h, "pat@uni.edu", "unit_admin", "Pat Leaving");
  await grant(h, pat.id, dept.id);
  const sam = await insertUser(h, "sam@uni.edu", "unit_admin", "Sam Successor");
  await grant(h, sam.id, faculty.id);
  const mia = await insertUser(h, "mia@uni.edu", "social_media_manager", "Mia Manager");
  await grant(h, mia.id, dept.id);
  const oz = await insertUser(h, "oz@other.edu", "unit_admin", "Oz Outside");
  await grant(h, oz.id, other.id);
  const a = await insertAccount(h, { name: "A Dept Instagram", units: [dept.id], platform: "instagram", primaryAdminId: pat.id, backupAdminId: mia.id });
  const b = await insertAccount(h, { name: "B Faculty Facebook", units: [faculty.id], primaryAdminId: ua.id, backupAdminId: pat.id });
  const c = await insertAccount(h, { name: "C Dept TikTok", units: [dept.id], platform: "tiktok", primaryAdminId: mia.id });
  await h.database.direct.insert(socialMediaManagers).values({ socialMediaId: c.id, userId: pat.id });
  return {
    h,
    root: first.token,
    rootId: first.user.id,
    units: { uni: uni.id, faculty: faculty.id, dept: dept.id, other: other.id },
    ua: { id: ua.id, token: await signIn(h, "ua@uni.edu") },
    pat: { id: pat.id, token: await signIn(h, "pat@uni.edu") },
    sam: { id: sam.id },
    mia: { id: mia.id, token: await signIn(h, "mia@uni.edu") },
    oz: { id: oz.id },
    accounts: { a: a.id, b: b.id, c: c.id },
  };
}

beforeEach(async () => {
  w = await buildWorld();
});
afterEach(() => w.h.close());

/** Everything an offboarding may change, to prove a refusal changed none of it. */
async function snapshot() {
  const db = w.h.database.direct;
  return JSON.stringify({
    users: await db.select({ id: users.id, status: users.status, done: users.offboardingCompleted }).from(users).orderBy(asc(users.id)),
    accounts: await db.select({ id: socialMedias.id, p: socialMedias.primaryAdminId, b: socialMedias.backupAdminId }).from(socialMedias).orderBy(asc(socialMedias.id)),
    managers: await db.select().from(socialMediaManagers),
    grants: await db.select().from(accessGrants).orderBy(asc(accessGrants.id)),
    sessions: await db.select({ id: sessions.id, revoked: sessions.revokedAt }).from(sessions).orderBy(asc(sessions.id)),
    tasks: await db.select().from(handoverTasks),
    events: (await db.select({ id: events.id }).from(events)).length,
    audit: (await db.select({ id: auditLogs.id }).from(auditLogs)).length,
  });
}

async function unchangedBy(run: () => Promise<{ status: number; body: Json }>, status: number, message?: string) {
  const before = await snapshot();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (message) expect(res.body.message).toBe(message);
  expect(await snapshot()).toBe(before);
  return res;
}

const offboard = (token: string, id: number, body: unknown) => call(w.h, "POST", `/api/users/${id}/offboard`, { token, body });

describe("the impact", () => {
  it("lists what the person holds and what blocks a plain deactivation", async () => {
    await call(w.h, "POST", "/api/flags", { token: w.pat.token, body: { socialMedia: w.accounts.c, category: "other", severity: "low", description: "Check" } });
    const res = await call(w.h, "GET", `/api/users/${w.pat.id}/offboarding`, { token: w.root });
    expect(res.status).toBe(200);
    const doc = res.body.doc;
    expect(doc.user).toMatchObject({ id: w.pat.id, role: "unit_admin", status: "active" });
    expect(doc.accounts.map((a: Json) => [a.name, a.holds])).toEqual([
      ["A Dept Instagram", ["primary_admin"]],
      ["B Faculty Facebook", ["backup_admin"]],
      ["C Dept TikTok", ["manager"]],
    ]);
    expect(doc.grants.map((g: Json) => g.organization.name)).toEqual(["Department"]);
    // Units named with their paths, so one "Department" of many is told apart (issue 30).
    const deptPath = ["University", "Faculty", "Department"];
    expect(doc.grants.map((g: Json) => g.organization.pathNames)).toEqual([deptPath]);
    expect(doc.unitsAdministered).toEqual([{ id: w.units.dept, name: "Department", pathNames: deptPath }]);
    expect(doc.accounts.map((a: Json) => a.organization.pathNames)).toEqual([deptPath, ["University", "Faculty"], deptPath]);
    expect(doc.flags.raised.map((f: Json) => f.socialMedia.id)).toEqual([w.accounts.c]);
    expect(doc.blockers).toEqual([
      { kind: "primary_admin", account: { id: w.accounts.a, name: "A Dept Instagram" } },
      { kind: "last_unit_admin", unit: { id: w.units.dept, name: "Department" } },
    ]);
  });

  it("names the people of open review requests with their e-mail", async () => {
    await w.h.database.direct.insert(reviewRequests).values({ userId: w.pat.id, requestedById: w.ua.id, requestedRole: "super_admin" });
    const res = await call(w.h, "GET", `/api/users/${w.pat.id}/offboarding`, { token: w.root });
    expect(res.body.doc.reviewRequests.map((r: Json) => [r.user, r.requestedBy])).toEqual([
      [{ id: w.pat.id, name: "Pat Leaving", email: "pat@uni.edu" }, { id: w.ua.id, name: "Una Admin", email: "ua@uni.edu" }],
    ]);
  });

  it("is for super admins and unit admins over the person, never about oneself", async () => {
    expect((await call(w.h, "GET", `/api/users/${w.pat.id}/offboarding`, { token: w.ua.token })).status).toBe(200);
    expect((await call(w.h, "GET", `/api/users/${w.pat.id}/offboarding`, { token: w.mia.token })).status).toBe(403);
    expect((await call(w.h, "GET", `/api/users/${w.oz.id}/offboarding`, { token: w.ua.token })).status).toBe(404);
    const own = await call(w.h, "GET", `/api/users/${w.rootId}/offboarding`, { token: w.root });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("OWN_OFFBOARDING");
  });
});

describe("deactivation goes through the same impact check", () => {
  it("PUT /users/status and the users page's PATCH refuse with the blockers and change nothing", async () => {
    for (const run of [
      () => call(w.h, "PUT", "/api/users/status", { token: w.root, body: { id: w.pat.id, status: "inactive" } }),
      () => call(w.h, "PATCH", "/api/users", { token: w.root, body: { id: w.pat.id, status: "inactive" } }),
    ]) {
      const res = await unchangedBy(run, 409, "OFFBOARDING_REQUIRED");
      expect(res.body.blockers.map((b: Json) => b.kind)).toEqual(["primary_admin", "last_unit_admin"]);
      expect(res.body.offboarding).toBe(`/api/users/${w.pat.id}/offboarding`);
    }
    // SCIM (its own error body) gets the same check.
    const made = await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "entra" } });
    const provider = { h: w.h, root: w.root, rootId: w.rootId, scimToken: made.body.token as string, tokenId: made.body.doc.id as number };
    await throughProvider(w.h, "pat@uni.edu");
    const viaScim = await unchangedBy(() => scim(provider, "PATCH", `/Users/${w.pat.id}`, { body: patchOps({ op: "replace", path: "active", value: false }) }), 409);
    expect(viaScim.body.schemas).toEqual([ERROR_URN]);
    expect(viaScim.body.detail).toBe(
      `OFFBOARDING_REQUIRED: this person is still primary administrator of A Dept Instagram (account ${w.accounts.a}); the last unit admin of Department (unit ${w.units.dept}). ` +
        "Offboard them in Steward (Users, then Offboard), which hands these over, instead of deactivating them.",
    );
    await unchangedBy(() => scim(provider, "DELETE", `/Users/${w.pat.id}`), 409);
    // Someone who holds nothing that needs an answer is deactivated as before.
    expect((await call(w.h, "PUT", "/api/users/status", { token: w.root, body: { id: w.oz.id, status: "inactive" } })).status).toBe(409);
    const plain = await insertUser(w.h, "plain@uni.edu", "social_media_manager");
    expect((await call(w.h, "PUT", "/api/users/status", { token: w.root, body: { id: plain.id, status: "inactive" } })).status).toBe(200);
  });
});

describe("offboarding", () => {
  it("hands everything over in one transaction, each step audited, and opens three tasks per account", async () => {
    const auditBefore = (await w.h.database.direct.select({ id: auditLogs.id }).from(auditLogs)).length;
    const res = await offboard(w.root, w.pat.id, { successor: w.sam.id, accounts: [{ account: w.accounts.b, backupAdmin: null }], note: "Left for another post" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const doc = res.body.doc;
    expect(doc.user).toEqual({ id: w.pat.id, name: "Pat Leaving", status: "inactive", offboardingCompleted: false });
    expect(doc.accounts).toEqual([
      { id: w.accounts.a, name: "A Dept Instagram", primaryAdmin: { id: w.sam.id, name: "Sam Successor" }, backupAdmin: { id: w.mia.id, name: "Mia Manager" }, managerRemoved: false },
      { id: w.accounts.b, name: "B Faculty Facebook", primaryAdmin: { id: w.ua.id, name: "Una Admin" }, backupAdmin: null, managerRemoved: false },
      { id: w.accounts.c, name: "C Dept TikTok", primaryAdmin: { id: w.mia.id, name: "Mia Manager" }, backupAdmin: null, managerRemoved: true },
    ]);
    expect(doc.unitsTaken).toEqual([{ id: w.units.dept, name: "Department" }]);
    expect(doc.grantsEnded).toBe(1);
    expect(doc.tasks).toHaveLength(9);
    expect(doc.tasks.filter((t: Json) => t.socialMedia.id === w.accounts.a).map((t: Json) => [t.kind, t.state, t.assignee.id])).toEqual([
      ["rotate_password", "open", w.sam.id],
      ["remove_platform_access", "open", w.sam.id],
      ["confirm_recovery_contacts", "open", w.sam.id],
    ]);
    expect(doc.tasks[0].dueAt).toBe("2026-03-29T12:00:00.000Z");

    // The database agrees: managers, grants ended yesterday (kept), sessions ended, the successor holds the unit.
    expect(await w.h.database.direct.select().from(socialMediaManagers)).toEqual([]);
    const patGrants = await call(w.h, "GET", `/api/users/${w.pat.id}`, { token: w.root });
    expect(patGrants.body.doc.access).toEqual([expect.objectContaining({ type: "temporary", end_date: "2026-03-14", inForce: false })]);
    expect(patGrants.body.doc.status).toBe("inactive");
    expect((await call(w.h, "GET", "/api/users/me", { token: w.pat.token })).status).toBe(401);
    const samDoc = await call(w.h, "GET", `/api/users/${w.sam.id}`, { token: w.root });
    expect(samDoc.body.doc.access.map((g: Json) => g.organization.name).sort()).toEqual(["Department", "Faculty"]);

    // Audited: 3 accounts, the successor's access, Pat's access, Pat's offboarding, 9 tasks.
    const audit = await w.h.database.direct.select({ action: auditLogs.action, entity: auditLogs.entity }).from(auditLogs);
    expect(audit.length - auditBefore).toBe(3 + 1 + 1 + 1 + 9);
    expect(audit.filter((e) => e.action === "offboarding")).toEqual([{ action: "offboarding", entity: "users" }]);
    // Told: one handover_task.opened per task, for its assignee and the unit admins (the audience rule).
    const told = await w.h.database.direct.select({ type: events.type, payload: events.payload }).from(events);
    const opened = told.filter((e) => e.type === "handover_task.opened");
    expect(opened).toHaveLength(9);
    expect(JSON.parse(opened[0]!.payload)).toMatchObject({ task: "rotate_password", accountName: "A Dept Instagram", userName: "Pat Leaving", assigneeId: w.sam.id });

    // Now a plain deactivation would have nothing left to refuse.
    const impact = await call(w.h, "GET", `/api/users/${w.pat.id}/offboarding`, { token: w.root });
    expect(impact.body.doc.blockers).toEqual([]);
    expect(impact.body.doc.openTasks).toBe(9);
  });

  it("a unit admin offboards a manager wholly in their scope; nobody left to hand tasks to leaves them to the unit admins", async () => {
    const res = await offboard(w.ua.token, w.mia.id, { successor: w.ua.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.doc.accounts.map((a: Json) => [a.name, a.primaryAdmin?.id ?? null, a.backupAdmin?.id ?? null])).toEqual([
      ["A Dept Instagram", w.pat.id, w.ua.id],
      ["C Dept TikTok", w.ua.id, null],
    ]);
    expect(res.body.doc.unitsTaken).toEqual([]);
  });

  it("refuses every bad request clearly and changes nothing", async () => {
    // Unknown successor, and one outside the caller's scope: the same answer.
    for (const successor of [9999, w.oz.id]) {
      const res = await unchangedBy(() => offboard(w.ua.token, w.pat.id, { successor }), 400);
      expect(res.body.errors).toEqual([{ path: "successor", message: "User not found" }]);
    }
    // The leaver as their own successor; an inactive administrator; an account that is not theirs.
    expect((await unchangedBy(() => offboard(w.root, w.pat.id, { successor: w.pat.id }), 400)).body.errors[0].path).toBe("successor");
    const gone = await insertUser(w.h, "gone@uni.edu", "social_media_manager");
    await grant(w.h, gone.id, w.units.dept);
    await w.h.database.direct.update(users).set({ status: "inactive" }).where(eq(users.id, gone.id));
    const inactive = await unchangedBy(() => offboard(w.root, w.pat.id, { successor: w.sam.id, accounts: [{ account: w.accounts.a, primaryAdmin: gone.id }] }), 400);
    expect(inactive.body.errors).toEqual([{ path: "accounts.0.primaryAdmin", message: "Must be an active user" }]);
    const stranger = await insertAccount(w.h, { name: "D elsewhere", units: [w.units.faculty] });
    const wrongAccount = await unchangedBy(() => offboard(w.root, w.pat.id, { successor: w.sam.id, accounts: [{ account: stranger.id, primaryAdmin: w.sam.id }] }), 400);
    expect(wrongAccount.body.errors).toEqual([{ path: "accounts.0.account", message: "Not one of this person's accounts" }]);
    const same = await unchangedBy(() => offboard(w.root, w.pat.id, { accounts: [{ account: w.accounts.a, primaryAdmin: w.sam.id, backupAdmin: w.sam.id }] }), 400);
    expect(same.body.errors[0].path).toBe("accounts.0.backupAdmin");
    // Bad shapes.
    await unchangedBy(() => offboard(w.root, w.pat.id, { successor: "sam" }), 400);
    await unchangedBy(() => offboard(w.root, w.pat.id, { successor: w.sam.id, extra: true }), 400);

    // A blocker left open: no successor, no answer for account A or the Department.
    const open = await unchangedBy(() => offboard(w.root, w.pat.id, {}), 409, "OFFBOARDING_BLOCKED");
    expect(open.body.blockers).toEqual([
      { kind: "primary_admin", account: { id: w.accounts.a, name: "A Dept Instagram" } },
      { kind: "last_unit_admin", unit: { id: w.units.dept, name: "Department" } },
    ]);
    // A manager as successor answers the account but cannot hold the unit as its unit admin.
    const half = await unchangedBy(() => offboard(w.root, w.pat.id, { successor: w.mia.id }), 409, "OFFBOARDING_BLOCKED");
    expect(half.body.blockers).toEqual([{ kind: "last_unit_admin", unit: { id: w.units.dept, name: "Department" } }]);
    // A unit admin cannot give themselves the unit: nobody changes their own access.
    const self = await unchangedBy(() => offboard(w.ua.token, w.pat.id, { successor: w.ua.id }), 409, "OFFBOARDING_BLOCKED");
    expect(self.body.blockers.map((b: Json) => b.kind)).toEqual(["last_unit_admin"]);

    // Offboarding oneself; a manager calling; a unit admin on someone not wholly in scope; no such person.
    await unchangedBy(() => offboard(w.root, w.rootId, { successor: w.sam.id }), 403, "OWN_OFFBOARDING");
    await unchangedBy(() => offboard(w.mia.token, w.pat.id, { successor: w.sam.id }), 403);
    await grant(w.h, w.mia.id, w.units.other);
    await unchangedBy(() => offboard(w.ua.token, w.mia.id, { successor: w.ua.id }), 403, "USER_OUTSIDE_SCOPE");
    await unchangedBy(() => offboard(w.ua.token, w.oz.id, { successor: w.ua.id }), 404);
    await unchangedBy(() => offboard(w.root, 9999, { successor: w.sam.id }), 404);
  });

  it("a unit admin whose person administers an account outside their scope is told a super admin must do it", async () => {
    await insertAccount(w.h, { name: "Elsewhere", units: [w.units.other], primaryAdminId: w.mia.id });
    const res = await unchangedBy(() => offboard(w.ua.token, w.mia.id, { successor: w.ua.id }), 409, "OFFBOARDING_BLOCKED");
    expect(res.body.blockers).toEqual([{ kind: "accounts_outside_scope", count: 1 }]);
    expect((await offboard(w.root, w.mia.id, { successor: w.ua.id })).status).toBe(200);
  });
});

describe("handover tasks", () => {
  async function offboardPat() {
    const res = await offboard(w.root, w.pat.id, { successor: w.sam.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.doc.tasks as Json[];
  }

  it("list with filters; closed by the assignee with a note; offboarding complete when the last is done", async () => {
    const tasks = await offboardPat();
    const sam = await signIn(w.h, "sam@uni.edu");
    const mine = await call(w.h, "GET", `/api/handover-tasks?state=open&user=${w.pat.id}&limit=100`, { token: sam });
    expect(mine.body.totalDocs).toBe(9);
    const ofA = await call(w.h, "GET", `/api/handover-tasks?account=${w.accounts.a}`, { token: w.root });
    expect(ofA.body.docs.map((t: Json) => t.kind).sort()).toEqual(["confirm_recovery_contacts", "remove_platform_access", "rotate_password"]);
    expect((await call(w.h, "GET", "/api/handover-tasks?state=closed", { token: w.root })).status).toBe(400);
    // Out of scope: Oz sees none of them; Mia sees those of the Department's accounts, and closes only her own.
    const oz = await insertUser(w.h, "oz2@other.edu", "unit_admin");
    await grant(w.h, oz.id, w.units.other);
    expect((await call(w.h, "GET", "/api/handover-tasks", { token: await signIn(w.h, "oz2@other.edu") })).body.totalDocs).toBe(0);
    const taskOfA = tasks.find((t) => t.socialMedia.id === w.accounts.a)!;
    expect((await call(w.h, "PATCH", `/api/handover-tasks/${taskOfA.id}`, { token: w.mia.token, body: { state: "done" } })).status).toBe(403);
    expect((await call(w.h, "PATCH", `/api/handover-tasks/${taskOfA.id}`, { token: sam, body: { state: "open" } })).status).toBe(400);

    const done = await call(w.h, "PATCH", `/api/handover-tasks/${taskOfA.id}`, { token: sam, body: { state: "done", note: "Password rotated in the vault" } });
    expect(done.status).toBe(200);
    expect(done.body.doc).toMatchObject({ state: "done", note: "Password rotated in the vault", doneBy: { id: w.sam.id } });
    const again = await call(w.h, "PATCH", `/api/handover-tasks/${taskOfA.id}`, { token: sam, body: { state: "done" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("TASK_ALREADY_DONE");

    for (const task of tasks.filter((t) => t.id !== taskOfA.id)) {
      const closer = task.assignee?.id === w.mia.id ? w.mia.token : w.root;
      expect((await call(w.h, "PATCH", `/api/handover-tasks/${task.id}`, { token: closer, body: { state: "done" } })).status).toBe(200);
    }
    const pat = await call(w.h, "GET", `/api/users/${w.pat.id}`, { token: w.root });
    expect(pat.body.doc.offboardingCompleted).toBe(true);
  });

  it("become overdue 14 days after they were opened, by the scheduler, once", async () => {
    await w.h.scheduler.runDue();
    await offboardPat();
    const eventsOf = async () => (await w.h.database.direct.select({ type: events.type }).from(events)).filter((e) => e.type === "handover_task.overdue").length;

    w.h.clock.now = new Date("2026-03-29T11:00:00.000Z");
    await w.h.scheduler.runDue();
    // Sessions last 12 hours: sign in again on the moved clock.
    const root = await signIn(w.h, "root@uni.edu");
    expect((await call(w.h, "GET", "/api/handover-tasks?state=overdue", { token: root })).body.totalDocs).toBe(0);

    w.h.clock.now = new Date("2026-03-29T13:30:00.000Z");
    const runs = await w.h.scheduler.runDue();
    expect(runs.find((r) => r.name === "handover-overdue")?.result).toEqual({ overdue: 9 });
    const overdue = await call(w.h, "GET", "/api/handover-tasks?state=overdue&limit=100", { token: root });
    expect(overdue.body.totalDocs).toBe(9);
    expect(overdue.body.docs[0].overdueAt).toBe("2026-03-29T13:30:00.000Z");
    expect(await eventsOf()).toBe(9);

    w.h.clock.now = new Date("2026-03-29T15:00:00.000Z");
    const later = await w.h.scheduler.runDue();
    expect(later.find((r) => r.name === "handover-overdue")?.result).toEqual({ overdue: 0 });
    expect(await eventsOf()).toBe(9);
    // An overdue task can still be done.
    const one = overdue.body.docs[0];
    expect((await call(w.h, "PATCH", `/api/handover-tasks/${one.id}`, { token: root, body: { state: "done" } })).body.doc.state).toBe("done");
  });
});
