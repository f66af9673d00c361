import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES, VALIDATION } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { insertAccount } from "./account-fixtures.ts";
import { firstUser, grant, insertUnit, insertUser, PASSWORD, signIn } from "./fixtures.ts";

let h: Harness;
let root: string;
const u: Record<string, number> = {};

beforeEach(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const other = await insertUnit(h, "Other");
  Object.assign(u, { uni: uni.id, faculty: faculty.id, dept: dept.id, other: other.id });
});
afterEach(() => h.close());

async function unitAdminOf(unitId: number, email = "ua@uni.edu") {
  const user = await insertUser(h, email, "unit_admin");
  await grant(h, user.id, unitId);
  return { id: user.id, token: await signIn(h, email) };
}

const outboxRows = async () => (await h.database.client.execute("SELECT kind, recipient, body FROM outbox ORDER BY id")).rows;
const auditCount = async () => Number((await h.database.client.execute("SELECT count(*) AS n FROM audit_logs")).rows[0]?.["n"]);

describe("creating users", () => {
  it("a super admin creates an active user with units; the set-password e-mail is queued in the same transaction", async () => {
    const res = await call(h, "POST", "/api/users", { token: root, body: { name: "Sam", email: "sam@uni.edu", role: "social_media_manager", organizations: [u["dept"]] } });
    expect(res.status).toBe(201);
    expect(res.body.doc).toMatchObject({ role: "social_media_manager", status: "active", organizations: [{ id: u["dept"], name: "Department" }] });
    expect(res.body.doc.access).toEqual([expect.objectContaining({ type: "permanent", organization_name: "Department", inForce: true })]);
    const mails = await outboxRows();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "welcome", recipient: "sam@uni.edu" });
    expect(String(mails[0]?.["body"])).toMatch(/^http:\/\/localhost:8000\/reset-password\?token=/m);
  });

  it("a unit admin's new user waits for review, inside their scope only", async () => {
    const ua = await unitAdminOf(u["faculty"]!);
    const res = await call(h, "POST", "/api/users", { token: ua.token, body: { name: "Mia", email: "mia@uni.edu", role: "social_media_manager", organizations: [u["dept"]] } });
    expect(res.status).toBe(201);
    expect(res.body.doc).toMatchObject({ status: "pending_activation", reviewRequest: { status: "open", requestedBy: { id: ua.id } } });
    expect(await outboxRows()).toHaveLength(0);

    const outside = await call(h, "POST", "/api/users", { token: ua.token, body: { name: "X", email: "x@uni.edu", role: "social_media_manager", organizations: [u["other"]] } });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([{ path: "organizations.0", message: "Unit not found" }]);
    for (const body of [
      { name: "X", email: "x@uni.edu", role: "super_admin" },
      { name: "X", email: "x@uni.edu", role: "unit_admin", organizations: [u["dept"]], status: "active" },
      { name: "X", email: "x@uni.edu", role: "unit_admin", organizations: [u["dept"]], password: "12345678" },
    ]) {
      expect((await call(h, "POST", "/api/users", { token: ua.token, body })).status).toBe(403);
    }
  });

  it("answers USER_ALREADY_EXISTS with the existing id, and the spec's messages", async () => {
    const first = await call(h, "POST", "/api/users", { token: root, body: { name: "Sam", email: "sam@uni.edu", role: "unit_admin", organizations: [u["dept"]] } });
    const dup = await call(h, "POST", "/api/users", { token: root, body: { name: "Sam 2", email: "SAM@uni.edu", role: "unit_admin", organizations: [u["dept"]] } });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: ERROR_CODES.userAlreadyExists, details: first.body.doc.id });
    const bad = await call(h, "POST", "/api/users", { token: root, body: { name: "", email: "nope", role: "unit_admin", password: "short" } });
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: "name", message: VALIDATION.nameRequired },
        { path: "email", message: VALIDATION.invalidEmail },
        { path: "password", message: VALIDATION.passwordMin },
        { path: "organizations", message: VALIDATION.unitRequired },
      ]),
    );
  });

  it("refuses mass assignment of hashes and counters", async () => {
    for (const extra of [{ passwordHash: "x" }, { loginAttempts: 0 }, { lockedUntil: null }]) {
      const res = await call(h, "POST", "/api/users", { token: root, body: { name: "Z", email: "z@uni.edu", role: "super_admin", ...extra } });
      expect(res.status).toBe(400);
    }
  });
});

