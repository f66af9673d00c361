// Issue 27, point 2: group mappings that escape their unit. The role is one value per user and
// applies to every unit they hold, so a mapping never decides a role over units it did not give,
// and what it gave goes when the group goes. Driven through the sign-in core that OIDC, SAML and
// bearer tokens share (a provider's groups are the input), then checked through the API.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceMappings } from "../src/repositories/identity-repo.ts";
import type { ProviderIdentity } from "../src/services/provider-sign-in-service.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser } from "./fixtures.ts";

let h: Harness;
let root: string;
const u: Record<string, number> = {};

beforeEach(async () => {
  h = await createHarness();
  root = (await firstUser(h)).token;
  u["uni"] = (await insertUnit(h, "University")).id;
  for (const name of ["Arts", "Science", "Robotics", "Music"]) u[name] = (await insertUnit(h, name, u["uni"])).id;
});
afterEach(() => h.close());

const who = (groups: string[], subject = "sub-ada", email = "ada@uni.edu"): ProviderIdentity => ({ provider: "oidc", subject, email, emailVerified: true, name: email, groups });
const map = (list: { group: string; unit: number; role: "unit_admin" | "social_media_manager" }[]) => h.database.write((tx) => replaceMappings(tx, list));

async function userDoc(id: number) {
  const res = await call(h, "GET", `/api/users/${id}`, { token: root });
  return { role: res.body.doc.role as string, units: (res.body.doc.organizations as { name: string }[]).map((o) => o.name).sort() };
}
const openRequests = async (userId: number) =>
  (await call(h, "GET", "/api/review-requests?status=open", { token: root })).body.docs.filter((r: { user: { id: number } }) => r.user.id === userId);
const lastAccessEntry = async (userId: number) => (await call(h, "GET", `/api/audit-logs?entity=access&documentId=${userId}`, { token: root })).body.docs[0];

describe("a unit admin mapping for someone who already runs other units", () => {
  it("gives the mapped unit as a manager and asks the super admins for the raise, instead of making them unit admin everywhere", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await grant(h, ada.id, u["Arts"]!);
    await grant(h, ada.id, u["Music"]!);
    await map([{ group: "robotics-admins", unit: u["Robotics"]!, role: "unit_admin" }]);
    await h.services.providerSignIn.signIn(who(["robotics-admins"]));

    expect(await userDoc(ada.id)).toEqual({ role: "social_media_manager", units: ["Arts", "Music", "Robotics"] });
    const requests = await openRequests(ada.id);
    expect(requests).toEqual([expect.objectContaining({ requestedRole: "unit_admin" })]);
    expect(await lastAccessEntry(ada.id)).toMatchObject({ user: null, current: { role: "social_media_manager", raiseRequested: { role: "unit_admin" } } });

    // Signing in again asks nothing twice and writes nothing.
    const before = (await call(h, "GET", "/api/audit-logs", { token: root })).body.totalDocs;
    await h.services.providerSignIn.signIn(who(["robotics-admins"]));
    expect(await openRequests(ada.id)).toHaveLength(1);
    expect((await call(h, "GET", "/api/audit-logs", { token: root })).body.totalDocs).toBe(before);

    // A person decides: the super admin approves, and she is unit admin of what she holds.
    const approved = await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: requests[0].id, approved: true } });
    expect(approved.status).toBe(200);
    expect((await userDoc(ada.id)).role).toBe("unit_admin");
  });

  it("a rejected raise is not asked again at every sign-in", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await grant(h, ada.id, u["Arts"]!);
    await map([{ group: "robotics-admins", unit: u["Robotics"]!, role: "unit_admin" }]);
    await h.services.providerSignIn.signIn(who(["robotics-admins"]));
    const [request] = await openRequests(ada.id);
    await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: request.id, approved: false, reason: "Robotics has its admin" } });
    await h.services.providerSignIn.signIn(who(["robotics-admins"]));
    expect(await openRequests(ada.id)).toEqual([]);
    expect((await userDoc(ada.id)).role).toBe("social_media_manager");
  });

  it("raises at once only when every unit the role reaches is one a unit admin mapping names", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await grant(h, ada.id, u["Robotics"]!); // by hand, on the very unit the mapping names
    await map([{ group: "robotics-admins", unit: u["Robotics"]!, role: "unit_admin" }]);
    await h.services.providerSignIn.signIn(who(["robotics-admins"]));
    expect(await userDoc(ada.id)).toEqual({ role: "unit_admin", units: ["Robotics"] });
    expect(await openRequests(ada.id)).toEqual([]);
  });

  it("a manager mapping beside a unit admin mapping would be raised with it: that too is a review", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await map([
      { group: "robotics-admins", unit: u["Robotics"]!, role: "unit_admin" },
      { group: "music-comms", unit: u["Music"]!, role: "social_media_manager" },
    ]);
    await h.services.providerSignIn.signIn(who(["robotics-admins", "music-comms"]));
    expect(await userDoc(ada.id)).toEqual({ role: "social_media_manager", units: ["Music", "Robotics"] });
    expect(await openRequests(ada.id)).toHaveLength(1);
  });
});

