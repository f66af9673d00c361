// The identity provider page's SAML settings (issue 33, point 7) through the real Deno server over
// real HTTP, against the samlify IdP on loopback, with no SAML environment variable on the first
// instance: settings saved by a super admin (the IdP's entity id, SSO address and certificate, the
// SP's key pair) make a real SAML sign-in work at once, started on one instance and finished on a
// second one on the same database (an encrypted assertion, decrypted with the key saved on the
// page); a bad certificate is refused with a sentence in the reader's language; the private key is
// never answered nor audited; an environment variable wins and locks its field; a unit admin is
// refused; a test sign-in shows what the IdP sent (or why it failed) and signs nobody in.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { FOREIGN_CERT, IDP_CERT, SP_CERT_FILE, SP_KEY_FILE, startSamlIdp, type PostedForm, type TestIdp } from "../support/saml-idp.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let idp: TestIdp;
let first: RunningServer;
let second: RunningServer;
let root: string;
let unitAdmin: string;
const PASSWORD = "a long enough password";
const ENV_NAME = "Northbridge (from the environment)";
const SP_KEY = readFileSync(SP_KEY_FILE, "utf8");
const SP_CERT = readFileSync(SP_CERT_FILE, "utf8");
// A line from the middle of the private key: no answer or audit entry may carry any of it.
const KEY_LINE = SP_KEY.split("\n")[5]!;

const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];

const samlBody = (extra: Record<string, unknown> = {}) => ({
  saml: {
    enabled: true,
    idpEntityId: idp.entityId,
    ssoUrl: idp.ssoUrl,
    idpCertificates: IDP_CERT,
    displayName: "University SAML",
    spCertificate: SP_CERT,
    emailAttribute: "urn:oid:0.9.2342.19200300.100.1.3",
    nameAttribute: "urn:oid:2.16.840.1.113730.3.1.241",
    groupsAttributes: ["urn:oid:1.3.6.1.4.1.5923.1.5.1.1"],
    ...extra,
  },
});

beforeAll(async () => {
  idp = await startSamlIdp();
  first = await startServer();
  // Same database, same public address; the environment sets the display name here only.
  second = await startServer({ dataDir: first.dataDir, env: { STEWARD_PUBLIC_URL: first.url, DATABASE_URL: first.databaseUrl, SAML_DISPLAY_NAME: ENV_NAME } });
  const made = await http(first.url, "POST", "/api/create-first-user", { body: { name: "Root Admin", email: "root@uni.edu", password: PASSWORD } });
  root = (await http(first.url, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } })).body.token;
  const unit = await http(first.url, "POST", "/api/organization", { token: root, body: { name: "Physics", type: "higher_education_institution", admin: made.body.user.id } });
  await http(first.url, "POST", "/api/users", { token: root, body: { name: "Una Admin", email: "una@uni.edu", role: "unit_admin", organizations: [unit.body.doc.id], password: PASSWORD } });
  await http(first.url, "POST", "/api/users", { token: root, body: { name: "Sid Manager", email: "sid@uni.edu", role: "social_media_manager", organizations: [unit.body.doc.id], password: PASSWORD } });
  unitAdmin = (await http(first.url, "POST", "/api/users/login", { body: { email: "una@uni.edu", password: PASSWORD } })).body.token;
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await idp?.close();
});

