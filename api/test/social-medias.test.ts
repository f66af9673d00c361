import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION } from "@steward/shared";
import { auditLogs } from "../src/db/schema.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { accountBody, buildAccountWorld, createAccount, type AccountWorld } from "./social-medias-fixtures.ts";

let h: Harness;
let w: AccountWorld;
/** An account of the faculty (in the unit admin's scope) and one of the sibling faculty (not). */
let facultyAccount: number;
let siblingAccount: number;

beforeAll(async () => {
  h = await createHarness();
  w = await buildAccountWorld(h);
  facultyAccount = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Faculty Channel" }));
  siblingAccount = await createAccount(
    h,
    w.tokens.superAdmin,
    accountBody(w, {
      name: "Arts on X",
      platform: "twitter",
      profileUrl: "https://x.com/uniarts",
      organization: [w.ids.sibling],
      primaryAdmin: w.users.otherAdmin,
      backupAdmin: null,
      socialMediaManagers: [w.users.siblingStaff],
    }),
  );
});
afterAll(() => h.close());

async function auditFor(documentId: number) {
  return h.database.db.select().from(auditLogs).where(and(eq(auditLogs.entity, "social-medias"), eq(auditLogs.documentId, documentId))).orderBy(auditLogs.id);
}

describe("creating an account", () => {
  it("a super admin's account is active at once, expanded, with one audit entry", async () => {
    const res = await call(h, "POST", "/api/social-medias", { token: w.tokens.superAdmin, body: accountBody(w, { organization: [w.ids.dept, w.ids.sibling] }) });
    expect(res.status).toBe(201);
    const doc = res.body.doc;
    expect(doc).toMatchObject({
      status: "active",
      organization: { id: w.ids.dept, name: "Physics" },
      organizations: [{ id: w.ids.dept, name: "Physics" }, { id: w.ids.sibling, name: "Faculty of Arts" }],
      primaryAdmin: { id: w.users.unitAdmin, name: "Una Admin", email: "ua@uni.edu" },
      backupAdmin: { id: w.users.manager, name: "Sam Manager", email: "smm@uni.edu" },
      socialMediaManagers: [{ id: w.users.facultyStaff, name: "Fay Staff", email: "staff@uni.edu" }],
      verificationStatus: "pending",
      thirdPartyManagement: "no",
      deactivationReason: null,
    });
    const entries = await auditFor(doc.id);
    expect(entries.map((e) => [e.action, e.entity])).toEqual([["create", "social-medias"]]);
    expect(JSON.parse(entries[0]!.organizations)).toEqual([w.ids.dept, w.ids.sibling].sort((a, b) => a - b));
    expect(JSON.parse(entries[0]!.current!)).toMatchObject({ id: doc.id, status: "active" });
  });

  it("a unit admin's account waits for approval", async () => {
    const res = await call(h, "POST", "/api/social-medias", { token: w.tokens.unitAdmin, body: accountBody(w) });
    expect(res.status).toBe(201);
    expect(res.body.doc.status).toBe("pending_approval");
  });

  it("keeps third-party provider and contact only when management is third-party", async () => {
    const no = await call(h, "POST", "/api/social-medias", {
      token: w.tokens.superAdmin,
      body: accountBody(w, { thirdPartyManagement: "no", thirdPartyProvider: "Agency", thirdPartyContact: "a@agency.com" }),
    });
    expect(no.body.doc).toMatchObject({ thirdPartyProvider: "", thirdPartyContact: "" });
    const yes = await call(h, "POST", "/api/social-medias", {
      token: w.tokens.superAdmin,
      body: accountBody(w, { thirdPartyManagement: "yes", thirdPartyProvider: "Agency", thirdPartyContact: "a@agency.com" }),
    });
    expect(yes.body.doc).toMatchObject({ thirdPartyProvider: "Agency", thirdPartyContact: "a@agency.com" });
  });

  it("refuses a status, an id or any unknown field (strict body)", async () => {
    for (const extra of [{ status: "active" }, { id: 99 }, { deactivationReason: "because of reasons" }, { riskLevel: "low" }]) {
      const res = await call(h, "POST", "/api/social-medias", { token: w.tokens.unitAdmin, body: accountBody(w, extra) });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.name).toBe("ValidationError");
    }
  });

  it("answers the spec's messages for each rule of section 5", async () => {
    const res = await call(h, "POST", "/api/social-medias", {
      token: w.tokens.superAdmin,
      body: accountBody(w, {
        name: "  ",
        profileUrl: "not a url",
        adminContactEmails: [],
        socialMediaManagers: [],
        backupAdmin: w.users.unitAdmin,
        contactPhone: "0123",
      }),
    });
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries((res.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    expect(byPath).toEqual({
      name: VALIDATION.accountNameRequired,
      profileUrl: VALIDATION.invalidUrl,
      adminContactEmails: VALIDATION.adminContactEmailRequired,
      socialMediaManagers: VALIDATION.socialMediaManagerRequired,
      backupAdmin: VALIDATION.adminsMustDiffer,
      contactPhone: VALIDATION.invalidPhone,
    });
    const missing = await call(h, "POST", "/api/social-medias", { token: w.tokens.superAdmin, body: { name: "Only a name" } });
    const paths = (missing.body.errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(["profileUrl", "platform", "creationDate", "organization", "primaryAdmin", "thirdPartyManagement", "adminContactEmails", "socialMediaManagers"]));
  });

  it("a unit admin may name only units and users in their scope; out of scope reads like missing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ organization: [w.ids.faculty, w.ids.sibling] }, "organization", VALIDATION.socialMediaUnitUnknown],
      [{ organization: 9999 }, "organization", VALIDATION.socialMediaUnitUnknown],
      [{ primaryAdmin: w.users.otherAdmin }, "primaryAdmin", VALIDATION.socialMediaUserUnknown],
      [{ backupAdmin: w.users.siblingStaff }, "backupAdmin", VALIDATION.socialMediaUserUnknown],
      [{ socialMediaManagers: [w.users.facultyStaff, w.users.siblingStaff] }, "socialMediaManagers", VALIDATION.socialMediaUserUnknown],
      [{ primaryAdmin: w.users.superAdmin }, "primaryAdmin", VALIDATION.socialMediaUserUnknown],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await call(h, "POST", "/api/social-medias", { token: w.tokens.unitAdmin, body: accountBody(w, overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.errors).toEqual([{ path, message }]);
    }
    const before = await h.database.db.select().from(auditLogs);
    expect(before.filter((e) => e.action === "create" && e.userId === w.users.unitAdmin)).toHaveLength(1);
  });

  it("accepts the department below the unit admin's faculty", async () => {
    const res = await call(h, "POST", "/api/social-medias", { token: w.tokens.unitAdmin, body: accountBody(w, { organization: [w.ids.dept] }) });
    expect(res.status).toBe(201);
  });
});

describe("role x endpoint x scope", () => {
  // [role, endpoint, in-scope status, out-of-scope status]
  const table: [keyof AccountWorld["tokens"], string, number, number][] = [
    ["superAdmin", "read", 200, 200],
    ["unitAdmin", "read", 200, 404],
    ["manager", "read", 200, 404],
    ["superAdmin", "update", 200, 200],
    ["unitAdmin", "update", 200, 404],
    ["manager", "update", 403, 403],
    ["unitAdmin", "status", 403, 403],
    ["manager", "status", 403, 403],
    ["manager", "create", 403, 403],
    ["manager", "saved-latest-post", 200, 404],
    ["unitAdmin", "saved-latest-post", 200, 404],
  ];

  async function hit(role: keyof AccountWorld["tokens"], endpoint: string, id: number) {
    const token = w.tokens[role];
    switch (endpoint) {
      case "read":
        return call(h, "GET", `/api/social-medias/${id}`, { token });
      case "update":
        return call(h, "PATCH", `/api/social-medias/${id}`, { token, body: { notes: `edited by ${role}` } });
      case "status":
        return call(h, "PATCH", `/api/social-medias/status/${id}`, { token, body: { status: "inactive", deactivationReason: "No longer used by the unit" } });
      case "create":
        return call(h, "POST", "/api/social-medias", { token, body: accountBody(w) });
      default:
        return call(h, "GET", `/api/social-medias/saved-latest-post?socialMediaId=${id}`, { token });
    }
  }

  it.each(table)("%s %s: %i in scope, %i out of scope", async (role, endpoint, inScope, outOfScope) => {
    const a = await hit(role, endpoint, facultyAccount);
    expect(a.status).toBe(inScope);
    const b = await hit(role, endpoint, siblingAccount);
    expect(b.status).toBe(outOfScope);
    if (outOfScope === 404) expect(b.body).toEqual({ message: "NOT_FOUND" });
  });

  it("anonymous callers get 401 everywhere", async () => {
    for (const [method, path] of [
      ["GET", "/api/social-medias"],
      ["GET", `/api/social-medias/${facultyAccount}`],
      ["POST", "/api/social-medias"],
      ["PATCH", `/api/social-medias/${facultyAccount}`],
      ["PATCH", `/api/social-medias/status/${facultyAccount}`],
      ["GET", "/api/social-medias/options"],
    ] as const) {
      expect((await call(h, method, path, method === "GET" ? {} : { body: {} })).status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists only accounts with a unit in scope", async () => {
    const ids = async (token: string) =>
      ((await call(h, "GET", "/api/social-medias?limit=100", { token })).body.docs as { id: number }[]).map((d) => d.id);
    expect(await ids(w.tokens.unitAdmin)).toContain(facultyAccount);
    expect(await ids(w.tokens.unitAdmin)).not.toContain(siblingAccount);
    expect(await ids(w.tokens.otherAdmin)).toContain(siblingAccount);
    expect(await ids(w.tokens.otherAdmin)).not.toContain(facultyAccount);
    expect(await ids(w.tokens.superAdmin)).toEqual(expect.arrayContaining([facultyAccount, siblingAccount]));
  });

  it("an account shared with an in-scope unit is visible through that unit", async () => {
    const shared = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Shared", organization: [w.ids.sibling, w.ids.dept] }));
    expect((await call(h, "GET", `/api/social-medias/${shared}`, { token: w.tokens.unitAdmin })).status).toBe(200);
    // The unit admin may not drop the unit outside their scope, nor add one.
    const drop = await call(h, "PATCH", `/api/social-medias/${shared}`, { token: w.tokens.unitAdmin, body: { organization: [w.ids.dept] } });
    expect(drop.status).toBe(403);
    const keep = await call(h, "PATCH", `/api/social-medias/${shared}`, { token: w.tokens.unitAdmin, body: { organization: [w.ids.sibling, w.ids.dept, w.ids.faculty] } });
    expect(keep.status).toBe(200);
    expect(keep.body.doc.organizations.map((u: { id: number }) => u.id)).toEqual([w.ids.sibling, w.ids.dept, w.ids.faculty]);
  });

  it("the options are the caller's units and users", async () => {
    const ua = await call(h, "GET", "/api/social-medias/options", { token: w.tokens.unitAdmin });
    expect(ua.body.units.map((u: { id: number }) => u.id).sort()).toEqual([w.ids.faculty, w.ids.dept].sort());
    expect(ua.body.users.map((u: { id: number }) => u.id).sort()).toEqual([w.users.unitAdmin, w.users.manager, w.users.facultyStaff].sort());
    const sa = await call(h, "GET", "/api/social-medias/options", { token: w.tokens.superAdmin });
    expect(sa.body.units).toHaveLength(4);
    expect(sa.body.users.map((u: { id: number }) => u.id)).toContain(w.users.superAdmin);
  });
});

describe("list filters, search and sort", () => {
  it("filters by status, platform, organization and primaryAdmin, comma-separated", async () => {
    const token = w.tokens.superAdmin;
    const names = async (q: string) => ((await call(h, "GET", `/api/social-medias?limit=100&${q}`, { token })).body.docs as { name: string }[]).map((d) => d.name);
    expect(await names("platform=twitter")).toEqual(["Arts on X"]);
    expect(await names(`organization=${w.ids.sibling}&platform=twitter,youtube`)).toEqual(expect.arrayContaining(["Arts on X", "Shared"]));
    expect(await names(`primaryAdmin=${w.users.otherAdmin}`)).toEqual(["Arts on X"]);
    expect(await names("status=pending_approval")).not.toContain("Faculty Channel");
    expect(await names("search=arts%20on")).toEqual(["Arts on X"]);
    const sorted = await names("sort=-name");
    expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a)));
    expect((await call(h, "GET", "/api/social-medias?status=deleted", { token })).status).toBe(400);
  });
});

