// Issue 17 points 1, 4 and 6: OpenID Connect sign-in and the provider's bearer tokens, against a
// real provider (oidc-provider, tests/support/oidc-provider.ts) on loopback, driven over HTTP. Every
// bad case answers in words (a redirect to the sign-in page with the code, or a 401/403 body) and
// leaves no session and no user behind.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES, IDENTITY_ERROR_CODES } from "@steward/shared";
import { API_AUDIENCE, OTHER_CLIENT, PORTAL_CLIENT, STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../../tests/support/oidc-provider.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { isSafeLocation, OFF_SITE_RETURNS } from "./redirect-attacks.ts";
import { firstUser, insertUnit, insertUser, PASSWORD } from "./fixtures.ts";

const CALLBACK = "http://localhost:8000/api/auth/oidc/callback";
const PORTAL_CALLBACK = "http://127.0.0.1:9/portal/social/sign-in/callback";

let idp: TestOidcProvider;
let h: Harness;
let root: string;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: [CALLBACK], portalRedirectUris: [PORTAL_CALLBACK] });
});
afterAll(() => idp.close());

async function harness(extra: Record<string, string> = {}) {
  h = await createHarness({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: STEWARD_CLIENT.id,
    OIDC_CLIENT_SECRET: STEWARD_CLIENT.secret,
    OIDC_ALLOW_HTTP: "true",
    OIDC_DISPLAY_NAME: "Northbridge ID",
    OIDC_SCOPES: "openid email profile groups",
    OIDC_API_AUDIENCE: API_AUDIENCE,
    OIDC_API_CLIENT_IDS: PORTAL_CLIENT.id,
    OIDC_JWKS_COOLDOWN_SECONDS: "0",
    ...extra,
  });
  // The provider signs with the real clock; the relying party's checks run on the harness clock.
  h.clock.now = new Date();
  root = (await firstUser(h)).token;
}

beforeEach(async () => {
  idp.accounts.clear();
  idp.accounts.set("ada", { email: "ada@uni.edu", email_verified: true, name: "Ada Lovelace", groups: [] });
  await harness();
});
afterEach(() => h.close());

