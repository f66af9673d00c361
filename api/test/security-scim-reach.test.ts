// Issue 27 point B: SCIM stays inside what it provisions. A SCIM token changes the name, e-mail and
// status only of people SCIM created or who already come through the identity provider (an identity
// link), and never a super admin's: otherwise a leaked token changes a hand-made account's e-mail
// and the next set-password link goes to the attacker's mailbox, or it renames and deactivates the
// people who govern Steward. Reads stay as they were. Each write path is tried: PUT, PATCH with and
// without a path, DELETE, and POST with a userName somebody already has.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call } from "./harness.ts";
import { grant, insertUnit, insertUser, PASSWORD, signIn } from "./fixtures.ts";
import { auditCount, entraUser, isScimError, patchOps, scim, scimWorld, userRow, USER_URN, type ScimWorld } from "./scim-fixtures.ts";

let w: ScimWorld;
beforeEach(async () => {
  w = await scimWorld();
});
afterEach(() => w.h.close());

const allUsers = async () => JSON.stringify((await w.h.database.client.execute("SELECT * FROM users ORDER BY id")).rows);
const scimLinks = async () => Number((await w.h.database.client.execute("SELECT count(*) AS n FROM scim_users")).rows[0]?.["n"]);
const outboxTo = async (address: string) =>
  Number((await w.h.database.client.execute({ sql: "SELECT count(*) AS n FROM outbox WHERE recipient = ?", args: [address] })).rows[0]?.["n"]);

/** Every way a provider may write to user `id`, each meant to change something. */
function everyWrite(id: number, email: string) {
  const evil = "attacker@evil.example";
  return [
    ["PATCH userName", "PATCH", patchOps({ op: "replace", path: "userName", value: evil })],
    ["PATCH e-mail value path", "PATCH", patchOps({ op: "replace", path: 'emails[type eq "work"].value', value: evil }, { op: "replace", path: "userName", value: evil })],
    ["PATCH without a path", "PATCH", patchOps({ op: "replace", value: { userName: evil, displayName: "Owned" } })],
    ["PATCH name", "PATCH", patchOps({ op: "replace", path: "displayName", value: "Renamed" })],
    ["PATCH name part", "PATCH", patchOps({ op: "add", path: "name.givenName", value: "Renamed" })],
    ["PATCH active", "PATCH", patchOps({ op: "replace", path: "active", value: "False" })],
    ["PATCH externalId", "PATCH", patchOps({ op: "add", path: "externalId", value: "claimed-by-the-provider" })],
    ["PUT", "PUT", { schemas: [USER_URN], id: String(id), userName: evil, displayName: "Owned", active: true }],
    ["PUT same e-mail, inactive", "PUT", { schemas: [USER_URN], id: String(id), userName: email, active: false }],
    ["DELETE", "DELETE", undefined],
  ] as const;
}

