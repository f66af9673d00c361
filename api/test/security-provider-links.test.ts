// Issue 27 point A: privileged accounts are not linked by e-mail alone. An identity the provider has
// not linked yet whose verified e-mail is a super admin's used to sign in as that super admin, so
// anyone who could get that address verified at the provider (a renamed mailbox, a guest account, a
// provider that lets people set their address) became one. A super admin's link is made from a
// session that is already signed in, and proves both sides: the Steward account by its session, the
// provider's account by a completed sign-in there. Tried through the core, the browser's OIDC and
// SAML sign-ins against real providers, and the portal's bearer tokens.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { API_AUDIENCE, PORTAL_CLIENT, STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../../tests/support/oidc-provider.ts";
import { startSamlIdp, type SamlTestUser, type TestIdp } from "../../tests/support/saml-idp.ts";
import type { ProviderIdentity } from "../src/services/provider-sign-in-service.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser } from "./fixtures.ts";

const PUBLIC = "http://localhost:8000";
const OIDC_CALLBACK = `${PUBLIC}/api/auth/oidc/callback`;
const SAML_ACS = `${PUBLIC}/api/auth/saml/acs`;
const PORTAL_CALLBACK = "http://127.0.0.1:9/portal/social/sign-in/callback";

let oidcIdp: TestOidcProvider;
let samlIdp: TestIdp;
let h: Harness;
let rootToken: string;
let rootId: number;

beforeAll(async () => {
  [oidcIdp, samlIdp] = await Promise.all([startOidcProvider({ redirectUris: [OIDC_CALLBACK], portalRedirectUris: [PORTAL_CALLBACK] }), startSamlIdp()]);
});
afterAll(async () => {
  await oidcIdp.close();
  await samlIdp.close();
});

beforeEach(async () => {
  h = await createHarness({
    STEWARD_PUBLIC_URL: PUBLIC,
    OIDC_ISSUER: oidcIdp.issuer,
    OIDC_CLIENT_ID: STEWARD_CLIENT.id,
    OIDC_CLIENT_SECRET: STEWARD_CLIENT.secret,
    OIDC_ALLOW_HTTP: "true",
    OIDC_API_AUDIENCE: API_AUDIENCE,
    OIDC_API_CLIENT_IDS: PORTAL_CLIENT.id,
    OIDC_JWKS_COOLDOWN_SECONDS: "0",
    SAML_IDP_METADATA_URL: samlIdp.metadataUrl,
  });
  // The providers sign with the wall clock; the relying party checks on the harness clock.
  h.clock.now = new Date();
  samlIdp.registerServiceProvider((await call(h, "GET", "/api/auth/saml/metadata")).body as string);
  const first = await firstUser(h, "root@uni.edu");
  rootToken = first.token;
  rootId = first.user.id;
  oidcIdp.accounts.clear();
});
afterEach(() => h.close());

const count = async (table: string) => Number((await h.database.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"]);
const snapshot = async () => ({ users: await count("users"), links: await count("identity_links"), sessions: await count("sessions"), audit: await count("audit_logs") });
const linksOf = async (userId: number) =>
  (await h.database.client.execute({ sql: "SELECT provider, subject FROM identity_links WHERE user_id = ? ORDER BY id", args: [userId] })).rows.map((r) => `${r["provider"]}:${r["subject"]}`);

function cookieOf(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];
}
const errorOf = (location: string) => new URL(location, PUBLIC).searchParams.get("error");

const who = (over: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  provider: "oidc",
  subject: "sub-mallory",
  email: "root@uni.edu",
  emailVerified: true,
  name: "Mallory",
  groups: [],
  ...over,
});

async function refusalOf(identity: ProviderIdentity): Promise<string | undefined> {
  try {
    await h.services.providerSignIn.signIn(identity);
  } catch (error) {
    return (error as { body?: { message?: string } }).body?.message;
  }
  return undefined;
}