describe("listing and reading users", () => {
  it("scopes the list: a unit admin sees users of their subtree and themselves", async () => {
    const ua = await unitAdminOf(u["faculty"]!);
    const inside = await insertUser(h, "in@uni.edu", "social_media_manager");
    await grant(h, inside.id, u["dept"]!);
    const outside = await insertUser(h, "out@uni.edu", "social_media_manager");
    await grant(h, outside.id, u["other"]!);
    const list = await call(h, "GET", "/api/users?limit=100", { token: ua.token });
    expect(list.body.docs.map((d: { email: string }) => d.email).sort()).toEqual(["in@uni.edu", "ua@uni.edu"]);
    expect((await call(h, "GET", `/api/users/${outside.id}`, { token: ua.token })).status).toBe(404);
    const all = await call(h, "GET", "/api/users?limit=100&role=social_media_manager", { token: root });
    expect(all.body.totalDocs).toBe(2);
    expect(JSON.stringify(all.body)).not.toMatch(/pbkdf2|passwordHash/);
  });
});

describe("updating users", () => {
  it("field by field: a manager edits only their own name and compliance fields", async () => {
    const smm = await insertUser(h, "smm@uni.edu", "social_media_manager");
    await grant(h, smm.id, u["dept"]!);
    const token = await signIn(h, "smm@uni.edu");
    const ok = await call(h, "PATCH", "/api/users/", { token, body: { id: smm.id, name: "Sally", isEnabledTwoFactor: true } });
    expect(ok.status).toBe(200);
    expect(ok.body.doc).toMatchObject({ name: "Sally", isEnabledTwoFactor: true });
    expect((await call(h, "PATCH", "/api/users", { token, body: { id: smm.id, role: "unit_admin" } })).body).toEqual({ message: "FIELD_NOT_ALLOWED", field: "role" });
    const other = await insertUser(h, "other@uni.edu", "social_media_manager");
    await grant(h, other.id, u["dept"]!);
    expect((await call(h, "PATCH", "/api/users", { token, body: { id: other.id, name: "Hacked" } })).status).toBe(403);
  });

  it("a unit admin edits managers in scope but not other unit admins, and never status", async () => {
    const ua = await unitAdminOf(u["faculty"]!);
    const smm = await insertUser(h, "smm@uni.edu", "social_media_manager");
    await grant(h, smm.id, u["dept"]!);
    expect((await call(h, "PATCH", "/api/users", { token: ua.token, body: { id: smm.id, name: "Renamed", organizations: [u["faculty"]] } })).status).toBe(200);
    expect((await call(h, "PATCH", "/api/users", { token: ua.token, body: { id: smm.id, status: "inactive" } })).status).toBe(403);
    const peer = await insertUser(h, "peer@uni.edu", "unit_admin");
    await grant(h, peer.id, u["dept"]!);
    expect((await call(h, "PATCH", "/api/users", { token: ua.token, body: { id: peer.id, name: "Nope" } })).status).toBe(403);
    expect((await call(h, "PUT", "/api/users/status", { token: ua.token, body: { id: smm.id, status: "inactive" } })).status).toBe(403);
  });

  it("deactivation ends the user's sessions at once", async () => {
    const smm = await insertUser(h, "smm@uni.edu", "social_media_manager");
    const token = await signIn(h, "smm@uni.edu");
    expect((await call(h, "PUT", "/api/users/status", { token: root, body: { id: smm.id, status: "inactive" } })).status).toBe(200);
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(401);
    expect((await call(h, "POST", "/api/users/login", { body: { email: "smm@uni.edu", password: PASSWORD } })).status).toBe(401);
  });
});