async function expectUntouchable(id: number, email: string, detail: RegExp) {
  const before = { row: await userRow(w.h, id), audit: await auditCount(w.h), links: await scimLinks() };
  for (const [name, method, body] of everyWrite(id, email)) {
    const res = await scim(w, method, `/Users/${id}`, body === undefined ? {} : { body });
    expect(isScimError(res, 403), `${name}: ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
    expect(res.body.detail, name).toMatch(detail);
  }
  expect({ row: await userRow(w.h, id), audit: await auditCount(w.h), links: await scimLinks() }).toEqual(before);
  // Reading stays: the provider may still see who exists.
  expect((await scim(w, "GET", `/Users/${id}`)).status).toBe(200);
}

describe("A SCIM token takes over a hand-made account by changing its e-mail", () => {
  it("refuses every write to a manager made in Steward who never came through the provider, so no set-password link leaves their mailbox", async () => {
    const sam = await insertUser(w.h, "sam@uni.edu", "social_media_manager", "Sam");
    const session = await signIn(w.h, "sam@uni.edu");
    await expectUntouchable(sam.id, "sam@uni.edu", /made in Steward/);
    await call(w.h, "POST", "/api/users/forgot-password", { body: { email: "attacker@evil.example" } });
    expect(await outboxTo("attacker@evil.example")).toBe(0);
    expect((await call(w.h, "GET", "/api/users/me", { token: session })).status).toBe(200);
  });

  it("a hand-made unit admin is out of reach too", async () => {
    const unit = await insertUnit(w.h, "Faculty of Arts");
    const ua = await insertUser(w.h, "ua@uni.edu", "unit_admin");
    await grant(w.h, ua.id, unit.id);
    await expectUntouchable(ua.id, "ua@uni.edu", /made in Steward/);
  });
});

describe("A SCIM token renames or deactivates super admins", () => {
  it("refuses every write to any super admin, the first one and others, even when others would be left", async () => {
    const second = await insertUser(w.h, "second@uni.edu", "super_admin");
    await insertUser(w.h, "third@uni.edu", "super_admin");
    await expectUntouchable(second.id, "second@uni.edu", /super admin/);
    await expectUntouchable(w.rootId, "root@uni.edu", /super admin/);
    expect((await call(w.h, "POST", "/api/users/login", { body: { email: "second@uni.edu", password: PASSWORD } })).status).toBe(200);
  });

  it("a super admin who came through the provider, or whom SCIM once created, is still out of reach", async () => {
    const linked = await insertUser(w.h, "linked.admin@uni.edu", "super_admin");
    await w.h.database.direct.$client.execute({ sql: "INSERT INTO identity_links (provider, subject, user_id) VALUES ('oidc', 'sub-linked', ?)", args: [linked.id] });
    await expectUntouchable(linked.id, "linked.admin@uni.edu", /super admin/);

    const made = await scim(w, "POST", "/Users", { body: entraUser("rising.star@uni.edu") });
    const id = Number(made.body.id);
    await w.h.database.direct.$client.execute({ sql: "UPDATE users SET role = 'super_admin', status = 'active' WHERE id = ?", args: [id] });
    await expectUntouchable(id, "rising.star@uni.edu", /super admin/);
  });

  it("a POST that would bring back a person SCIM deleted, who is a super admin now, is refused and changes nothing", async () => {
    const made = await scim(w, "POST", "/Users", { body: entraUser("come.back@uni.edu") });
    const id = Number(made.body.id);
    expect((await scim(w, "DELETE", `/Users/${id}`)).status).toBe(204);
    await w.h.database.direct.$client.execute({ sql: "UPDATE users SET role = 'super_admin' WHERE id = ?", args: [id] });
    const before = { row: await userRow(w.h, id), audit: await auditCount(w.h) };
    const back = await scim(w, "POST", "/Users", { body: entraUser("come.back@uni.edu", { displayName: "Owned" }) });
    expect(isScimError(back, 403), JSON.stringify(back.body)).toBe(true);
    expect({ row: await userRow(w.h, id), audit: await auditCount(w.h) }).toEqual(before);
  });
});

describe("A POST with the userName of someone who exists", () => {
  it("never takes over a hand-made user or a super admin, in any case, whatever the externalId", async () => {
    await insertUser(w.h, "sam@uni.edu", "social_media_manager", "Sam");
    const before = { users: await allUsers(), audit: await auditCount(w.h), links: await scimLinks() };
    for (const userName of ["sam@uni.edu", "SAM@uni.edu", "root@uni.edu", "Root@Uni.edu"]) {
      const res = await scim(w, "POST", "/Users", { body: entraUser(userName, { externalId: "ext-root", active: false }) });
      expect(isScimError(res, 409, "uniqueness"), `${userName}: ${JSON.stringify(res.body)}`).toBe(true);
    }
    expect({ users: await allUsers(), audit: await auditCount(w.h), links: await scimLinks() }).toEqual(before);
  });
});

describe("what stays in SCIM's reach", () => {
  it("people SCIM created, and people who sign in through the identity provider; their admins' e-mails stay fixed", async () => {
    const made = await scim(w, "POST", "/Users", { body: entraUser("new.hire@uni.edu") });
    const renamed = await scim(w, "PATCH", `/Users/${made.body.id}`, { body: patchOps({ op: "replace", path: "userName", value: "n.hire@uni.edu" }) });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const sam = await insertUser(w.h, "sam@uni.edu", "social_media_manager", "Sam");
    const viaProvider = await w.h.services.providerSignIn.signIn({ provider: "oidc", subject: "sub-sam", email: "sam@uni.edu", emailVerified: true, name: "Sam", groups: [] });
    expect(viaProvider.outcome).toBe("signed_in");
    const off = await scim(w, "PATCH", `/Users/${sam.id}`, { body: patchOps({ op: "replace", path: "active", value: "False" }) });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await userRow(w.h, sam.id))?.["status"]).toBe("inactive");

    const unit = await insertUnit(w.h, "Faculty of Arts");
    const ua = await insertUser(w.h, "ua@uni.edu", "unit_admin");
    await grant(w.h, ua.id, unit.id);
    await insertUser(w.h, "ua2@uni.edu", "unit_admin").then((other) => grant(w.h, other.id, unit.id));
    await w.h.services.providerSignIn.signIn({ provider: "saml", subject: "idp!ua", email: "ua@uni.edu", emailVerified: true, name: "Una", groups: [] });
    const email = await scim(w, "PATCH", `/Users/${ua.id}`, { body: patchOps({ op: "replace", path: "userName", value: "attacker@evil.example" }) });
    expect(isScimError(email, 400, "mutability"), JSON.stringify(email.body)).toBe(true);
    expect((await scim(w, "PATCH", `/Users/${ua.id}`, { body: patchOps({ op: "replace", path: "displayName", value: "Una Admin" }) })).status).toBe(200);
  });
});