/** A browser sign-in through the OIDC provider as `login`; where the callback sends the browser. */
async function oidcSignIn(login: string) {
  const start = await call(h, "GET", "/api/auth/oidc/login");
  const cookie = cookieOf(start.headers, "steward_oidc")!;
  const back = await oidcIdp.signInOverHttp(start.headers.get("location")!, login);
  const res = await call(h, "GET", `/api/auth/oidc/callback${back.search}`, { cookie });
  return { location: res.headers.get("location")!, session: cookieOf(res.headers, "steward_session") };
}

/** A browser sign-in through the SAML IdP as `user`; where the ACS sends the browser. */
async function samlSignIn(user: SamlTestUser) {
  const start = await h.app.request(`${PUBLIC}/api/auth/saml/login`);
  const browser = cookieOf(start.headers, "steward_saml_browser")!;
  samlIdp.signInAs(user);
  const form = await samlIdp.visit(start.headers.get("location")!);
  const res = await h.app.request(SAML_ACS, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: samlIdp.url, "sec-fetch-site": "cross-site", cookie: browser },
    body: new URLSearchParams({ SAMLResponse: form.SAMLResponse }).toString(),
  });
  return { location: res.headers.get("location")!, session: cookieOf(res.headers, "steward_session") };
}

describe("An identity with a super admin's verified e-mail signs in as that super admin", () => {
  it("the core refuses ACCOUNT_LINK_REQUIRED for OIDC and SAML identities, and remembers nothing", async () => {
    const second = await insertUser(h, "second@uni.edu", "super_admin");
    const before = await snapshot();
    expect(await refusalOf(who())).toBe(IDENTITY_ERROR_CODES.accountLinkRequired);
    expect(await refusalOf(who({ provider: "saml", subject: "https://idp.example!mallory", email: "SECOND@uni.edu" }))).toBe(IDENTITY_ERROR_CODES.accountLinkRequired);
    expect(await snapshot()).toEqual(before);
    expect(await linksOf(second.id)).toEqual([]);
  });

  it("through the browser's OIDC sign-in: the sign-in page says so, and no session is opened", async () => {
    oidcIdp.accounts.set("mallory", { email: "root@uni.edu", email_verified: true, name: "Mallory" });
    const before = await snapshot();
    const done = await oidcSignIn("mallory");
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.accountLinkRequired);
    expect(done.session).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it("through SAML: the sign-in page says so, and no session is opened", async () => {
    const before = await snapshot();
    const done = await samlSignIn({ nameId: "mallory-1", email: "root@uni.edu", name: "Mallory" });
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.accountLinkRequired);
    expect(done.session).toBeUndefined();
    expect({ ...(await snapshot()), sessions: 0 }).toEqual({ ...before, sessions: 0 });
    expect(await linksOf(rootId)).toEqual([]);
  });

  it("through the portal's bearer token: 403 ACCOUNT_LINK_REQUIRED, nothing remembered", async () => {
    const before = await snapshot();
    const res = await call(h, "GET", "/api/users/me", { token: await oidcIdp.mint({ sub: "mallory", email: "root@uni.edu", email_verified: true }) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(IDENTITY_ERROR_CODES.accountLinkRequired);
    expect(await snapshot()).toEqual(before);
  });

  it("people who are not super admins are still matched by verified e-mail (the institution's choice)", async () => {
    const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
    expect(await h.services.providerSignIn.signIn(who({ subject: "sub-ua", email: "ua@uni.edu" }))).toMatchObject({ outcome: "signed_in", userId: ua.id });
  });
});

describe("A linked identity's e-mail changes at the provider", () => {
  it("the link stays with its user: the subject names them, and the new address moves nothing", async () => {
    const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
    await insertUser(h, "other@uni.edu", "social_media_manager");
    await h.services.providerSignIn.signIn(who({ subject: "sub-ua", email: "ua@uni.edu" }));
    // The provider now gives ua's subject another person's address, then a super admin's.
    expect(await h.services.providerSignIn.signIn(who({ subject: "sub-ua", email: "other@uni.edu" }))).toMatchObject({ userId: ua.id });
    expect(await h.services.providerSignIn.signIn(who({ subject: "sub-ua", email: "root@uni.edu" }))).toMatchObject({ userId: ua.id });
    expect(await linksOf(ua.id)).toEqual(["oidc:sub-ua"]);
    expect(await linksOf(rootId)).toEqual([]);
  });
});

/** What the dashboard does: a same-origin POST with the session cookie; the answer names the provider's page. */
async function startLink(kind: "oidc" | "saml", session: string | null, headers: Record<string, string> = { origin: PUBLIC }) {
  const res = await call(h, "POST", `/api/auth/${kind}/link?returnTo=${encodeURIComponent("/dashboard/users")}`, {
    headers: { ...headers, ...(session ? { cookie: `steward_session=${session}` } : {}) },
  });
  const browser = cookieOf(res.headers, kind === "oidc" ? "steward_oidc" : "steward_saml_browser");
  return { status: res.status, body: res.body, url: res.body?.url as string | undefined, browser };
}

async function finishOidcLink(url: string, browser: string, login: string) {
  const back = await oidcIdp.signInOverHttp(url, login);
  const res = await call(h, "GET", `/api/auth/oidc/callback${back.search}`, { cookie: browser });
  return { location: res.headers.get("location")!, session: cookieOf(res.headers, "steward_session") };
}

const linkAudits = async () =>
  (await h.database.client.execute("SELECT user_id, current FROM audit_logs WHERE entity = 'identity-links' ORDER BY id")).rows.map((r) => ({ by: Number(r["user_id"]), ...JSON.parse(String(r["current"])) }));

describe("The sanctioned way: a signed-in person links the provider's account to their own", () => {
  it("OIDC: started from the session, finished at the provider, audited; the provider's sign-in and its tokens are that super admin from then on", async () => {
    oidcIdp.accounts.set("root-at-idp", { email: "root@uni.edu", email_verified: true, name: "Root" });
    const started = await startLink("oidc", rootToken);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(new URL(started.url!).origin).toBe(oidcIdp.issuer);
    const done = await finishOidcLink(started.url!, started.browser!, "root-at-idp");
    expect(done.location).toBe("/dashboard/users");
    expect((await call(h, "GET", "/api/users/me", { cookie: done.session! })).body.user).toMatchObject({ id: rootId, role: "super_admin" });
    expect(await linksOf(rootId)).toEqual(["oidc:root-at-idp"]);
    expect(await linkAudits()).toEqual([expect.objectContaining({ by: rootId, provider: "oidc", subject: "root-at-idp", matchedBy: "signed_in_session", user: { id: rootId, name: "Root Admin" } })]);

    const again = await oidcSignIn("root-at-idp");
    expect((await call(h, "GET", "/api/users/me", { cookie: again.session! })).body.user.id).toBe(rootId);
    const token = await oidcIdp.mint({ sub: "root-at-idp", email: "root@uni.edu", email_verified: true });
    expect((await call(h, "GET", "/api/users/me", { token })).body.user).toMatchObject({ id: rootId, role: "super_admin" });
  });

  it("SAML: the same, through the IdP's posted response", async () => {
    const started = await startLink("saml", rootToken);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    samlIdp.signInAs({ nameId: "root-7", email: "root@uni.edu", name: "Root" });
    const form = await samlIdp.visit(started.url!);
    const res = await h.app.request(SAML_ACS, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: samlIdp.url, "sec-fetch-site": "cross-site", cookie: started.browser! },
      body: new URLSearchParams({ SAMLResponse: form.SAMLResponse }).toString(),
    });
    expect(res.headers.get("location")).toBe("/dashboard/users");
    expect(await linksOf(rootId)).toEqual([`saml:${samlIdp.entityId}!root-7`]);
    expect(await linkAudits()).toEqual([expect.objectContaining({ by: rootId, provider: "saml", matchedBy: "signed_in_session" })]);
    const again = await samlSignIn({ nameId: "root-7", email: "root@uni.edu" });
    expect((await call(h, "GET", "/api/users/me", { cookie: again.session! })).body.user.id).toBe(rootId);
  });

  it("is started only by someone signed in, and only from this site", async () => {
    expect((await startLink("oidc", null)).status).toBe(401);
    expect((await startLink("saml", null)).status).toBe(401);
    const crossSite = await startLink("oidc", rootToken, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.browser).toBeUndefined();
    expect(await count("oidc_login_states")).toBe(0);
  });

  it("an identity already linked to someone else stays theirs: IDENTITY_LINKED_ELSEWHERE, nothing written", async () => {
    const ua = await insertUser(h, "ua@uni.edu", "unit_admin");
    oidcIdp.accounts.set("ua-at-idp", { email: "ua@uni.edu", email_verified: true, name: "Una" });
    expect((await oidcSignIn("ua-at-idp")).session).toBeDefined();
    const started = await startLink("oidc", rootToken);
    const before = await snapshot();
    const done = await finishOidcLink(started.url!, started.browser!, "ua-at-idp");
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.identityLinkedElsewhere);
    expect(done.session).toBeUndefined();
    expect(await snapshot()).toEqual(before);
    expect(await linksOf(ua.id)).toEqual(["oidc:ua-at-idp"]);
    expect(await linksOf(rootId)).toEqual([]);
  });

  it("someone deactivated after starting links nothing; another browser cannot finish it", async () => {
    const second = await insertUser(h, "second@uni.edu", "super_admin");
    const secondToken = (await call(h, "POST", "/api/users/login", { body: { email: "second@uni.edu", password: "correct horse battery" } })).body.token as string;
    oidcIdp.accounts.set("second-at-idp", { email: "second@uni.edu", email_verified: true, name: "Second" });

    const elsewhere = await startLink("oidc", secondToken);
    const back = await oidcIdp.signInOverHttp(elsewhere.url!, "second-at-idp");
    const stolen = await call(h, "GET", `/api/auth/oidc/callback${back.search}`, { cookie: "steward_oidc=another-browser" });
    expect(errorOf(stolen.headers.get("location")!)).toBe(IDENTITY_ERROR_CODES.signInStateInvalid);

    const started = await startLink("oidc", secondToken);
    expect((await call(h, "PUT", "/api/users/status", { token: rootToken, body: { id: second.id, status: "inactive" } })).status).toBe(200);
    const before = await snapshot();
    const done = await finishOidcLink(started.url!, started.browser!, "second-at-idp");
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.userNotActive);
    expect(await snapshot()).toEqual(before);
    expect(await linksOf(second.id)).toEqual([]);
  });
});