const count = async (table: string) => Number((await h.database.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"]);
const snapshot = async () => ({ users: await count("users"), sessions: await count("sessions"), links: await count("identity_links"), audit: await count("audit_logs") });

function cookieOf(headers: Headers, name: string): string | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line?.split(";")[0];
}

/** GET /api/auth/oidc/login: the provider's address and the browser-binding cookie. */
async function startLogin(returnTo?: string) {
  const res = await call(h, "GET", `/api/auth/oidc/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`);
  expect(res.status).toBe(302);
  const cookie = cookieOf(res.headers, "steward_oidc");
  expect(cookie).toBeDefined();
  return { url: new URL(res.headers.get("location")!), cookie: cookie! };
}

async function finish(back: URL, cookie: string | undefined) {
  const res = await call(h, "GET", `/api/auth/oidc/callback${back.search}`, cookie ? { cookie } : {});
  expect(res.status).toBe(302);
  return { location: res.headers.get("location")!, session: cookieOf(res.headers, "steward_session") };
}

/** Where a refused callback sends the browser, and the code it carries. */
const errorOf = (location: string) => new URL(location, "http://localhost").searchParams.get("error");

describe("signing in through the provider", () => {
  it("asks with PKCE S256, state and nonce, then opens a Steward session and goes back to returnTo", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "unit_admin");
    const { url, cookie } = await startLogin("/dashboard/units?page=2");
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(CALLBACK);
    for (const p of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(p)?.length).toBeGreaterThanOrEqual(22);

    const back = await idp.signInOverHttp(url.href, "ada");
    const done = await finish(back, cookie);
    expect(done.location).toBe("/dashboard/units?page=2");
    const me = await call(h, "GET", "/api/users/me", { cookie: done.session! });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: ada.id, email: "ada@uni.edu", role: "unit_admin" });
  });

  it("the provider's groups claim reaches the group mappings", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "social_media_manager");
    const unit = await insertUnit(h, "Faculty of Science");
    await call(h, "PATCH", "/api/identity/group-mappings", { token: root, body: { mappings: [{ group: "science-comms", unit: unit.id, role: "social_media_manager" }] } });
    idp.accounts.set("ada", { email: "ada@uni.edu", email_verified: true, name: "Ada Lovelace", groups: ["science-comms", "all-staff"] });
    const { url, cookie } = await startLogin();
    expect((await finish(await idp.signInOverHttp(url.href, "ada"), cookie)).session).toBeDefined();
    const after = await call(h, "GET", `/api/users/${ada.id}`, { token: root });
    expect(after.body.doc.organizations.map(({ id, name }: { id: number; name: string }) => ({ id, name }))).toEqual([{ id: unit.id, name: "Faculty of Science" }]);
  });

  it("someone unknown lands on the sign-in page saying their access waits for review, with no session", async () => {
    idp.accounts.set("newcomer", { email: "newcomer@uni.edu", email_verified: true, name: "New Comer" });
    const { url, cookie } = await startLogin();
    const done = await finish(await idp.signInOverHttp(url.href, "newcomer"), cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.accessPending);
    expect(done.session).toBeUndefined();
    const users = await call(h, "GET", "/api/users?status=pending_activation", { token: root });
    expect(users.body.docs).toEqual([expect.objectContaining({ email: "newcomer@uni.edu", role: "social_media_manager" })]);
  });

  it("returnTo is only this server or an allowed origin: anything else goes to the dashboard", async () => {
    await insertUser(h, "ada@uni.edu", "social_media_manager");
    for (const evil of ["https://evil.example/x", "//evil.example", "/\\evil.example"]) {
      const { url, cookie } = await startLogin(evil);
      const done = await finish(await idp.signInOverHttp(url.href, "ada"), cookie);
      expect(done.location).toBe("/");
    }
  });

  it("issue 27: a returnTo that normalises off-site is never stored, and a real sign-in comes back to this site", async () => {
    await insertUser(h, "ada@uni.edu", "social_media_manager");
    for (const evil of OFF_SITE_RETURNS) {
      await startLogin(evil);
      const stored = (await h.database.client.execute("SELECT return_to FROM oidc_login_states ORDER BY rowid DESC LIMIT 1")).rows[0]?.["return_to"];
      expect(isSafeLocation(String(stored), "http://localhost"), `${JSON.stringify(evil)} stored as ${String(stored)}`).toBe(true);
    }
    for (const evil of ["/..//evil.com", "/%2e%2e//evil.com", "/.//evil.example/phish", "/..\\/evil.com", "/.\t.//evil.com"]) {
      const { url, cookie } = await startLogin(evil);
      const done = await finish(await idp.signInOverHttp(url.href, "ada"), cookie);
      expect(done.session).toBeDefined();
      expect(isSafeLocation(done.location, "http://localhost:8000"), done.location).toBe(true);
      expect(done.location).toBe("/");
    }
  });

  it("issue 27: a stored returnTo is checked again on the way out (a row written before the check existed)", async () => {
    await insertUser(h, "ada@uni.edu", "social_media_manager");
    const { url, cookie } = await startLogin("/dashboard");
    await h.database.direct.$client.execute("UPDATE oidc_login_states SET return_to = '//evil.com'");
    const done = await finish(await idp.signInOverHttp(url.href, "ada"), cookie);
    expect(done.location).toBe("/");
  });

  it("GET /api/auth/providers offers the provider by its display name", async () => {
    const res = await call(h, "GET", "/api/auth/providers");
    expect(res.body).toEqual({ providers: [{ id: "oidc", name: "Northbridge ID", loginUrl: "/api/auth/oidc/login" }], passwordLogin: true });
  });
});

