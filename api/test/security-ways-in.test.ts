// The ways in that an outside test found (issue 13), each named after its threat in
// docs/security.md: the attacker's request, then what must hold afterwards.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES, VALIDATION } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";

let h: Harness;
let root: string;
const u: Record<string, number> = {};

beforeEach(async () => {
  h = await createHarness({ STEWARD_PUBLIC_URL: "https://steward.uni.edu" });
  root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const arts = await insertUnit(h, "Arts", uni.id);
  const science = await insertUnit(h, "Science", uni.id);
  const physics = await insertUnit(h, "Physics", science.id);
  Object.assign(u, { uni: uni.id, arts: arts.id, science: science.id, physics: physics.id });
});
afterEach(() => h.close());

const rows = async (sql: string, args: (string | number)[] = []) => (await h.database.db.$client.execute({ sql, args })).rows;
const auditCount = async () => Number((await rows("SELECT count(*) AS n FROM audit_logs"))[0]?.["n"]);

async function unitAdminOf(unitId: number, email = "ua@uni.edu") {
  const user = await insertUser(h, email, "unit_admin");
  await grant(h, user.id, unitId);
  return { id: user.id, token: await signIn(h, email) };
}

describe("A unit admin takes over a user who also holds access elsewhere", () => {
  it("refuses a new e-mail for a user with a grant outside the editor's scope, and sends no link", async () => {
    const attacker = await unitAdminOf(u["arts"]!);
    const manager = await insertUser(h, "manager@uni.edu", "social_media_manager");
    await grant(h, manager.id, u["arts"]!);
    await grant(h, manager.id, u["science"]!);
    const before = await auditCount();
    const res = await call(h, "PATCH", "/api/users/", { token: attacker.token, body: { id: manager.id, email: "attacker@evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ERROR_CODES.userOutsideScope, field: "email" });
    expect((await rows("SELECT email FROM users WHERE id = ?", [manager.id]))[0]?.["email"]).toBe("manager@uni.edu");
    expect(await auditCount()).toBe(before);
    await call(h, "POST", "/api/welcome-emails", { token: attacker.token, body: { user: manager.id } });
    expect((await rows("SELECT recipient FROM outbox")).map((r) => r["recipient"])).not.toContain("attacker@evil.example");
  });

  it("lets a unit admin fix the e-mail of a user wholly inside their scope", async () => {
    const admin = await unitAdminOf(u["science"]!);
    const manager = await insertUser(h, "typo@uni.edu", "social_media_manager");
    await grant(h, manager.id, u["physics"]!);
    const res = await call(h, "PATCH", "/api/users/", { token: admin.token, body: { id: manager.id, email: "fixed@uni.edu" } });
    expect(res.status).toBe(200);
    expect(res.body.doc.email).toBe("fixed@uni.edu");
  });

  it("a raise to unit admin waits for a super admin's review; the rest of the edit applies at once", async () => {
    const admin = await unitAdminOf(u["arts"]!);
    const manager = await insertUser(h, "manager@uni.edu", "social_media_manager");
    await grant(h, manager.id, u["arts"]!);
    await grant(h, manager.id, u["science"]!);
    const res = await call(h, "PATCH", "/api/users/", { token: admin.token, body: { id: manager.id, role: "unit_admin", name: "Renamed" } });
    expect(res.status).toBe(200);
    expect(res.body.doc).toMatchObject({ role: "social_media_manager", name: "Renamed", status: "active" });
    expect(res.body.doc.reviewRequest).toMatchObject({ status: "open", requestedRole: "unit_admin", requestedBy: { id: admin.id } });
    // Asking again opens no second request.
    await call(h, "PATCH", "/api/users/", { token: admin.token, body: { id: manager.id, role: "unit_admin" } });
    expect(await rows("SELECT id FROM review_requests WHERE user_id = ? AND status = 'open'", [manager.id])).toHaveLength(1);

    const managerToken = await signIn(h, "manager@uni.edu");
    expect((await call(h, "GET", "/api/users/me", { token: managerToken })).body.user.role).toBe("social_media_manager");

    const rejected = await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: res.body.doc.reviewRequest.id, approved: false, reason: "Not needed for Science" } });
    expect(rejected.status).toBe(200);
    expect((await rows("SELECT role, status FROM users WHERE id = ?", [manager.id]))[0]).toMatchObject({ role: "social_media_manager", status: "active" });

    const again = await call(h, "PATCH", "/api/users/", { token: admin.token, body: { id: manager.id, role: "unit_admin" } });
    const approved = await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: again.body.doc.reviewRequest.id, approved: true } });
    expect(approved.status).toBe(200);
    expect((await call(h, "GET", "/api/users/me", { token: managerToken })).body.user.role).toBe("unit_admin");
  });
});