describe("A person raised to super admin", () => {
  it("raised to super admin: the links made before are dropped, shown in the audit entry, and the provider's sign-in then asks for a link", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "unit_admin");
    // Matched by e-mail while a unit admin: the institution's choice for everyone but super admins.
    expect(await h.services.providerSignIn.signIn(who({ subject: "sub-ada", email: "ada@uni.edu" }))).toMatchObject({ outcome: "signed_in", userId: ada.id });
    expect(await linksOf(ada.id)).toEqual(["oidc:sub-ada"]);

    const raised = await call(h, "PATCH", "/api/users", { token: rootToken, body: { id: ada.id, role: "super_admin" } });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(await linksOf(ada.id)).toEqual([]);
    const [entry] = (await call(h, "GET", `/api/audit-logs?entity=users&documentId=${ada.id}`, { token: rootToken })).body.docs;
    expect(entry.current).toMatchObject({ role: "super_admin", identityLinksRemoved: [{ provider: "oidc", subject: "sub-ada" }] });

    expect(await refusalOf(who({ subject: "sub-ada", email: "ada@uni.edu" }))).toBe(IDENTITY_ERROR_CODES.accountLinkRequired);
  });

  it("an approved review that raises someone to super admin drops their links too", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    await h.services.providerSignIn.signIn(who({ subject: "sub-ada", email: "ada@uni.edu" }));
    const requestId = await h.database.write(async (tx) => {
      const { insertReviewRequest } = await import("../src/repositories/review-requests-repo.ts");
      return insertReviewRequest(tx, ada.id, rootId, "super_admin");
    });
    const approved = await call(h, "PATCH", "/api/review-requests", { token: rootToken, body: { id: requestId, approved: true } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await linksOf(ada.id)).toEqual([]);
    const [entry] = (await call(h, "GET", "/api/audit-logs?entity=review-requests", { token: rootToken })).body.docs;
    expect(entry.current).toMatchObject({ identityLinksRemoved: [{ provider: "oidc", subject: "sub-ada" }] });
  });
});