describe("every bad callback is refused in words and changes nothing", () => {
  beforeEach(async () => {
    await insertUser(h, "ada@uni.edu", "social_media_manager");
  });

  it("wrong state", async () => {
    const { url, cookie } = await startLogin();
    const back = await idp.signInOverHttp(url.href, "ada");
    back.searchParams.set("state", "not-the-state-we-sent");
    const before = await snapshot();
    expect(errorOf((await finish(back, cookie)).location)).toBe(IDENTITY_ERROR_CODES.signInStateInvalid);
    expect(await snapshot()).toEqual(before);
  });

  it("a replayed callback (same code, state and nonce) works once only", async () => {
    const { url, cookie } = await startLogin();
    const back = await idp.signInOverHttp(url.href, "ada");
    expect((await finish(back, cookie)).session).toBeDefined();
    const before = await snapshot();
    const again = await finish(back, cookie);
    expect(errorOf(again.location)).toBe(IDENTITY_ERROR_CODES.signInStateInvalid);
    expect(again.session).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it("a callback opened in another browser signs nobody in, and leaves the sign-in to its own browser", async () => {
    const { url, cookie } = await startLogin();
    const back = await idp.signInOverHttp(url.href, "ada");
    const before = await snapshot();
    expect(errorOf((await finish(back, undefined)).location)).toBe(IDENTITY_ERROR_CODES.signInStateInvalid);
    expect(errorOf((await finish(back, "steward_oidc=someone-elses")).location)).toBe(IDENTITY_ERROR_CODES.signInStateInvalid);
    expect(await snapshot()).toEqual(before);
    expect((await finish(back, cookie)).session).toBeDefined();
  });

  it("a code replayed into another sign-in is refused (PKCE and the provider's single-use codes)", async () => {
    const first = await startLogin();
    const stolen = await idp.signInOverHttp(first.url.href, "ada");
    await finish(stolen, first.cookie);
    const second = await startLogin();
    const forged = new URL(stolen);
    forged.searchParams.set("state", second.url.searchParams.get("state")!);
    const before = await snapshot();
    const done = await finish(forged, second.cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(await snapshot()).toEqual(before);
  });

  it("a code obtained with another nonce (an injected authorization) fails the nonce check", async () => {
    const { url, cookie } = await startLogin();
    const injected = new URL(url);
    injected.searchParams.set("nonce", "the-attackers-own-nonce-0123456789");
    const back = await idp.signInOverHttp(injected.href, "ada");
    const before = await snapshot();
    const done = await finish(back, cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(new URL(done.location, "http://localhost").searchParams.get("reason")).toMatch(/nonce/i);
    expect(await snapshot()).toEqual(before);
  });

  it("an answer claiming another issuer", async () => {
    const { url, cookie } = await startLogin();
    const back = await idp.signInOverHttp(url.href, "ada");
    expect(back.searchParams.get("iss")).toBe(idp.issuer);
    back.searchParams.set("iss", "https://impostor.example");
    const before = await snapshot();
    const done = await finish(back, cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(new URL(done.location, "http://localhost").searchParams.get("reason")).toMatch(/iss/i);
    expect(await snapshot()).toEqual(before);
  });

  it("a code issued to another application (another audience)", async () => {
    const { url, cookie } = await startLogin();
    const other = new URL(url);
    other.searchParams.set("client_id", OTHER_CLIENT.id);
    const back = await idp.signInOverHttp(other.href, "ada");
    expect(back.searchParams.get("code")).toBeTruthy();
    const before = await snapshot();
    expect(errorOf((await finish(back, cookie)).location)).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(await snapshot()).toEqual(before);
  });

  it("an expired ID token", async () => {
    const { url, cookie } = await startLogin();
    const back = await idp.signInOverHttp(url.href, "ada");
    // The provider's ID tokens live 120 s; five minutes later (the sign-in's state still valid) it has expired.
    h.clock.now = new Date(Date.now() + 5 * 60_000);
    const before = await snapshot();
    const done = await finish(back, cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(new URL(done.location, "http://localhost").searchParams.get("reason")).toMatch(/exp/i);
    expect(await snapshot()).toEqual(before);
  });

  it("an e-mail the provider has not verified", async () => {
    idp.accounts.set("unverified", { email: "ada@uni.edu", email_verified: false, name: "Not Ada" });
    const { url, cookie } = await startLogin();
    const before = await snapshot();
    const done = await finish(await idp.signInOverHttp(url.href, "unverified"), cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.emailNotVerified);
    expect(await snapshot()).toEqual(before);
  });

  it("a disabled user", async () => {
    await h.database.direct.run("UPDATE users SET status = 'inactive' WHERE email = 'ada@uni.edu'");
    const { url, cookie } = await startLogin();
    const before = await snapshot();
    const done = await finish(await idp.signInOverHttp(url.href, "ada"), cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.userNotActive);
    expect(await snapshot()).toEqual(before);
  });

  it("the person cancels at the provider", async () => {
    const { url, cookie } = await startLogin();
    const before = await snapshot();
    const done = await finish(await idp.signInOverHttp(url.href, "ada", { cancel: true }), cookie);
    expect(errorOf(done.location)).toBe(IDENTITY_ERROR_CODES.providerDenied);
    expect(await snapshot()).toEqual(before);
  });
});

describe("STEWARD_PASSWORD_LOGIN=false (break-glass)", () => {
  it("only super admins may still use a password; for anyone else even the right one is refused like a wrong one", async () => {
    h.close();
    await harness({ STEWARD_PASSWORD_LOGIN: "false" });
    await insertUser(h, "ada@uni.edu", "unit_admin");
    expect((await call(h, "GET", "/api/auth/providers")).body.passwordLogin).toBe(false);
    const refused = await call(h, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: PASSWORD } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(ERROR_CODES.invalidCredentials);
    const chief = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } });
    expect(chief.status).toBe(200);
    // Ada still gets in through the provider.
    const { url, cookie } = await startLogin();
    expect((await finish(await idp.signInOverHttp(url.href, "ada"), cookie)).session).toBeDefined();
  });
});

describe("the provider's access tokens as bearer tokens (OIDC_API_AUDIENCE)", () => {
  it("a token the portal got from the provider is the Steward user, with no session row", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "unit_admin");
    const token = await idp.portalAccessToken("ada", PORTAL_CALLBACK);
    const sessions = await count("sessions");
    const me = await call(h, "GET", "/api/users/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: ada.id, role: "unit_admin" });
    expect((await call(h, "GET", "/api/organization", { token })).status).toBe(200);
    expect(await count("sessions")).toBe(sessions);
  });

  it("a deactivated user is refused at the very next request, and a role change shows at once", async () => {
    const ada = await insertUser(h, "ada@uni.edu", "unit_admin");
    const token = await idp.portalAccessToken("ada", PORTAL_CALLBACK);
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(200);
    await h.database.direct.run(`UPDATE users SET role = 'social_media_manager' WHERE id = ${ada.id}`);
    expect((await call(h, "GET", "/api/users/me", { token })).body.user.role).toBe("social_media_manager");
    await call(h, "PUT", "/api/users/status", { token: root, body: { id: ada.id, status: "inactive" } });
    const refused = await call(h, "GET", "/api/users/me", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IDENTITY_ERROR_CODES.userNotActive);
  });

  it("someone unknown is told their access waits for review", async () => {
    idp.accounts.set("newcomer", { email: "newcomer@uni.edu", email_verified: true, name: "New Comer" });
    const token = await idp.portalAccessToken("newcomer", PORTAL_CALLBACK);
    const res = await call(h, "GET", "/api/users/me", { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(IDENTITY_ERROR_CODES.accessPending);
  });

  it("wrong issuer, wrong audience, expired, unknown key and an unverified e-mail are each refused with the reason, and change nothing", async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const claims = { sub: "ada", email: "ada@uni.edu", email_verified: true };
    const cases: [string, Promise<string>, number, string, string | undefined][] = [
      ["wrong issuer", idp.mint({ ...claims, iss: "https://impostor.example" }), 401, IDENTITY_ERROR_CODES.providerTokenInvalid, "wrong issuer"],
      ["wrong audience", idp.mint({ ...claims, aud: "https://another-api.example" }), 401, IDENTITY_ERROR_CODES.providerTokenInvalid, "wrong audience"],
      ["expired", idp.mint(claims, { expiresIn: -120 }), 401, IDENTITY_ERROR_CODES.providerTokenInvalid, "expired"],
      ["unknown key", idp.mint(claims, { kid: "unpublished" }), 401, IDENTITY_ERROR_CODES.providerTokenInvalid, "unknown signing key"],
      ["unverified e-mail", idp.mint({ ...claims, email_verified: false }), 403, IDENTITY_ERROR_CODES.emailNotVerified, undefined],
    ];
    const before = await snapshot();
    for (const [name, minted, status, message, reason] of cases) {
      const res = await call(h, "GET", "/api/users/me", { token: await minted });
      expect({ name, status: res.status, message: res.body.message, reason: res.body.reason }).toEqual({ name, status, message, reason });
    }
    // A tampered signature.
    const good = await idp.mint(claims);
    const tampered = `${good.slice(0, -4)}${good.slice(-4) === "AAAA" ? "BBBB" : "AAAA"}`;
    expect((await call(h, "GET", "/api/users/me", { token: tampered })).body).toMatchObject({ message: IDENTITY_ERROR_CODES.providerTokenInvalid });
    expect(await snapshot()).toEqual(before);
  });

  it("the provider's keys are fetched again when a token names a key id they did not have", async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const claims = { sub: "ada", email: "ada@uni.edu", email_verified: true };
    expect((await call(h, "GET", "/api/users/me", { token: await idp.mint(claims) })).status).toBe(200);
    await idp.rotateKeys();
    expect((await call(h, "GET", "/api/users/me", { token: await idp.mint(claims) })).status).toBe(200);
  });

  it("without OIDC_API_AUDIENCE a provider's token is no credential at all", async () => {
    h.close();
    await harness({ OIDC_API_AUDIENCE: "" });
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const res = await call(h, "GET", "/api/users/me", { token: await idp.portalAccessToken("ada", PORTAL_CALLBACK) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ERROR_CODES.unauthorized);
  });
});
