// Issue 17 point 3: who gets in through an identity provider. The core that OIDC, SAML and the
// provider's bearer tokens share, driven directly (the protocols have their own tests), then checked
// through the API as the signed-in person would use it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
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
  u["science"] = (await insertUnit(h, "Science", u["uni"])).id;
  u["arts"] = (await insertUnit(h, "Arts", u["uni"])).id;
});
afterEach(() => h.close());

const who = (over: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  provider: "oidc",
  subject: "sub-ada",
  email: "ada@uni.edu",
  emailVerified: true,
  name: "Ada Lovelace",
  groups: [],
  ...over,
});

const count = async (table: string) => Number((await h.database.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"]);
/** Every table a sign-in may write, so "changes nothing" can be checked in one comparison. */
const snapshot = async () => ({
  users: await count("users"),
  links: await count("identity_links"),
  sessions: await count("sessions"),
  grants: await count("access_grants"),
  reviews: await count("review_requests"),
  audit: await count("audit_logs"),
});

async function refusal(identity: ProviderIdentity): Promise<string> {
  try {
    await h.services.providerSignIn.signIn(identity);
  } catch (error) {
    return (error as { body: { message: string } }).body.message;
  }
  throw new Error("expected a refusal");
}

describe("a known person", () => {
  it("an active user matched by verified e-mail signs in as themselves, and is then remembered by subject alone", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "unit_admin");
    const first = await h.services.providerSignIn.signIn(who());
    expect(first).toMatchObject({ outcome: "signed_in", userId: ada.id });
    if (first.outcome !== "signed_in") throw new Error("unreachable");
    const me = await call(h, "GET", "/api/users/me", { token: first.token });
    expect(me.body.user).toMatchObject({ id: ada.id, role: "unit_admin" });

    // The provider now gives another address (a renamed account): the link still names Ada, and an
    // unverified address no longer matters once the subject is known.
    const again = await h.services.providerSignIn.signIn(who({ email: "a.lovelace@uni.edu", emailVerified: false }));
    expect(again).toMatchObject({ outcome: "signed_in", userId: ada.id });
    expect(await count("identity_links")).toBe(1);
    const audit = await call(h, "GET", "/api/audit-logs?entity=identity-links", { token: root });
    expect(audit.body.docs).toHaveLength(1);
    expect(audit.body.docs[0].current).toMatchObject({ provider: "oidc", subject: "sub-ada", matchedBy: "verified_email" });
  });

  it("another subject with the same verified e-mail is the same person; the e-mail is matched without regard to case", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await h.services.providerSignIn.signIn(who());
    const viaSaml = await h.services.providerSignIn.signIn(who({ provider: "saml", subject: "ada-nameid", email: "ADA@uni.edu" }));
    expect(viaSaml).toMatchObject({ outcome: "signed_in", userId: ada.id });
    expect(await count("identity_links")).toBe(2);
  });
});

describe("someone Steward does not know", () => {
  it("becomes a pending social media manager with a review request, and gets in once a super admin approves", async () => {
    const result = await h.services.providerSignIn.signIn(who({ subject: "sub-new", email: "new.person@uni.edu", name: "New Person" }));
    expect(result.outcome).toBe("pending_activation");
    const user = await call(h, "GET", `/api/users/${result.userId}`, { token: root });
    expect(user.body.doc).toMatchObject({ name: "New Person", email: "new.person@uni.edu", role: "social_media_manager", status: "pending_activation", organizations: [] });
    expect(await count("sessions")).toBe(1); // root's only

    const requests = await call(h, "GET", "/api/review-requests?status=open", { token: root });
    expect(requests.body.docs).toHaveLength(1);
    expect(requests.body.docs[0]).toMatchObject({ user: { id: result.userId }, requestedRole: null, requestedBy: null });

    // Coming back before the decision asks nothing new.
    expect((await h.services.providerSignIn.signIn(who({ subject: "sub-new", email: "new.person@uni.edu" }))).outcome).toBe("pending_activation");
    expect(await count("review_requests")).toBe(1);
    expect(await count("users")).toBe(2);

    const decided = await call(h, "PATCH", "/api/review-requests", { token: root, body: { id: requests.body.docs[0].id, approved: true } });
    expect(decided.status).toBe(200);
    const after = await h.services.providerSignIn.signIn(who({ subject: "sub-new", email: "new.person@uni.edu" }));
    expect(after).toMatchObject({ outcome: "signed_in", userId: result.userId });
  });

  it("never gets more than social media manager from the provider, whatever it claims", async () => {
    const result = await h.services.providerSignIn.signIn(
      who({ subject: "sub-x", email: "x@uni.edu", groups: ["super_admin", "unit_admin", "Domain Admins"] }),
    );
    const user = await call(h, "GET", `/api/users/${result.userId}`, { token: root });
    expect(user.body.doc.role).toBe("social_media_manager");
    expect(user.body.doc.access).toEqual([]);
  });
});