describe("the only Unit Admin rule", () => {
  it("refuses to leave a unit without unit admins, by status, role or access, and names the units", async () => {
    const ua = await unitAdminOf(u["faculty"]!);
    const before = await auditCount();
    const expected = { message: "LAST_UNIT_ADMIN", organizations: [{ id: u["faculty"], name: "Faculty" }] };
    // A deactivation goes through the offboarding impact check; when units left without a unit admin
    // are all it finds, it answers the contract's shape, where to offboard instead beside it (issue 30 point 8).
    for (const [method, path] of [["PUT", "/api/users/status"], ["PATCH", "/api/users"]] as const) {
      const refused = await call(h, method, path, { token: root, body: { id: ua.id, status: "inactive" } });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ ...expected, offboarding: `/api/users/${ua.id}/offboarding` });
    }
    expect((await call(h, "PATCH", "/api/users", { token: root, body: { id: ua.id, role: "social_media_manager" } })).body).toEqual(expected);
    const access = await call(h, "PATCH", "/api/users/access", { token: root, body: { user: ua.id, access: [{ organization: u["dept"], type: "permanent" }] } });
    expect(access.status).toBe(409);
    expect(access.body).toEqual(expected);
    expect(await auditCount()).toBe(before);

    const second = await insertUser(h, "second@uni.edu", "unit_admin");
    await grant(h, second.id, u["faculty"]!);
    expect((await call(h, "PUT", "/api/users/status", { token: root, body: { id: ua.id, status: "inactive" } })).status).toBe(200);
  });

  it("a last unit admin who also holds an account is refused with every blocker: offboarding required", async () => {
    const ua = await unitAdminOf(u["faculty"]!);
    const account = await insertAccount(h, { name: "Faculty on X", units: [u["faculty"]!], primaryAdminId: ua.id });
    const refused = await call(h, "PUT", "/api/users/status", { token: root, body: { id: ua.id, status: "inactive" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "OFFBOARDING_REQUIRED",
      blockers: [
        { kind: "primary_admin", account: { id: account.id, name: "Faculty on X" } },
        { kind: "last_unit_admin", unit: { id: u["faculty"], name: "Faculty" } },
      ],
      offboarding: `/api/users/${ua.id}/offboarding`,
    });
  });

  it("a temporary grant of another admin counts only while in force", async () => {
    const ua = await unitAdminOf(u["faculty"]!);
    const later = await insertUser(h, "later@uni.edu", "unit_admin");
    await grant(h, later.id, u["faculty"]!, "temporary", "2026-04-01", "2026-04-30");
    expect((await call(h, "PUT", "/api/users/status", { token: root, body: { id: ua.id, status: "inactive" } })).status).toBe(409);
  });
});