/** What the browser does with the IdP page's form: a cross-site form post to `server`'s ACS. */
function postForm(server: RunningServer, form: PostedForm, browser: string) {
  return fetch(`${server.url}${new URL(form.action).pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: idp.url, "sec-fetch-site": "cross-site", cookie: browser },
    body: new URLSearchParams({ SAMLResponse: form.SAMLResponse }).toString(),
  });
}

/** A browser sign-in as Sid started on `start` and finished on `finish`: the ACS's answer. */
async function signIn(start: RunningServer, finish: RunningServer, options: { encrypt?: boolean } = {}) {
  const begun = await fetch(`${start.url}/api/auth/saml/login`, { redirect: "manual" });
  const location = begun.headers.get("location")!;
  expect(location, location).not.toMatch(/^\/sign-in/);
  idp.signInAs({ nameId: "sid-persistent", email: "sid@uni.edu", name: "Sid Manager" }, options);
  return postForm(finish, await idp.visit(location), cookieOf(begun, "steward_saml_browser")!);
}

/** A super admin's SAML test sign-in: its result, read as the page reads it. */
async function testSignIn(user: Parameters<TestIdp["signInAs"]>[0], options: Parameters<TestIdp["signInAs"]>[1] = {}) {
  const started = await fetch(`${first.url}/api/identity/settings/test?provider=saml&returnTo=%2Fdashboard%2Fidentity-provider`, { method: "POST", headers: { authorization: `Bearer ${root}` } });
  expect(started.status).toBe(200);
  idp.signInAs(user, options);
  const form = await idp.visit(((await started.json()) as { url: string }).url);
  const done = await postForm(second, form, cookieOf(started, "steward_saml_browser")!);
  expect(done.status).toBe(303);
  expect(cookieOf(done, "steward_session")).toBeUndefined();
  const location = new URL(done.headers.get("location")!, first.url);
  expect(location.pathname).toBe("/dashboard/identity-provider");
  const read = await http(first.url, "GET", `/api/identity/settings/test/${location.searchParams.get("signInTest")}`, { token: root });
  expect(read.status).toBe(200);
  return read.body.doc;
}

describe("SAML settings on the identity provider page", () => {
  it("are refused to a unit admin; a bad certificate or a key that is not the certificate's is refused with a sentence", async () => {
    expect((await http(first.url, "GET", "/api/identity/settings", { token: unitAdmin })).status).toBe(403);
    expect((await http(first.url, "PUT", "/api/identity/settings", { token: unitAdmin, body: samlBody({ spPrivateKey: SP_KEY }) })).status).toBe(403);

    // A person's own language decides (issue 31): the super admin reads Spanish for this one.
    await http(first.url, "PATCH", "/api/users/me", { token: root, body: { locale: "es-CO" } });
    const truncated = IDP_CERT.replace(/\n[A-Za-z0-9+/]{64}\n/, "\n");
    const bad = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: samlBody({ idpCertificates: truncated, ssoUrl: "http://sso.example.edu/", spPrivateKey: SP_KEY, spCertificate: FOREIGN_CERT }) });
    await http(first.url, "PATCH", "/api/users/me", { token: root, body: { locale: "en" } });
    expect(bad.status).toBe(400);
    const byPath = Object.fromEntries((bad.body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]));
    expect(byPath["saml.idpCertificates"]).toBe(
      "Este no es un certificado X.509 válido: pegue el certificado de firma del IdP en formato PEM, desde -----BEGIN CERTIFICATE----- hasta -----END CERTIFICATE-----.",
    );
    expect(byPath["saml.ssoUrl"]).toBe("La dirección de inicio de sesión único debe ser una dirección https:// completa (http:// solo para un IdP en este mismo equipo).");
    expect(byPath["saml.spPrivateKey"]).toBe("Esta clave privada no corresponde al certificado del SP.");

    const notPem = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: samlBody({ idpCertificates: "MIIC not a certificate", spPrivateKey: SP_KEY }) });
    expect(notPem.body.errors).toEqual([
      { path: "saml.idpCertificates", message: "This is not a valid X.509 certificate: paste the IdP's signing certificate in PEM form, from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----." },
    ]);
    // Nothing was saved: the sign-in page offers no provider, and there is no SP metadata.
    expect((await http(first.url, "GET", "/api/auth/providers")).body.providers).toEqual([]);
    expect((await fetch(`${first.url}/api/auth/saml/metadata`)).status).toBe(404);
  });

  it("saved from the API, a real sign-in works at once across instances; the private key is never answered nor audited", async () => {
    const saved = await http(first.url, "PUT", "/api/identity/settings", { token: root, body: samlBody({ spPrivateKey: SP_KEY }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.saml).toMatchObject({
      enabled: true,
      ready: true,
      idpEntityId: idp.entityId,
      spPrivateKeySet: true,
      locked: [],
      spEntityId: `${first.url}/api/auth/saml/metadata`,
      acsUrl: `${first.url}/api/auth/saml/acs`,
      idpCertificateFacts: [expect.objectContaining({ subject: "CN=steward-test-idp" })],
    });
    expect(JSON.stringify(saved.body)).not.toContain(KEY_LINE);
    expect(JSON.stringify((await http(first.url, "GET", "/api/identity/settings", { token: root })).body)).not.toContain(KEY_LINE);
    expect((await http(first.url, "GET", "/api/auth/providers")).body.providers).toEqual([{ id: "saml", name: "University SAML", loginUrl: "/api/auth/saml/login" }]);

    // The SP's metadata publishes the certificate saved on the page: the IdP encrypts to it.
    const metadata = await fetch(`${first.url}/api/auth/saml/metadata`);
    expect(metadata.status).toBe(200);
    idp.registerServiceProvider(await metadata.text());
    const done = await signIn(first, second, { encrypt: true });
    expect(done.headers.get("location")).toBe("/");
    const me = await http(first.url, "GET", "/api/users/me", { headers: { cookie: cookieOf(done, "steward_session")! } });
    expect(me.body.user.email).toBe("sid@uni.edu");

    const audit = await http(first.url, "GET", "/api/audit-logs?entity=identity-provider-settings", { token: root });
    expect(audit.body.docs).toHaveLength(1);
    expect(audit.body.docs[0].current).toMatchObject({ provider: "saml", spPrivateKeySet: true, changed: expect.arrayContaining(["enabled", "idpEntityId", "ssoUrl", "idpCertificates", "spPrivateKey"]) });
    expect(JSON.stringify(audit.body)).not.toContain(KEY_LINE);
  });

  it("an environment variable wins and locks its field; a changed certificate is used at the next sign-in on every instance", async () => {
    const onSecond = await http(second.url, "GET", "/api/identity/settings", { token: root });
    expect(onSecond.body.saml).toMatchObject({ displayName: ENV_NAME, locked: ["displayName"], lockedBy: { displayName: "SAML_DISPLAY_NAME" }, idpEntityId: idp.entityId });
    const put = await http(second.url, "PUT", "/api/identity/settings", { token: root, body: samlBody({ displayName: "Changed from the page" }) });
    expect(put.status).toBe(200);
    expect(put.body.saml.displayName).toBe(ENV_NAME);
    expect((await http(second.url, "GET", "/api/auth/providers")).body.providers).toEqual([{ id: "saml", name: ENV_NAME, loginUrl: "/api/auth/saml/login" }]);
    // The first instance has no such variable: what is stored is unchanged by a locked field.
    expect((await http(first.url, "GET", "/api/identity/settings", { token: root })).body.saml).toMatchObject({ displayName: "University SAML", locked: [] });

    // A certificate the IdP does not sign with: the next response is refused on either instance.
    await http(first.url, "PUT", "/api/identity/settings", { token: root, body: samlBody({ idpCertificates: FOREIGN_CERT }) });
    const refused = await signIn(second, first);
    expect(refused.headers.get("location")).toBe(`/sign-in?error=${IDENTITY_ERROR_CODES.providerResponseInvalid}&reason=signature`);
    expect(cookieOf(refused, "steward_session")).toBeUndefined();
    await http(first.url, "PUT", "/api/identity/settings", { token: root, body: samlBody({ idpCertificates: `${FOREIGN_CERT}\n${IDP_CERT}` }) });
    expect((await signIn(second, first)).headers.get("location")).toBe("/");
  });

  it("a test sign-in shows what the IdP sent, or why it failed, and signs nobody in nor creates anyone", async () => {
    const usersBefore = (await http(first.url, "GET", "/api/users?limit=100", { token: root })).body.totalDocs;
    const result = await testSignIn({ nameId: "newcomer-1", email: "newcomer@uni.edu", name: "New Comer", groups: ["visitors"] });
    expect(result).toMatchObject({ provider: "saml", outcome: "received", subject: `${idp.entityId}!newcomer-1`, email: "newcomer@uni.edu", name: "New Comer", groups: ["visitors"], wouldSignIn: "pending_activation" });
    expect((await http(first.url, "GET", "/api/users?limit=100", { token: root })).body.totalDocs).toBe(usersBefore);

    const failed = await testSignIn({ nameId: "sid-persistent", email: "sid@uni.edu" }, { overrides: { Audience: "https://another-sp.example.edu" } });
    expect(failed).toMatchObject({ provider: "saml", outcome: "failed", code: IDENTITY_ERROR_CODES.providerResponseInvalid, reason: "audience", subject: null });

    const audit = await http(first.url, "GET", "/api/audit-logs?entity=identity-provider-settings", { token: root });
    const tests = audit.body.docs.filter((d: { action: string }) => d.action === "sign_in_test").map((d: { current: unknown }) => d.current);
    expect(tests).toEqual(expect.arrayContaining([expect.objectContaining({ provider: "saml", outcome: "received", wouldSignIn: "pending_activation" }), expect.objectContaining({ provider: "saml", outcome: "failed" })]));
    expect(first.output()).not.toMatch(/unhandled error/);
    expect(second.output()).not.toMatch(/unhandled error/);
  });
});
