// The identity provider settings page's API (issue 33, point 7) through the real Deno server over
// real HTTP, against oidc-provider on loopback, with no OIDC environment variable on the first
// instance: settings saved by a super admin make sign-in work at once on a second instance on the
// same database; the client secret is never answered nor audited; a changed secret is used at the
// next sign-in (no instance keeps the old one); an environment variable wins and locks its field;
// a unit admin is refused; a test sign-in shows what the provider sent and signs nobody in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../support/oidc-provider.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let idp: TestOidcProvider;
let first: RunningServer;
let second: RunningServer;
let root: string;
let unitAdmin: string;
const PASSWORD = "a long enough password";
const ENV_NAME = "Campus SSO (from the environment)";

const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];

const settingsBody = (issuer: string, extra: Record<string, unknown> = {}) => ({
  oidc: {
    enabled: true,
    issuer,
    clientId: STEWARD_CLIENT.id,
    scopes: "openid email profile groups",
    displayName: "University Login",
    emailVerifiedClaim: "email_verified",
    groupsClaim: "groups",
    ...extra,
  },
});

beforeAll(async () => {
  idp = await startOidcProvider();
  first = await startServer();
  // Same database; the environment sets the display name here only.
  second = await startServer({ dataDir: first.dataDir, env: { STEWARD_PUBLIC_URL: first.url, DATABASE_URL: first.databaseUrl, OIDC_DISPLAY_NAME: ENV_NAME } });
  idp.addRedirectUris([`${first.url}/api/auth/oidc/callback`]);
  const made = await http(first.url, "POST", "/api/create-first-user", { body: { name: "Root Admin", email: "root@uni.edu", password: PASSWORD } });
  root = (await http(first.url, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } })).body.token;
  const unit = await http(first.url, "POST", "/api/organization", { token: root, body: { name: "Physics", type: "higher_education_institution", admin: made.body.user.id } });
  await http(first.url, "POST", "/api/users", { token: root, body: { name: "Una Admin", email: "una@uni.edu", role: "unit_admin", organizations: [unit.body.doc.id], password: PASSWORD } });
  await http(first.url, "POST", "/api/users", { token: root, body: { name: "Sid Manager", email: "sid@uni.edu", role: "social_media_manager", organizations: [unit.body.doc.id], password: PASSWORD } });
  unitAdmin = (await http(first.url, "POST", "/api/users/login", { body: { email: "una@uni.edu", password: PASSWORD } })).body.token;
  idp.accounts.set("sid", { email: "sid@uni.edu", email_verified: true, name: "Sid Manager", groups: ["physics-staff"] });
  idp.accounts.set("newcomer", { email: "newcomer@uni.edu", email_verified: true, name: "New Comer", groups: ["visitors"] });
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await idp?.close();
});

/** A super admin's test sign-in as `login`: its result and the id the page reads it by. */
async function testSignInOf(login: string) {
  const started = await fetch(`${first.url}/api/identity/settings/test?returnTo=%2Fdashboard%2Fidentity-provider`, { method: "POST", headers: { authorization: `Bearer ${root}` } });
  expect(started.status).toBe(200);
  const back = await idp.signInOverHttp(((await started.json()) as { url: string }).url, login);
  const done = await fetch(`${second.url}/api/auth/oidc/callback${back.search}`, { redirect: "manual", headers: { cookie: cookieOf(started, "steward_oidc")! } });
  expect(cookieOf(done, "steward_session")).toBeUndefined();
  const location = new URL(done.headers.get("location")!, first.url);
  expect(location.pathname).toBe("/dashboard/identity-provider");
  const id = location.searchParams.get("signInTest")!;
  const read = await http(first.url, "GET", `/api/identity/settings/test/${id}`, { token: root });
  expect(read.status).toBe(200);
  return { result: read.body.doc, id };
}
const testSignIn = async (login: string) => (await testSignInOf(login)).result;

/** A browser sign-in started on `start` and finished on `finish`: the callback's answer. */
async function signIn(start: RunningServer, finish: RunningServer, login: string) {
  const begun = await fetch(`${start.url}/api/auth/oidc/login`, { redirect: "manual" });
  const location = begun.headers.get("location")!;
  expect(location, location).not.toMatch(/^\/sign-in/);
  const back = await idp.signInOverHttp(location, login);
  return fetch(`${finish.url}/api/auth/oidc/callback${back.search}`, { redirect: "manual", headers: { cookie: cookieOf(begun, "steward_oidc")! } });
}

