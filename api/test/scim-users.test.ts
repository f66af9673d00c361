// SCIM Users through app.request: what a provider's create, get, list, replace, PATCH and DELETE do
// to Steward users, the rules they go through, and the audit entry each change writes.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call } from "./harness.ts";
import { grant, insertUnit, insertUser, PASSWORD, signIn } from "./fixtures.ts";
import { auditCount, entraUser, isScimError, patchOps, scim, scimWorld, throughProvider, userRow, USER_URN, type ScimWorld } from "./scim-fixtures.ts";

let w: ScimWorld;
beforeEach(async () => {
  w = await scimWorld();
});
afterEach(() => w.h.close());

const lastAudit = async () => {
  const row = (await w.h.database.client.execute("SELECT action, entity, document_id, user_id, user_name, user_role, prev, current FROM audit_logs ORDER BY id DESC LIMIT 1")).rows[0]!;
  return { ...row, prev: row["prev"] ? JSON.parse(String(row["prev"])) : null, current: row["current"] ? JSON.parse(String(row["current"])) : null };
};

describe("creating a person", () => {
  it("makes a social media manager without units who waits for a super admin's review, audited under the token's name", async () => {
    const before = await auditCount(w.h);
    const res = await scim(w, "POST", "/Users", { body: entraUser("ann.lee@uni.edu", { userName: "Ann.Lee@Uni.edu", emails: [{ value: "ann.lee@uni.edu", type: "work", primary: true }] }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    expect(res.body).toMatchObject({
      schemas: [USER_URN],
      userName: "ann.lee@uni.edu",
      externalId: "ext-ann.lee@uni.edu",
      displayName: "ann lee",
      name: { givenName: "ann", familyName: "lee", formatted: "ann lee" },
      emails: [{ value: "ann.lee@uni.edu", primary: true }],
      active: true,
      meta: { resourceType: "User" },
    });
    expect(res.body.id).toMatch(/^\d+$/);
    expect(res.headers.get("location")).toBe(`http://localhost:8000/scim/v2/Users/${res.body.id}`);
    expect(res.body.meta.location).toBe(res.headers.get("location"));

    const id = Number(res.body.id);
    expect(await userRow(w.h, id)).toMatchObject({ role: "social_media_manager", status: "pending_activation", email: "ann.lee@uni.edu", name: "ann lee" });
    const reviews = await call(w.h, "GET", "/api/review-requests", { token: w.root });
    expect(reviews.body.docs).toEqual([expect.objectContaining({ status: "open", user: expect.objectContaining({ id }) })]);
    expect(await auditCount(w.h)).toBe(before + 1);
    expect(await lastAudit()).toMatchObject({
      action: "user_creation",
      entity: "users",
      document_id: id,
      user_id: -w.tokenId,
      user_name: "SCIM: entra",
      user_role: "scim",
      current: { role: "social_media_manager", status: "pending_activation", scim: { externalId: "ext-ann.lee@uni.edu", givenName: "ann" } },
    });
    // The audit log names the token, and can be filtered by it.
    const byToken = await call(w.h, "GET", `/api/audit-logs?user=${-w.tokenId}`, { token: w.root });
    expect(byToken.status).toBe(200);
    expect(byToken.body.docs).toEqual([expect.objectContaining({ action: "user_creation", document: id, user: { id: -w.tokenId, name: "SCIM: entra", role: "scim" } })]);
    // Never a password, never a set-password e-mail: the person signs in through the provider.
    expect((await w.h.database.client.execute("SELECT count(*) AS n FROM outbox")).rows[0]?.["n"]).toBe(0);
  });

  it("takes the name from displayName, else the given and family names, else the e-mail", async () => {
    const a = await scim(w, "POST", "/Users", { body: { schemas: [USER_URN], userName: "a@uni.edu", displayName: "Dr. Ada Byron", name: { givenName: "Ada", familyName: "Lovelace" } } });
    const b = await scim(w, "POST", "/Users", { body: { schemas: [USER_URN], userName: "b@uni.edu", name: { givenName: "Grace", familyName: "Hopper" } } });
    const c = await scim(w, "POST", "/Users", { body: { schemas: [USER_URN], userName: "carl.gauss@uni.edu" } });
    expect([a.body.displayName, b.body.displayName, c.body.displayName]).toEqual(["Dr. Ada Byron", "Grace Hopper", "carl.gauss"]);
  });

  it("created inactive, the person is kept inactive and `active: true` later brings them to review", async () => {
    const res = await scim(w, "POST", "/Users", { body: entraUser("off.board@uni.edu", { active: false }) });
    expect(res.body.active).toBe(false);
    const id = Number(res.body.id);
    expect((await userRow(w.h, id))?.["status"]).toBe("inactive");
    const on = await scim(w, "PATCH", `/Users/${id}`, { body: patchOps({ op: "replace", path: "active", value: true }) });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect((await userRow(w.h, id))?.["status"]).toBe("pending_activation");
  });
});

describe("finding people", () => {
  it("lists with userName eq (any case) and externalId eq, with startIndex and count", async () => {
    for (const email of ["p.one@uni.edu", "p.two@uni.edu", "p.three@uni.edu"]) await scim(w, "POST", "/Users", { body: entraUser(email) });
    const byName = await scim(w, "GET", `/Users?filter=${encodeURIComponent('userName eq "P.Two@UNI.edu"')}`);
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ schemas: ["urn:ietf:params:scim:api:messages:2.0:ListResponse"], totalResults: 1, startIndex: 1, itemsPerPage: 1 });
    expect(byName.body.Resources[0].userName).toBe("p.two@uni.edu");
    const byExternal = await scim(w, "GET", `/Users?filter=${encodeURIComponent('externalId eq "ext-p.three@uni.edu"')}`);
    expect(byExternal.body.Resources.map((r: { userName: string }) => r.userName)).toEqual(["p.three@uni.edu"]);
    const none = await scim(w, "GET", `/Users?filter=${encodeURIComponent('userName eq "nobody@uni.edu"')}`);
    expect(none.body).toMatchObject({ totalResults: 0, Resources: [] });

    // The super admin and the three people, in id order, two at a time.
    const page2 = await scim(w, "GET", "/Users?startIndex=3&count=2");
    expect(page2.body).toMatchObject({ totalResults: 4, startIndex: 3, itemsPerPage: 2 });
    expect(page2.body.Resources.map((r: { userName: string }) => r.userName)).toEqual(["p.two@uni.edu", "p.three@uni.edu"]);
    const counted = await scim(w, "GET", "/Users?count=0");
    expect(counted.body).toMatchObject({ totalResults: 4, itemsPerPage: 0, Resources: [] });
    const clamped = await scim(w, "GET", "/Users?startIndex=-4&count=1");
    expect(clamped.body).toMatchObject({ startIndex: 1, itemsPerPage: 1 });
  });

  it("gets one person by the Steward id", async () => {
    const made = await scim(w, "POST", "/Users", { body: entraUser("get.me@uni.edu") });
    const got = await scim(w, "GET", `/Users/${made.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(made.body);
  });
});

describe("deactivating and reactivating", () => {
  async function activePerson(email = "sam.smith@uni.edu") {
    const row = await insertUser(w.h, email, "social_media_manager", "Sam Smith");
    await throughProvider(w.h, email);
    return { id: row.id, session: await signIn(w.h, email) };
  }

  it("`active: false` as Entra ID sends it ends the person's sessions at once and refuses their sign-in", async () => {
    const sam = await activePerson();
    expect((await call(w.h, "GET", "/api/users/me", { token: sam.session })).status).toBe(200);
    const off = await scim(w, "PATCH", `/Users/${sam.id}`, { body: patchOps({ op: "Replace", path: "active", value: "False" }) });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.active).toBe(false);
    expect((await call(w.h, "GET", "/api/users/me", { token: sam.session })).status).toBe(401);
    expect((await call(w.h, "POST", "/api/users/login", { body: { email: "sam.smith@uni.edu", password: PASSWORD } })).status).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: "update", entity: "users", document_id: sam.id, user_name: "SCIM: entra", prev: { status: "active" }, current: { status: "inactive" } });

    // Okta's form: no path, the attributes in the value.
    const on = await scim(w, "PATCH", `/Users/${sam.id}`, { body: patchOps({ op: "replace", value: { active: true } }) });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.active).toBe(true);
    expect((await userRow(w.h, sam.id))?.["status"]).toBe("active");
    expect((await call(w.h, "POST", "/api/users/login", { body: { email: "sam.smith@uni.edu", password: PASSWORD } })).status).toBe(200);
  });

  it("a deactivation whose audit entry cannot be written changes nothing: the session lives on", async () => {
    const sam = await activePerson();
    await w.h.database.direct.$client.execute("CREATE TRIGGER audit_down BEFORE INSERT ON audit_logs BEGIN SELECT RAISE(ABORT, 'audit unavailable'); END");
    const off = await scim(w, "PATCH", `/Users/${sam.id}`, { body: patchOps({ op: "replace", path: "active", value: false }, { op: "add", path: "externalId", value: "x-1" }) });
    expect(isScimError(off, 500), JSON.stringify(off.body)).toBe(true);
    expect((await userRow(w.h, sam.id))?.["status"]).toBe("active");
    expect((await w.h.database.client.execute("SELECT count(*) AS n FROM scim_users")).rows[0]?.["n"]).toBe(0);
    expect((await call(w.h, "GET", "/api/users/me", { token: sam.session })).status).toBe(200);
  });

  it("does not undo a super admin's deactivation, nor one changed in Steward since", async () => {
    const sam = await activePerson();
    await call(w.h, "PUT", "/api/users/status", { token: w.root, body: { id: sam.id, status: "inactive" } });
    const before = await auditCount(w.h);
    const on = await scim(w, "PATCH", `/Users/${sam.id}`, { body: patchOps({ op: "replace", path: "active", value: true }) });
    expect(isScimError(on, 409), JSON.stringify(on.body)).toBe(true);
    expect(on.body.detail).toMatch(/only a super admin reactivates/);
    expect((await userRow(w.h, sam.id))?.["status"]).toBe("inactive");
    expect(await auditCount(w.h)).toBe(before);

    const kim = await activePerson("kim.lee@uni.edu");
    await scim(w, "PATCH", `/Users/${kim.id}`, { body: patchOps({ op: "replace", path: "active", value: false }) });
    await call(w.h, "PATCH", "/api/users/", { token: w.root, body: { id: kim.id, name: "Kim Lee (left)" } });
    const again = await scim(w, "PATCH", `/Users/${kim.id}`, { body: patchOps({ op: "replace", path: "active", value: true }) });
    expect(isScimError(again, 409)).toBe(true);
  });

  it("refuses to deactivate a unit's last unit admin, naming the unit, and changes nothing", async () => {
    const unit = await insertUnit(w.h, "Faculty of Science");
    const ua = await insertUser(w.h, "ua@uni.edu", "unit_admin", "Una Admin");
    await grant(w.h, ua.id, unit.id);
    await throughProvider(w.h, "ua@uni.edu");
    const session = await signIn(w.h, "ua@uni.edu");
    const before = await auditCount(w.h);
    const off = await scim(w, "PATCH", `/Users/${ua.id}`, { body: patchOps({ op: "replace", path: "active", value: false }) });
    expect(isScimError(off, 409), JSON.stringify(off.body)).toBe(true);
    // The offboarding impact check every deactivation goes through (issue 19) names the unit: the
    // only blocker, so the contract's LAST_UNIT_ADMIN (issue 30 point 8).
    expect(off.body.detail).toBe(
      `LAST_UNIT_ADMIN: this change would leave these units without a unit admin: Faculty of Science (id ${unit.id}). ` +
        "Give each unit another unit admin in Steward first. Or offboard them in Steward (Users, then Offboard), which hands the units to a successor.",
    );
    expect((await userRow(w.h, ua.id))?.["status"]).toBe("active");
    expect((await call(w.h, "GET", "/api/users/me", { token: session })).status).toBe(200);
    expect(await auditCount(w.h)).toBe(before);
    // The same through DELETE.
    expect(isScimError(await scim(w, "DELETE", `/Users/${ua.id}`), 409)).toBe(true);
  });

  it("does not deactivate a super admin, the last one or any other (issue 27)", async () => {
    const other = await insertUser(w.h, "second@uni.edu", "super_admin");
    for (const id of [w.rootId, other.id]) {
      const off = await scim(w, "PATCH", `/Users/${id}`, { body: patchOps({ op: "replace", path: "active", value: false }) });
      expect(isScimError(off, 403)).toBe(true);
      expect(off.body.detail).toMatch(/super admins are managed in Steward/);
    }
  });
});

describe("changing a person", () => {
  it("PATCH as Entra ID sends it: add externalId, replace name parts and the work e-mail with the userName", async () => {
    const sam = await insertUser(w.h, "sam@uni.edu", "social_media_manager", "Sam");
    await throughProvider(w.h, "sam@uni.edu");
    const res = await scim(w, "PATCH", `/Users/${sam.id}`, {
      body: patchOps(
        { op: "Add", path: "externalId", value: "0a1b-2c3d" },
        { op: "Replace", path: "userName", value: "samuel@uni.edu" },
        { op: "Replace", path: 'emails[type eq "work"].value', value: "samuel@uni.edu" },
        { op: "Add", path: "name.givenName", value: "Samuel" },
        { op: "Add", path: "name.familyName", value: "Okafor" },
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ userName: "samuel@uni.edu", externalId: "0a1b-2c3d", displayName: "Samuel Okafor", name: { givenName: "Samuel", familyName: "Okafor" } });
    expect(await userRow(w.h, sam.id)).toMatchObject({ email: "samuel@uni.edu", name: "Samuel Okafor" });
    // One entry for the whole PATCH, with what SCIM keeps beside the user.
    expect(await lastAudit()).toMatchObject({ user_name: "SCIM: entra", prev: { email: "sam@uni.edu", scim: { externalId: null } }, current: { email: "samuel@uni.edu", scim: { externalId: "0a1b-2c3d" } } });
  });

  it("a PATCH that changes nothing writes nothing", async () => {
    const made = await scim(w, "POST", "/Users", { body: entraUser("same.same@uni.edu") });
    const before = await auditCount(w.h);
    const res = await scim(w, "PATCH", `/Users/${made.body.id}`, { body: patchOps({ op: "replace", path: "active", value: true }, { op: "replace", path: "displayName", value: "same same" }) });
    expect(res.status).toBe(200);
    expect(await auditCount(w.h)).toBe(before);
  });

  it("PUT replaces the provider's description: what is left out is cleared, active stays unless given", async () => {
    const made = await scim(w, "POST", "/Users", { body: entraUser("put.me@uni.edu") });
    const res = await scim(w, "PUT", `/Users/${made.body.id}`, { body: { schemas: [USER_URN], id: made.body.id, userName: "put.me@uni.edu", name: { givenName: "Putnam", familyName: "Me" } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ displayName: "Putnam Me", active: true });
    expect(res.body.externalId).toBeUndefined();
  });

  it("does not change the e-mail of a unit admin or a super admin", async () => {
    const ua = await insertUser(w.h, "ua@uni.edu", "unit_admin");
    await throughProvider(w.h, "ua@uni.edu");
    const before = await auditCount(w.h);
    for (const [id, status, scimType] of [[ua.id, 400, "mutability"], [w.rootId, 403, undefined]] as const) {
      const res = await scim(w, "PATCH", `/Users/${id}`, { body: patchOps({ op: "replace", path: "userName", value: "attacker@evil.example" }) });
      expect(isScimError(res, status, scimType), JSON.stringify(res.body)).toBe(true);
    }
    expect(await userRow(w.h, ua.id)).toMatchObject({ email: "ua@uni.edu" });
    expect(await auditCount(w.h)).toBe(before);
  });

  it("a userName another user has is a uniqueness conflict", async () => {
    const a = await scim(w, "POST", "/Users", { body: entraUser("a.a@uni.edu") });
    await scim(w, "POST", "/Users", { body: entraUser("b.b@uni.edu") });
    const res = await scim(w, "PATCH", `/Users/${a.body.id}`, { body: patchOps({ op: "replace", path: "userName", value: "b.b@uni.edu" }) });
    expect(isScimError(res, 409, "uniqueness"), JSON.stringify(res.body)).toBe(true);
  });
});

describe("deleting a person", () => {
  it("deactivates them, keeps them in Steward, hides them from SCIM, and a later create brings the same user back", async () => {
    const sam = await insertUser(w.h, "sam@uni.edu", "social_media_manager", "Sam");
    await throughProvider(w.h, "sam@uni.edu");
    const session = await signIn(w.h, "sam@uni.edu");
    const del = await scim(w, "DELETE", `/Users/${sam.id}`);
    expect(del.status).toBe(204);
    expect((await userRow(w.h, sam.id))?.["status"]).toBe("inactive");
    expect((await call(w.h, "GET", "/api/users/me", { token: session })).status).toBe(401);
    expect((await call(w.h, "GET", `/api/users/${sam.id}`, { token: w.root })).status).toBe(200);
    expect(isScimError(await scim(w, "GET", `/Users/${sam.id}`), 404)).toBe(true);
    expect(isScimError(await scim(w, "PATCH", `/Users/${sam.id}`, { body: patchOps({ op: "replace", path: "active", value: true }) }), 404)).toBe(true);
    expect((await scim(w, "GET", `/Users?filter=${encodeURIComponent('userName eq "sam@uni.edu"')}`)).body.totalResults).toBe(0);

    const back = await scim(w, "POST", "/Users", { body: entraUser("sam@uni.edu") });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body).toMatchObject({ id: String(sam.id), active: true, externalId: "ext-sam@uni.edu" });
    expect((await userRow(w.h, sam.id))?.["status"]).toBe("active");
  });
});

describe("discovery", () => {
  it("answers ServiceProviderConfig, ResourceTypes and Schemas", async () => {
    const config = await scim(w, "GET", "/ServiceProviderConfig");
    expect(config.status).toBe(200);
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 200 }, bulk: { supported: false }, authenticationSchemes: [{ type: "oauthbearertoken" }] });
    const types = await scim(w, "GET", "/ResourceTypes");
    expect(types.body).toMatchObject({ totalResults: 1, Resources: [{ id: "User", endpoint: "/Users", schema: USER_URN }] });
    expect((await scim(w, "GET", "/ResourceTypes/User")).body.id).toBe("User");
    const schemas = await scim(w, "GET", "/Schemas");
    const names = schemas.body.Resources[0].attributes.map((a: { name: string }) => a.name);
    expect(names).toEqual(["userName", "name", "displayName", "emails", "active", "groups"]);
    expect((await scim(w, "GET", `/Schemas/${USER_URN}`)).body.id).toBe(USER_URN);
  });
});
