// OpenID Connect through the real Deno server (openid-client and jose's remote key set loaded by
// Deno from node_modules) against oidc-provider on loopback, over real HTTP; two instances on one
// database: a sign-in started on one finishes on the other and its replay to the first is refused;
// the provider's access token works on both, and a deactivation on one refuses it on the other at
// once. A provider that cannot be reached is said so, without a 500. The super admins here link
// their provider accounts from their own sessions first (issue 27: never by e-mail alone).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { API_AUDIENCE, PORTAL_CLIENT, STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../support/oidc-provider.ts";
import { freePort, http, startServer, type RunningServer } from "../support/server.ts";

let idp: TestOidcProvider;
let first: RunningServer;
let second: RunningServer;
let root: string;
const PORTAL_CALLBACK = "http://127.0.0.1:9/portal/signed-in";

const oidcEnv = (issuer: string) => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: STEWARD_CLIENT.id,
  OIDC_CLIENT_SECRET: STEWARD_CLIENT.secret,
  OIDC_ALLOW_HTTP: "true",
  OIDC_SCOPES: "openid email profile groups",
  OIDC_API_AUDIENCE: API_AUDIENCE,
  OIDC_API_CLIENT_IDS: PORTAL_CLIENT.id,
});

beforeAll(async () => {
  idp = await startOidcProvider({ portalRedirectUris: [PORTAL_CALLBACK] });
  first = await startServer({ env: oidcEnv(idp.issuer) });
  second = await startServer({ dataDir: first.dataDir, env: { ...oidcEnv(idp.issuer), STEWARD_PUBLIC_URL: first.url, DATABASE_URL: first.databaseUrl } });
  idp.addRedirectUris([`${first.url}/api/auth/oidc/callback`]);
  await http(first.url, "POST", "/api/create-first-user", { body: { name: "Root Admin", email: "root@uni.edu", password: "a long enough password" } });
  root = (await http(first.url, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "a long enough password" } })).body.token;
  const created = await http(first.url, "POST", "/api/users", { token: root, body: { name: "Grace Hopper", email: "grace@uni.edu", role: "super_admin", password: PASSWORD } });
  expect(created.status).toBe(201);
  idp.accounts.set("grace", { email: "grace@uni.edu", email_verified: true, name: "Grace Hopper" });
  await linkFromSession("grace@uni.edu", "grace");
});

const PASSWORD = "a long enough password";

/** A super admin signs in with their password and links their provider account `login` from that session. */
async function linkFromSession(email: string, login: string) {
  const session = (await http(first.url, "POST", "/api/users/login", { body: { email, password: PASSWORD } })).body.token as string;
  const started = await fetch(`${first.url}/api/auth/oidc/link`, { method: "POST", headers: { authorization: `Bearer ${session}` } });
  expect(started.status).toBe(200);
  const back = await idp.signInOverHttp(((await started.json()) as { url: string }).url, login);
  const done = await fetch(`${second.url}/api/auth/oidc/callback${back.search}`, { redirect: "manual", headers: { cookie: cookieOf(started, "steward_oidc")! } });
  expect(done.headers.get("location")).toBe("/");
}

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await idp?.close();
});

const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];

describe("OIDC on the Deno server", () => {
  it("a sign-in started on one instance finishes on the other, once", async () => {
    const login = await fetch(`${first.url}/api/auth/oidc/login?returnTo=%2Fdashboard%2Fusers`, { redirect: "manual" });
    expect(login.status).toBe(302);
    const browser = cookieOf(login, "steward_oidc")!;
    const back = await idp.signInOverHttp(login.headers.get("location")!, "grace");

    const done = await fetch(`${second.url}/api/auth/oidc/callback${back.search}`, { redirect: "manual", headers: { cookie: browser } });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/dashboard/users");
    const session = cookieOf(done, "steward_session")!;
    const me = await http(first.url, "GET", "/api/users/me", { headers: { cookie: session } });
    expect(me.body.user.email).toBe("grace@uni.edu");

    const replay = await fetch(`${first.url}/api/auth/oidc/callback${back.search}`, { redirect: "manual", headers: { cookie: browser } });
    expect(new URL(replay.headers.get("location")!, first.url).searchParams.get("error")).toBe(IDENTITY_ERROR_CODES.signInStateInvalid);
    expect(cookieOf(replay, "steward_session")).toBeUndefined();
  });

  it("the provider's access token works on both instances; deactivated on one, it is refused on the other at once", async () => {
    idp.accounts.set("alan", { email: "alan@uni.edu", email_verified: true, name: "Alan Turing" });
    const created = await http(first.url, "POST", "/api/users", { token: root, body: { name: "Alan Turing", email: "alan@uni.edu", role: "super_admin", password: PASSWORD } });
    await linkFromSession("alan@uni.edu", "alan");
    const token = await idp.portalAccessToken("alan", PORTAL_CALLBACK);
    expect((await http(first.url, "GET", "/api/users/me", { token })).body.user.email).toBe("alan@uni.edu");
    expect((await http(second.url, "GET", "/api/users/me", { token })).status).toBe(200);
    await http(first.url, "PUT", "/api/users/status", { token: root, body: { id: created.body.doc.id, status: "inactive" } });
    const refused = await http(second.url, "GET", "/api/users/me", { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(IDENTITY_ERROR_CODES.userNotActive);
    const forged = await idp.mint({ sub: "alan", aud: "https://another-api.example" });
    expect((await http(second.url, "GET", "/api/users/me", { token: forged })).body).toMatchObject({ message: IDENTITY_ERROR_CODES.providerTokenInvalid, reason: "wrong audience" });
  });

  it("a provider that cannot be reached is said so on the sign-in page, not a 500", async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}`;
    const lonely = await startServer({ env: oidcEnv(nowhere) });
    try {
      const login = await fetch(`${lonely.url}/api/auth/oidc/login`, { redirect: "manual" });
      expect(login.status).toBe(302);
      expect(login.headers.get("location")).toBe(`/sign-in?error=${IDENTITY_ERROR_CODES.providerUnavailable}`);
    } finally {
      await lonely.stop();
    }
  });
});
