// Every bad SCIM request answers a SCIM error body (RFC 7644 section 3.12: the Error schema, status
// as a string, scimType where one fits) and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@steward/shared";
import { call } from "./harness.ts";
import { insertUser } from "./fixtures.ts";
import { auditCount, entraUser, isScimError, patchOps, scim, scimWorld, throughProvider, userCount, userRow, USER_URN, type ScimWorld } from "./scim-fixtures.ts";

let w: ScimWorld;
let sam: number;
beforeAll(async () => {
  w = await scimWorld();
  sam = (await insertUser(w.h, "sam@uni.edu", "social_media_manager", "Sam")).id;
  await throughProvider(w.h, "sam@uni.edu");
});
afterAll(() => w.h.close());

/** Runs a bad request and checks that no user and no audit entry changed. */
async function refusedUnchanged(run: () => Promise<{ status: number; headers: Headers; body: unknown }>) {
  const users = await userCount(w.h);
  const entries = await auditCount(w.h);
  const samBefore = await userRow(w.h, sam);
  const res = await run();
  expect(await userCount(w.h)).toBe(users);
  expect(await auditCount(w.h)).toBe(entries);
  expect(await userRow(w.h, sam)).toEqual(samBefore);
  return res as { status: number; headers: Headers; body: any };
}

const filter = (text: string) => `/Users?filter=${encodeURIComponent(text)}`;

describe("who may call", () => {
  it("no token: 401 with a SCIM body and a Bearer challenge", async () => {
    const res = await scim(w, "GET", "/Users", { token: null });
    expect(isScimError(res, 401)).toBe(true);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(isScimError(await scim(w, "GET", "/ServiceProviderConfig", { token: null }), 401)).toBe(true);
  });

  it("a session is not a SCIM token, by bearer or by cookie", async () => {
    expect(isScimError(await scim(w, "GET", "/Users", { token: w.root }), 401)).toBe(true);
    expect(isScimError(await scim(w, "GET", "/Users", { token: null, headers: { cookie: `${SESSION_COOKIE}=${w.root}` } }), 401)).toBe(true);
  });

  it("a made-up or altered token: 401", async () => {
    expect(isScimError(await scim(w, "GET", "/Users", { token: "steward_scim_not-a-real-token-at-all-000000000000" }), 401)).toBe(true);
    expect(isScimError(await scim(w, "GET", "/Users", { token: `${w.scimToken.slice(0, -1)}${w.scimToken.endsWith("A") ? "B" : "A"}` }), 401)).toBe(true);
  });
});