describe("updating an account", () => {
  it("merges the change, checks the merged record, and audits prev and current", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "To edit" }));
    const res = await call(h, "PATCH", `/api/social-medias/${id}`, { token: w.tokens.unitAdmin, body: { name: "Edited", linkedTools: ["Canva"] } });
    expect(res.status).toBe(200);
    expect(res.body.doc).toMatchObject({ name: "Edited", linkedTools: ["Canva"], status: "active", primaryAdmin: { id: w.users.unitAdmin } });
    const entries = await auditFor(id);
    expect(entries.map((e) => e.action)).toEqual(["create", "update"]);
    expect(JSON.parse(entries[1]!.prev!)).toMatchObject({ name: "To edit" });
    expect(JSON.parse(entries[1]!.current!)).toMatchObject({ name: "Edited" });

    const same = await call(h, "PATCH", `/api/social-medias/${id}`, { token: w.tokens.unitAdmin, body: { backupAdmin: w.users.unitAdmin } });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual([{ path: "backupAdmin", message: VALIDATION.adminsMustDiffer }]);
    const status = await call(h, "PATCH", `/api/social-medias/${id}`, { token: w.tokens.superAdmin, body: { status: "inactive" } });
    expect(status.status).toBe(400);
    expect((await auditFor(id)).length).toBe(2);
  });

  it("a unit admin keeps the users a super admin set, even outside their scope", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Mixed", primaryAdmin: w.users.otherAdmin }));
    const res = await call(h, "PATCH", `/api/social-medias/${id}`, { token: w.tokens.unitAdmin, body: { notes: "ok" } });
    expect(res.status).toBe(200);
    expect(res.body.doc.primaryAdmin.id).toBe(w.users.otherAdmin);
  });

  it("answers 404 for a missing account", async () => {
    expect((await call(h, "PATCH", "/api/social-medias/9999", { token: w.tokens.superAdmin, body: { notes: "x" } })).status).toBe(404);
    expect((await call(h, "GET", "/api/social-medias/9999", { token: w.tokens.superAdmin })).status).toBe(404);
  });
});

describe("details", () => {
  it("carries the risk level: the highest severity among open flags, null without any", async () => {
    const id = await createAccount(h, w.tokens.superAdmin, accountBody(w, { name: "Risky" }));
    expect((await call(h, "GET", `/api/social-medias/${id}`, { token: w.tokens.superAdmin })).body.doc.riskLevel).toBeNull();
    const { flags } = await import("../src/db/schema.ts");
    await h.database.direct.insert(flags).values([
      { socialMediaId: id, category: "other", severity: "medium", source: "user", status: "open" },
      { socialMediaId: id, category: "other", severity: "critical", source: "user", status: "resolved" },
      { socialMediaId: id, category: "other", severity: "high", source: "scan", status: "open" },
    ]);
    expect((await call(h, "GET", `/api/social-medias/${id}`, { token: w.tokens.superAdmin })).body.doc.riskLevel).toBe("high");
  });
});