describe("Someone changes their own access", () => {
  it("a temporary unit admin cannot make their own grant permanent", async () => {
    const self = await insertUser(h, "temp@uni.edu", "unit_admin");
    await grant(h, self.id, u["science"]!, "temporary", "2026-01-01", "2026-12-31");
    const token = await signIn(h, "temp@uni.edu");
    const res = await call(h, "PATCH", "/api/users/access", { token, body: { user: self.id, access: [{ organization: u["science"], type: "permanent" }] } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ERROR_CODES.ownAccess });
    expect((await rows("SELECT type FROM access_grants WHERE user_id = ?", [self.id]))[0]?.["type"]).toBe("temporary");
  });

  it("nor through the bulk grant, not even on a sub-unit, and nothing of the file is applied", async () => {
    const self = await insertUser(h, "temp@uni.edu", "unit_admin");
    await grant(h, self.id, u["science"]!, "temporary", "2026-01-01", "2026-12-31");
    const other = await insertUser(h, "other@uni.edu", "social_media_manager");
    await grant(h, other.id, u["science"]!);
    const token = await signIn(h, "temp@uni.edu");
    const res = await call(h, "POST", "/api/users/access/bulk", {
      token,
      body: {
        rows: [
          { email: "other@uni.edu", unit: String(u["physics"]), type: "permanent" },
          { email: "temp@uni.edu", unit: String(u["physics"]), type: "permanent" },
          { email: "temp@uni.edu", unit: String(u["science"]), type: "permanent" },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "rows.1.email", message: VALIDATION.ownAccess },
      { path: "rows.2.email", message: VALIDATION.ownAccess },
    ]);
    expect(await rows("SELECT unit_id, type FROM access_grants WHERE user_id IN (?, ?) ORDER BY user_id, unit_id", [self.id, other.id])).toEqual([
      expect.objectContaining({ unit_id: u["science"], type: "temporary" }),
      expect.objectContaining({ unit_id: u["science"], type: "permanent" }),
    ]);
  });
});

describe("Poisoned links: a forged Host header in reset and welcome e-mails", () => {
  it("builds every link from the configured public URL", async () => {
    await insertUser(h, "victim@uni.edu", "social_media_manager");
    await call(h, "POST", "/api/users/forgot-password", { body: { email: "victim@uni.edu" }, headers: { host: "evil.example:666", "x-forwarded-host": "evil.example" } });
    await h.services.passwords.settled();
    const created = await h.app.request("http://evil.example:666/api/users", {
      method: "POST",
      headers: { authorization: `Bearer ${root}`, "content-type": "application/json", host: "evil.example:666" },
      body: JSON.stringify({ name: "New", email: "new@uni.edu", role: "social_media_manager", organizations: [u["arts"]] }),
    });
    expect(created.status).toBe(201);
    const bodies = (await rows("SELECT kind, body FROM outbox ORDER BY id")).map((r) => [r["kind"], String(r["body"])]);
    expect(bodies.map(([kind]) => kind)).toEqual(["reset", "welcome"]);
    for (const [, body] of bodies) {
      expect(body).toMatch(/https:\/\/steward\.uni\.edu\/reset-password\?token=/);
      expect(body).not.toMatch(/evil\.example/);
    }
  });
});

describe("Open redirect through logout", () => {
  it.each([
    ["%2F%09%2Fevil.example", "/sign-in"],
    ["%2F%0A%2Fevil.example", "/sign-in"],
    ["%2F%0D%2Fevil.example", "/sign-in"],
    ["%2F%5Cevil.example", "/sign-in"],
    ["%2F%2Fevil.example", "/sign-in"],
    ["https%3A%2F%2Fevil.example%2F", "/sign-in"],
    ["javascript%3Aalert(1)", "/sign-in"],
    ["%2Fdashboard%2Funits%3Fpage%3D2", "/dashboard/units?page=2"],
    ["https%3A%2F%2Fsteward.uni.edu%2Fdashboard", "/dashboard"],
  ])("returnTo=%s goes to %s, never elsewhere and never a 500", async (returnTo, location) => {
    const res = await h.app.request(`http://localhost/api/logout?returnTo=${returnTo}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(location);
  });
});

describe("A forbidden caller makes the server parse a large body", () => {
  it("a manager's bulk grant is refused before its body is read", async () => {
    const manager = await insertUser(h, "manager@uni.edu", "social_media_manager");
    await grant(h, manager.id, u["arts"]!);
    const token = await signIn(h, "manager@uni.edu");
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 64) controller.close();
        else controller.enqueue(new TextEncoder().encode(pulled === 1 ? '{"rows":[' : `{"email":"a@b.c","unit":"1","type":"permanent"},`));
      },
    });
    const res = await h.app.request("http://localhost/api/users/access/bulk", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(403);
    // A stream is asked for its first chunk when it is made; nothing was read past that.
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("a caller who has not accepted the policy is refused before their body is read", async () => {
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "v1" }] }] };
    await call(h, "POST", "/api/policies", { token: root, body: { text: doc } });
    const admin = await unitAdminOf(u["arts"]!);
    const res = await call(h, "POST", "/api/organization", { token: admin.token, body: "{not json at all" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: ERROR_CODES.policyNotAccepted });
  });
});

describe("Unthrottled e-mail: forgot-password floods one person and tells addresses apart", () => {
  it("many calls for one address send one e-mail and leave one live link", async () => {
    await insertUser(h, "victim@uni.edu", "social_media_manager");
    const before = await auditCount();
    const answers = await Promise.all(Array.from({ length: 50 }, () => call(h, "POST", "/api/users/forgot-password", { body: { email: "victim@uni.edu" } })));
    await h.services.passwords.settled();
    expect(answers.filter((a) => a.status === 200).length + answers.filter((a) => a.status === 429).length).toBe(50);
    expect(await rows("SELECT id FROM outbox WHERE kind = 'reset'")).toHaveLength(1);
    expect(await auditCount()).toBe(before + 1);

    h.clock.now = new Date(h.clock.now.getTime() + 6 * 60_000);
    h.services.passwords.forgot("victim@uni.edu");
    await h.services.passwords.settled();
    expect(await rows("SELECT id FROM outbox WHERE kind = 'reset'")).toHaveLength(2);
    expect(await rows("SELECT id FROM password_tokens WHERE purpose = 'reset' AND used_at IS NULL")).toHaveLength(1);
  });

  it("one client gets 429 with Retry-After past ten calls in fifteen minutes", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await call(h, "POST", "/api/users/forgot-password", { body: { email: `nobody${i}@uni.edu` } });
      statuses.push(res.status);
      retryAfter ??= res.headers.get("retry-after");
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("the answer is sent before the address is looked up, so known and unknown take the same path", async () => {
    await insertUser(h, "known@uni.edu", "social_media_manager");
    // Hold the write lock from another connection: the lookup's e-mail cannot be written yet.
    const holder = await h.database.direct.$client.transaction("write");
    try {
      const known = await call(h, "POST", "/api/users/forgot-password", { body: { email: "known@uni.edu" } });
      const unknown = await call(h, "POST", "/api/users/forgot-password", { body: { email: "unknown@uni.edu" } });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(await rows("SELECT id FROM outbox")).toHaveLength(0);
    } finally {
      await holder.rollback();
    }
    await h.services.passwords.settled();
    expect(await rows("SELECT recipient FROM outbox")).toEqual([expect.objectContaining({ recipient: "known@uni.edu" })]);
  });
});