describe("bodies", () => {
  it("an attribute Steward does not keep is refused by name (create, replace)", async () => {
    for (const [attribute, body] of [
      ["title", entraUser("t.t@uni.edu", { title: "Dean" })],
      ["urn:ietf:params:scim:schemas:extension:enterprise:2.0:User", entraUser("t.t@uni.edu", { "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "Physics" } })],
      ["name.middleName", entraUser("t.t@uni.edu", { name: { givenName: "T", middleName: "X" } })],
      ["emails.label", entraUser("t.t@uni.edu", { emails: [{ value: "t.t@uni.edu", label: "x" }] })],
    ] as const) {
      const res = await refusedUnchanged(() => scim(w, "POST", "/Users", { body }));
      expect(isScimError(res, 400, "invalidSyntax"), JSON.stringify(res.body)).toBe(true);
      expect(res.body.detail).toContain(`'${attribute}'`);
    }
    const put = await refusedUnchanged(() => scim(w, "PUT", `/Users/${sam}`, { body: { schemas: [USER_URN], userName: "sam@uni.edu", nickName: "S" } }));
    expect(isScimError(put, 400, "invalidSyntax")).toBe(true);
    const password = await refusedUnchanged(() => scim(w, "POST", "/Users", { body: entraUser("t.t@uni.edu", { password: "hunter2hunter2" }) }));
    expect(password.body.detail).toMatch(/does not take passwords/);
  });

  it("an unknown PATCH path, a read-only one, a bad op: refused, and no operation of the PATCH applies", async () => {
    const rename = { op: "replace", path: "displayName", value: "Renamed" };
    const unknown = await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps(rename, { op: "add", path: "title", value: "Dean" }) }));
    expect(isScimError(unknown, 400, "invalidPath"), JSON.stringify(unknown.body)).toBe(true);
    expect(unknown.body.detail).toContain("'title'");
    const noPath = await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps({ op: "replace", value: { active: false, department: "X" } }) }));
    expect(isScimError(noPath, 400, "invalidPath")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps(rename, { op: "replace", path: "id", value: "9" }) })), 400, "mutability")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps({ op: "move", path: "active", value: false }) })), 400, "invalidSyntax")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps({ op: "remove" }) })), 400, "noTarget")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps({ op: "remove", path: "userName" }) })), 400, "invalidValue")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps({ op: "replace", path: "active", value: "maybe" }) })), 400, "invalidValue")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps({ op: "replace", path: 'emails[type eq "home"].value', value: "sam@uni.edu" }) })), 400, "noTarget")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: { schemas: [USER_URN], Operations: [rename] } })), 400, "invalidSyntax")).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", `/Users/${sam}`, { body: patchOps() })), 400, "invalidSyntax")).toBe(true);
  });

  it("values of the wrong kind: a userName that is no e-mail, an e-mail that is not the userName, a missing userName", async () => {
    for (const body of [
      entraUser("t.t@uni.edu", { userName: "not an address" }),
      entraUser("t.t@uni.edu", { emails: [{ value: "other@uni.edu", primary: true }] }),
      { schemas: [USER_URN], displayName: "No Name" },
      entraUser("t.t@uni.edu", { externalId: "x".repeat(300) }),
      entraUser("t.t@uni.edu", { active: "yes" }),
    ]) {
      const res = await refusedUnchanged(() => scim(w, "POST", "/Users", { body }));
      expect(isScimError(res, 400, "invalidValue"), JSON.stringify(res.body)).toBe(true);
    }
  });

  it("not JSON, no body, not a SCIM User, control characters, deep nesting: invalidSyntax", async () => {
    for (const body of ['{"schemas": [', "", "[1,2]", JSON.stringify({ userName: "t.t@uni.edu" }), JSON.stringify({ ...entraUser("t.t@uni.edu"), schemas: ["urn:example:other"] })]) {
      const res = await refusedUnchanged(() => scim(w, "POST", "/Users", { body }));
      expect(isScimError(res, 400, "invalidSyntax"), `${body}: ${JSON.stringify(res.body)}`).toBe(true);
    }
    const control = await refusedUnchanged(() => scim(w, "POST", "/Users", { body: entraUser("t.t@uni.edu", { displayName: "Bell\u0007" }) }));
    expect(isScimError(control, 400, "invalidSyntax")).toBe(true);
    const deep = await refusedUnchanged(() => scim(w, "POST", "/Users", { body: entraUser("t.t@uni.edu", { name: JSON.parse(`${"[".repeat(40)}1${"]".repeat(40)}`) }) }));
    expect(isScimError(deep, 400, "invalidSyntax"), JSON.stringify(deep.body)).toBe(true);
  });

  it("a body that is not application/scim+json or application/json: 415", async () => {
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await refusedUnchanged(() => scim(w, "POST", "/Users", { body: JSON.stringify(entraUser("t.t@uni.edu")), contentType }));
      expect(isScimError(res, 415), contentType).toBe(true);
    }
    expect((await scim(w, "PATCH", `/Users/${sam}`, { body: patchOps({ op: "replace", path: "displayName", value: "Sam" }), contentType: "application/json; charset=utf-8" })).status).toBe(200);
  });

  it("a body over the size limit: 413", async () => {
    const res = await refusedUnchanged(() => scim(w, "POST", "/Users", { body: entraUser("t.t@uni.edu", { displayName: "x".repeat(w.h.settings.STEWARD_MAX_BODY_BYTES) }) }));
    expect(isScimError(res, 413)).toBe(true);
  });

  it("a userName another user has: 409 uniqueness, in any case", async () => {
    const res = await refusedUnchanged(() => scim(w, "POST", "/Users", { body: entraUser("SAM@uni.edu", { emails: undefined }) }));
    expect(isScimError(res, 409, "uniqueness"), JSON.stringify(res.body)).toBe(true);
  });
});

describe("filters and paging", () => {
  it("anything but one eq on userName or externalId: invalidFilter", async () => {
    for (const text of [
      'userName co "sam"',
      'userName sw "s"',
      "userName pr",
      'title eq "Dean"',
      'emails.value eq "sam@uni.edu"',
      'userName eq "sam@uni.edu" and externalId eq "x"',
      'userName eq "sam@uni.edu" or userName eq "x@uni.edu"',
      '(userName eq "sam@uni.edu")',
      'not (userName eq "x")',
      "userName eq sam@uni.edu",
      "userName eq true",
      'emails[type eq "work"]',
      "",
      `userName eq "${"x".repeat(1200)}"`,
    ]) {
      const res = await scim(w, "GET", filter(text));
      expect(isScimError(res, 400, "invalidFilter"), `${text}: ${JSON.stringify(res.body)}`).toBe(true);
    }
  });

  it("startIndex or count that is not an integer: invalidValue", async () => {
    expect(isScimError(await scim(w, "GET", "/Users?startIndex=abc"), 400, "invalidValue")).toBe(true);
    expect(isScimError(await scim(w, "GET", "/Users?count=1.5"), 400, "invalidValue")).toBe(true);
  });
});

describe("what does not exist", () => {
  it("an unknown id, a non-numeric id, an unknown endpoint or schema: 404 SCIM bodies", async () => {
    expect(isScimError(await scim(w, "GET", "/Users/999999"), 404)).toBe(true);
    expect(isScimError(await scim(w, "GET", "/Users/abc"), 404)).toBe(true);
    expect(isScimError(await refusedUnchanged(() => scim(w, "PATCH", "/Users/999999", { body: patchOps({ op: "replace", path: "active", value: false }) })), 404)).toBe(true);
    expect(isScimError(await scim(w, "DELETE", "/Users/0"), 404)).toBe(true);
    expect(isScimError(await scim(w, "GET", "/Groups"), 404)).toBe(true);
    expect(isScimError(await scim(w, "POST", "/Bulk", { body: {} }), 404)).toBe(true);
    expect(isScimError(await scim(w, "GET", "/Schemas/urn:example:nothing"), 404)).toBe(true);
  });

  it("SCIM lives beside /api: the API's session routes do not answer there, nor SCIM under /api", async () => {
    expect((await call(w.h, "GET", "/api/scim/v2/Users", { token: w.scimToken })).status).toBe(404);
  });
});