describe("identity provider settings", () => {
  it("are refused to a unit admin, and checked with a sentence in the reader's language", async () => {
    expect((await http(first.url, "GET", "/api/identity/settings", { token: unitAdmin })).status).toBe(403);
    expect((await http(first.url, "PUT", "/api/identity/settings", { token: unitAdmin, body: settingsBody(idp.issuer, { clientSecret: "x" }) })).status).toBe(403);

    // A person's own language decides (issue 31): the super admin reads Spanish for this one.
    await http(first.url, "PATCH", "/api/users/me", { token: root, body: { locale: "es-CO" } });
    const bad = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody("http://login.example.edu", { scopes: "email profile" }) });
    await http(first.url, "PATCH", "/api/users/me", { token: root, body: { locale: "en" } });
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries((bad.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    expect(byPath["oidc.issuer"]).toBe("El emisor debe ser una dirección https:// (http:// solo para un proveedor en este mismo equipo).");
    expect(byPath["oidc.scopes"]).toBe("Los alcances (scopes) deben incluir openid.");
    expect(byPath["oidc.clientSecret"]).toBe("Ingrese el secreto de cliente para activar el inicio de sesión con OpenID Connect.");
    // Nothing was saved: the sign-in page still offers no provider.
    expect((await http(first.url, "GET", "/api/auth/providers")).body.providers).toEqual([]);
  });

  it("saved from the API, sign-in works at once on both instances; the secret is never answered nor audited", async () => {
    const saved = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody(idp.issuer, { clientSecret: STEWARD_CLIENT.secret }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.oidc).toMatchObject({ enabled: true, issuer: idp.issuer, clientSecretSet: true, ready: true, locked: [], redirectUri: `${first.url}/api/auth/oidc/callback` });
    expect(JSON.stringify(saved.body)).not.toContain(STEWARD_CLIENT.secret);
    expect(JSON.stringify((await http(first.url, "GET", "/api/identity/settings", { token: root })).body)).not.toContain(STEWARD_CLIENT.secret);

    expect((await http(first.url, "GET", "/api/auth/providers")).body.providers).toEqual([{ id: "oidc", name: "University Login", loginUrl: "/api/auth/oidc/login" }]);
    const done = await signIn(first, second, "sid");
    expect(done.headers.get("location")).toBe("/");
    const me = await http(first.url, "GET", "/api/users/me", { headers: { cookie: cookieOf(done, "steward_session")! } });
    expect(me.body.user.email).toBe("sid@uni.edu");

    const audit = await http(first.url, "GET", "/api/audit-logs?entity=identity-provider-settings", { token: root });
    expect(audit.body.docs).toHaveLength(1);
    expect(audit.body.docs[0].current).toMatchObject({ changed: expect.arrayContaining(["enabled", "issuer", "clientId", "clientSecret"]) });
    expect(JSON.stringify(audit.body)).not.toContain(STEWARD_CLIENT.secret);
  });

  it("a save without the secret keeps it; a new secret is used at the next sign-in on every instance", async () => {
    const kept = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody(idp.issuer, { displayName: "Uni Login" }) });
    expect(kept.body.oidc.clientSecretSet).toBe(true);
    expect((await signIn(first, second, "sid")).headers.get("location")).toBe("/");

    await http(first.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody(idp.issuer, { clientSecret: "not-the-client-secret" }) });
    const refused = await signIn(second, first, "sid");
    expect(new URL(refused.headers.get("location")!, first.url).searchParams.get("error")).toBe(IDENTITY_ERROR_CODES.providerResponseInvalid);
    expect(cookieOf(refused, "steward_session")).toBeUndefined();
    // A test sign-in says what failed instead.
    const test = await testSignIn("sid");
    expect(test).toMatchObject({ outcome: "failed", code: IDENTITY_ERROR_CODES.providerResponseInvalid, subject: null, wouldSignIn: null });
    await http(first.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody(idp.issuer, { clientSecret: STEWARD_CLIENT.secret }) });

    // The kept secret is never sent to another provider: a new issuer needs the secret typed again,
    // and an address inside the server's networks is no issuer.
    const moved = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody("https://login.attacker.example") });
    expect(moved.status).toBe(400);
    expect(moved.body.errors).toEqual([{ path: "oidc.clientSecret", message: expect.stringContaining("Enter the client secret again") }]);
    for (const inside of ["https://169.254.169.254", "https://10.0.0.5", "https://metadata.google.internal", "https://[fd00::1]"]) {
      const probe = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody(inside, { clientSecret: "x" }) });
      expect(probe.body.errors, inside).toEqual([{ path: "oidc.issuer", message: expect.stringContaining("public address") }]);
    }
    expect((await http(first.url, "GET", "/api/identity/settings", { token: root })).body.oidc.issuer).toBe(idp.issuer);
  });

  it("an environment variable wins and locks its field", async () => {
    const onSecond = await http(second.url, "GET", "/api/identity/settings", { token: root });
    expect(onSecond.body.oidc).toMatchObject({ displayName: ENV_NAME, locked: ["displayName"], issuer: idp.issuer });
    const put = await http(second.url, "PUT", "/api/identity/settings", { token: root, body: settingsBody(idp.issuer, { displayName: "Changed from the page" }) });
    expect(put.body.oidc.displayName).toBe(ENV_NAME);
    expect((await http(second.url, "GET", "/api/auth/providers")).body.providers[0].name).toBe(ENV_NAME);
    // The first instance has no such variable: what is stored is unchanged by a locked field.
    expect((await http(first.url, "GET", "/api/identity/settings", { token: root })).body.oidc).toMatchObject({ displayName: "University Login", locked: [] });
  });

  it("a test sign-in shows what the provider sent and signs nobody in, nor creates anyone", async () => {
    const usersBefore = (await http(first.url, "GET", "/api/users?limit=100", { token: root })).body.totalDocs;
    const { result, id } = await testSignInOf("newcomer");
    expect(result).toMatchObject({ outcome: "received", subject: "newcomer", email: "newcomer@uni.edu", emailVerified: true, name: "New Comer", groups: ["visitors"], wouldSignIn: "pending_activation" });
    expect((await http(first.url, "GET", "/api/users?limit=100", { token: root })).body.totalDocs).toBe(usersBefore);
    // Only its own super admin reads it.
    expect((await http(first.url, "GET", `/api/identity/settings/test/${id}`, { token: unitAdmin })).status).toBe(403);

    const audit = await http(first.url, "GET", "/api/audit-logs?entity=identity-provider-settings", { token: root });
    expect(audit.body.docs.find((d: { action: string }) => d.action === "sign_in_test")?.current).toMatchObject({ outcome: "received", subject: "newcomer", wouldSignIn: "pending_activation" });
  });
});