describe("access grants", () => {
  it("replace a user's grants, keep temporary windows, and audit the change", async () => {
    const smm = await insertUser(h, "smm@uni.edu", "social_media_manager");
    const res = await call(h, "PATCH", "/api/users/access", {
      token: root,
      body: {
        user: smm.id,
        access: [
          { organization: u["dept"], type: "temporary", start_date: "2026-03-15", end_date: "2026-03-20" },
          { organization: u["other"], type: "permanent", start_date: null, end_date: null },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.doc.access).toEqual([
      expect.objectContaining({ organization: { id: u["dept"], name: "Department" }, type: "temporary", start_date: "2026-03-15", end_date: "2026-03-20", inForce: true }),
      expect.objectContaining({ organization: { id: u["other"], name: "Other" }, type: "permanent", start_date: null, end_date: null }),
    ]);
    const [entry] = (await call(h, "GET", "/api/audit-logs?entity=access", { token: root })).body.docs;
    expect(entry).toMatchObject({ action: "update", document: smm.id });
    expect(entry.current.access).toHaveLength(2);
  });

  it("checks dates, refuses super admin rows and out-of-scope units, and keeps a unit admin's unseen grants", async () => {
    const ua = await unitAdminOf(u["faculty"]!);
    const smm = await insertUser(h, "smm@uni.edu", "social_media_manager");
    await grant(h, smm.id, u["dept"]!);
    await grant(h, smm.id, u["other"]!);
    const badDates = await call(h, "PATCH", "/api/users/access", { token: root, body: { user: smm.id, access: [{ organization: u["dept"], type: "temporary", start_date: "2026-03-20", end_date: "2026-03-10" }] } });
    expect(badDates.status).toBe(400);
    expect((await call(h, "PATCH", "/api/users/access", { token: ua.token, body: { user: 1, access: [] } })).status).toBe(404);
    expect((await call(h, "PATCH", "/api/users/access", { token: root, body: { user: 1, access: [] } })).status).toBe(403);
    const res = await call(h, "PATCH", "/api/users/access", { token: ua.token, body: { user: smm.id, access: [{ organization: u["faculty"], type: "permanent" }] } });
    expect(res.status).toBe(200);
    const mine = await call(h, "GET", `/api/users/${smm.id}`, { token: root });
    expect(mine.body.doc.access.map((g: { organization_name: string }) => g.organization_name).sort()).toEqual(["Faculty", "Other"]);
  });
});

describe("review requests", () => {
  async function pendingUser() {
    const ua = await unitAdminOf(u["faculty"]!);
    const res = await call(h, "POST", "/api/users", { token: ua.token, body: { name: "Mia", email: "mia@uni.edu", role: "social_media_manager", organizations: [u["dept"]] } });
    return { ua, user: res.body.doc, requestId: res.body.doc.reviewRequest.id as number };
  }

  it("a super admin approves: the user becomes active and gets the welcome e-mail", async () => {
    const { user, requestId, ua } = await pendingUser();
    expect((await call(h, "GET", "/api/review-requests", { token: ua.token })).status).toBe(403);
    const list = await call(h, "GET", "/api/review-requests?status=open", { token: root });
    expect(list.body.docs.map((d: { id: number }) => d.id)).toEqual([requestId]);
    const res = await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: requestId, approved: true } });
    expect(res.body.doc).toMatchObject({ status: "approved", decidedBy: { id: 1 } });
    expect((await call(h, "GET", `/api/users/${user.id}`, { token: root })).body.doc.status).toBe("active");
    expect((await outboxRows()).map((r) => r["kind"])).toEqual(["welcome"]);
    expect((await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: requestId, approved: false, reason: "late" } })).status).toBe(409);
  });

  it("rejecting needs a reason, which the user's details then show", async () => {
    const { user, requestId } = await pendingUser();
    const noReason = await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: requestId, approved: false } });
    expect(noReason.body.errors).toEqual([{ path: "reason", message: VALIDATION.reasonRequired }]);
    await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: requestId, approved: false, reason: "Not part of the faculty" } });
    const details = await call(h, "GET", `/api/users/${user.id}`, { token: root });
    expect(details.body.doc).toMatchObject({ status: "rejected", reject_reason: "Not part of the faculty", reviewRequest: { status: "rejected" } });
  });
});

describe("password reset", () => {
  const tokenFromOutbox = async () => {
    await h.services.passwords.settled();
    const rows = await outboxRows();
    return String(rows[rows.length - 1]?.["body"]).match(/token=([\w-]+)/)?.[1] ?? "";
  };

  it("forgot-password answers the same for unknown e-mails and stores only a token hash", async () => {
    const known = await call(h, "POST", "/api/users/forgot-password", { body: { email: "root@uni.edu" } });
    const unknown = await call(h, "POST", "/api/users/forgot-password", { body: { email: "nobody@uni.edu" } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const token = await tokenFromOutbox();
    expect(token.length).toBeGreaterThanOrEqual(40);
    const stored = (await h.database.client.execute("SELECT token_hash FROM password_tokens")).rows;
    expect(stored).toHaveLength(1);
    expect(String(stored[0]?.["token_hash"])).not.toContain(token);
  });

  it("a reset token works once, ends existing sessions, and expires after an hour", async () => {
    await call(h, "POST", "/api/users/forgot-password", { body: { email: "root@uni.edu" } });
    const token = await tokenFromOutbox();
    expect((await call(h, "POST", "/api/users/reset-password", { body: { token, password: "a brand new password" } })).status).toBe(200);
    expect((await call(h, "GET", "/api/users/me", { token: root })).status).toBe(401);
    expect((await call(h, "POST", "/api/users/reset-password", { body: { token, password: "another password" } })).body).toEqual({ message: "INVALID_TOKEN" });
    expect((await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "a brand new password" } })).status).toBe(200);

    h.clock.now = new Date(h.clock.now.getTime() + 6 * 60_000);
    await call(h, "POST", "/api/users/forgot-password", { body: { email: "root@uni.edu" } });
    const late = await tokenFromOutbox();
    h.clock.now = new Date(h.clock.now.getTime() + 61 * 60_000);
    expect((await call(h, "POST", "/api/users/reset-password", { body: { token: late, password: "yet another one" } })).status).toBe(400);
  });
});