describe("refusals change nothing", () => {
  it("an unverified e-mail matches nobody: EMAIL_NOT_VERIFIED, even for an existing user's address", async () => {
    await insertUser(h, "ada@uni.edu", "super_admin");
    const before = await snapshot();
    expect(await refusal(who({ emailVerified: false }))).toBe(IDENTITY_ERROR_CODES.emailNotVerified);
    expect(await refusal(who({ subject: "sub-stranger", email: "stranger@uni.edu", emailVerified: false }))).toBe(IDENTITY_ERROR_CODES.emailNotVerified);
    expect(await refusal(who({ email: null }))).toBe(IDENTITY_ERROR_CODES.emailMissing);
    expect(await refusal(who({ email: "not an address" }))).toBe(IDENTITY_ERROR_CODES.emailMissing);
    expect(await snapshot()).toEqual(before);
  });

  it("an inactive or rejected user is refused USER_NOT_ACTIVE, linked or not, and nothing is remembered", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await h.database.direct.run(`UPDATE users SET status = 'inactive' WHERE id = ${ada.id}`);
    const before = await snapshot();
    expect(await refusal(who())).toBe(IDENTITY_ERROR_CODES.userNotActive);
    expect(await snapshot()).toEqual(before);

    await h.database.direct.run(`UPDATE users SET status = 'active' WHERE id = ${ada.id}`);
    const signedIn = await h.services.providerSignIn.signIn(who());
    if (signedIn.outcome !== "signed_in") throw new Error("expected a session");
    await h.database.direct.run(`UPDATE users SET status = 'rejected' WHERE id = ${ada.id}`);
    const linked = await snapshot();
    expect(await refusal(who())).toBe(IDENTITY_ERROR_CODES.userNotActive);
    expect(await snapshot()).toEqual(linked);
  });

  it("a subject that is empty or absurdly long is refused", async () => {
    const before = await snapshot();
    expect(await refusal(who({ subject: "" }))).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(await refusal(who({ subject: "x".repeat(300) }))).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(await snapshot()).toEqual(before);
  });
});

describe("group mappings at each sign-in", () => {
  async function map(list: { group: string; unit: number; role: "unit_admin" | "social_media_manager" }[]) {
    await h.database.write((tx) => replaceMappings(tx, list));
  }

  it("add the mapped units and the unit admin role, then take back only what they gave, audited with no acting user", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await map([
      { group: "science-comms", unit: u["science"]!, role: "social_media_manager" },
      { group: "science-admins", unit: u["science"]!, role: "unit_admin" },
    ]);
    await h.services.providerSignIn.signIn(who({ groups: ["science-admins", "unrelated"] }));
    let user = await call(h, "GET", `/api/users/${ada.id}`, { token: root });
    expect(user.body.doc.role).toBe("unit_admin");
    expect(user.body.doc.organizations.map((o: { name: string }) => o.name)).toEqual(["Science"]);

    // Signing in again with the same groups changes nothing and writes nothing.
    const audit = await count("audit_logs");
    await h.services.providerSignIn.signIn(who({ groups: ["science-admins"] }));
    expect(await count("audit_logs")).toBe(audit);

    // Given Arts by hand as a unit admin; leaving the group takes Science and the raise, never Arts.
    await grant(h, ada.id, u["arts"]!);
    await h.services.providerSignIn.signIn(who({ groups: [] }));
    user = await call(h, "GET", `/api/users/${ada.id}`, { token: root });
    expect(user.body.doc.role).toBe("social_media_manager");
    expect(user.body.doc.organizations.map((o: { name: string }) => o.name)).toEqual(["Arts"]);

    const entries = await call(h, "GET", `/api/audit-logs?entity=access&documentId=${ada.id}`, { token: root });
    expect(entries.body.docs).toHaveLength(2);
    expect(entries.body.docs[0]).toMatchObject({ user: null, current: { role: "social_media_manager", source: { rule: "group_mapping", groups: [] } } });
    expect(entries.body.docs[1]).toMatchObject({ user: null, current: { role: "unit_admin", source: { rule: "group_mapping", groups: ["science-admins"] } } });
  });

  it("a super admin is left alone; an inactive unit gives nothing", async () => {
    const chief = await insertUser(h, "chief@uni.edu", "super_admin");
    // A super admin's link is made from their session, never by e-mail (issue 27).
    await h.database.direct.run(`INSERT INTO identity_links (provider, subject, user_id) VALUES ('oidc', 'sub-chief', ${chief.id})`);
    const off = await insertUnit(h, "Closed", u["uni"], "inactive");
    await map([
      { group: "all", unit: u["science"]!, role: "unit_admin" },
      { group: "all", unit: off.id, role: "social_media_manager" },
    ]);
    await h.services.providerSignIn.signIn(who({ subject: "sub-chief", email: "chief@uni.edu", groups: ["all"] }));
    expect((await call(h, "GET", `/api/users/${chief.id}`, { token: root })).body.doc).toMatchObject({ role: "super_admin", organizations: [] });

    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await h.services.providerSignIn.signIn(who({ groups: ["all"] }));
    expect((await call(h, "GET", `/api/users/${ada.id}`, { token: root })).body.doc.organizations.map(({ id, name }: { id: number; name: string }) => ({ id, name }))).toEqual([{ id: u["science"], name: "Science" }]);
  });
});

describe("actorFor (bearer tokens)", () => {
  it("opens no session, refuses a pending or inactive user at once, and reads role and status afresh", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "unit_admin");
    const actor = await h.services.providerSignIn.actorFor(who());
    expect(actor).toMatchObject({ id: ada.id, role: "unit_admin", sessionId: "" });
    expect(await count("sessions")).toBe(1);

    await h.database.direct.run(`UPDATE users SET role = 'social_media_manager' WHERE id = ${ada.id}`);
    expect(await h.services.providerSignIn.actorFor(who(), { applyGroups: false })).toMatchObject({ role: "social_media_manager" });
    await h.database.direct.run(`UPDATE users SET status = 'inactive' WHERE id = ${ada.id}`);
    await expect(h.services.providerSignIn.actorFor(who(), { applyGroups: false })).rejects.toMatchObject({ body: { message: IDENTITY_ERROR_CODES.userNotActive } });

    await expect(h.services.providerSignIn.actorFor(who({ subject: "sub-new", email: "new@uni.edu" }))).rejects.toMatchObject({
      body: { message: IDENTITY_ERROR_CODES.accessPending },
    });
  });
});