describe("a manager mapping for a unit admin", () => {
  it("gives nothing: the role would make them the unit's admin", async () => {
    const bob = await insertUser(h, "bob@uni.edu", "unit_admin");
    await grant(h, bob.id, u["Arts"]!);
    await map([{ group: "robotics-comms", unit: u["Robotics"]!, role: "social_media_manager" }]);
    await h.services.providerSignIn.signIn(who(["robotics-comms"], "sub-bob", "bob@uni.edu"));
    expect(await userDoc(bob.id)).toEqual({ role: "unit_admin", units: ["Arts"] });
    const robotics = await call(h, "GET", `/api/organization/${u["Robotics"]}`, { token: root });
    expect(robotics.status).toBe(200);
  });
});

describe("what a mapping gave goes when the group goes", () => {
  it("the mapped raise and grant go even from a unit then left without a unit admin, and the audit entry names that unit", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await map([{ group: "robotics-admins", unit: u["Robotics"]!, role: "unit_admin" }]);
    await h.services.providerSignIn.signIn(who(["robotics-admins"]));
    expect(await userDoc(ada.id)).toEqual({ role: "unit_admin", units: ["Robotics"] });

    await h.services.providerSignIn.signIn(who([]));
    expect(await userDoc(ada.id)).toEqual({ role: "social_media_manager", units: [] });
    expect(await lastAccessEntry(ada.id)).toMatchObject({ current: { unitsLeftWithoutUnitAdmin: [{ id: u["Robotics"], name: "Robotics" }] } });
  });

  it("a raise made by the old rules over units the mapping never named is undone at the next sign-in and becomes a review", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await grant(h, ada.id, u["Arts"]!);
    await map([{ group: "robotics-admins", unit: u["Robotics"]!, role: "unit_admin" }]);
    // What the old code left behind: unit admin of Arts and Robotics, the raise recorded as the mapping's.
    await grant(h, ada.id, u["Robotics"]!);
    await h.database.direct.$client.execute({ sql: "UPDATE users SET role = 'unit_admin' WHERE id = ?", args: [ada.id] });
    await h.database.direct.$client.execute({ sql: "INSERT INTO identity_mapped_roles (user_id, from_role) VALUES (?, 'social_media_manager')", args: [ada.id] });
    await h.database.direct.$client.execute({ sql: "INSERT INTO identity_mapped_grants (user_id, unit_id) VALUES (?, ?)", args: [ada.id, u["Robotics"]!] });

    await h.services.providerSignIn.signIn(who(["robotics-admins"]));
    expect(await userDoc(ada.id)).toEqual({ role: "social_media_manager", units: ["Arts", "Robotics"] });
    expect(await openRequests(ada.id)).toHaveLength(1);
  });

  it("a grant someone gave by hand is never taken, whatever the groups", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await grant(h, ada.id, u["Arts"]!);
    await map([{ group: "music-comms", unit: u["Music"]!, role: "social_media_manager" }]);
    await h.services.providerSignIn.signIn(who(["music-comms"]));
    expect((await userDoc(ada.id)).units).toEqual(["Arts", "Music"]);
    await h.services.providerSignIn.signIn(who([]));
    expect(await userDoc(ada.id)).toEqual({ role: "social_media_manager", units: ["Arts"] });
  });
});
