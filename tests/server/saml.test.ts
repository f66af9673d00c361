// SAML 2.0 sign-in through the real Deno server (node-saml, xml-crypto and xmldom loaded by Deno
// from node_modules) against the samlify identity provider on loopback, over real HTTP; and two
// instances on one database: a sign-in started on one finishes on the other, and its response
// replayed to the first is refused. Ada, a super admin, links her IdP account from her password
// session first (issue 27: never by e-mail alone).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { SP_CERT_FILE, SP_KEY_FILE, startSamlIdp, type PostedForm, type TestIdp } from "../support/saml-idp.ts";
import { http, startServer, type RunningServer } from "../support/server.ts";

let idp: TestIdp;
let first: RunningServer;
let second: RunningServer;

beforeAll(async () => {
  idp = await startSamlIdp();
  // With the SP's key pair, so that encrypted assertions are decrypted by Deno as well.
  const keys = { SAML_SP_PRIVATE_KEY_FILE: SP_KEY_FILE, SAML_SP_CERT_FILE: SP_CERT_FILE };
  first = await startServer({ env: { SAML_IDP_METADATA_URL: idp.metadataUrl, SAML_DISPLAY_NAME: "Northbridge University", ...keys } });
  // A second instance on the same database, reached by people at the same public address.
  second = await startServer({
    dataDir: first.dataDir,
    env: { SAML_IDP_METADATA_URL: idp.metadataUrl, STEWARD_PUBLIC_URL: first.url, DATABASE_URL: first.databaseUrl, ...keys },
  });
  const metadata = await fetch(`${first.url}/api/auth/saml/metadata`);
  expect(metadata.status).toBe(200);
  idp.registerServiceProvider(await metadata.text());
  const created = await http(first.url, "POST", "/api/create-first-user", { body: { name: "Ada Lovelace", email: "ada@uni.edu", password: "a long enough password" } });
  expect(created.status).toBe(201);

  const session = (await http(first.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long enough password" } })).body.token as string;
  const started = await fetch(`${first.url}/api/auth/saml/link`, { method: "POST", headers: { authorization: `Bearer ${session}` } });
  expect(started.status).toBe(200);
  idp.signInAs({ nameId: "ada-persistent-1", email: "ada@uni.edu", name: "Ada Lovelace" });
  const form = await idp.visit(((await started.json()) as { url: string }).url);
  const linked = await postForm(first, form, cookieOf(started, "steward_saml_browser")!);
  expect(linked.headers.get("location")).toBe("/");
});

afterAll(async () => {
  await second?.stop();
  await first?.stop();
  await idp?.close();
});

const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];

async function login(server: RunningServer, returnTo: string) {
  const res = await fetch(`${server.url}/api/auth/saml/login?returnTo=${encodeURIComponent(returnTo)}`, { redirect: "manual" });
  expect(res.status).toBe(302);
  return { location: res.headers.get("location")!, browser: cookieOf(res, "steward_saml_browser")! };
}

/** What the browser does with the IdP page's form: a cross-site form post to `server`'s ACS. */
async function postForm(server: RunningServer, form: PostedForm, browser: string, samlResponse = form.SAMLResponse) {
  const path = new URL(form.action).pathname;
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: idp.url, "sec-fetch-site": "cross-site", cookie: browser },
    body: new URLSearchParams({ SAMLResponse: samlResponse }).toString(),
  });
}

describe("SAML sign-in on the real server", () => {
  it("lists SAML among the sign-in page's providers when it is configured", async () => {
    const res = await http(first.url, "GET", "/api/auth/providers");
    expect(res.status).toBe(200);
    expect(res.body.providers).toContainEqual({ id: "saml", name: "Northbridge University", loginUrl: "/api/auth/saml/login" });
  });

  it("the identity provider page shows the IdP as the environment's metadata gives it, read-only, naming the variable", async () => {
    const token = (await http(first.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long enough password" } })).body.token as string;
    const settings = await http(first.url, "GET", "/api/identity/settings", { token });
    expect(settings.body.saml).toMatchObject({
      enabled: true,
      ready: true,
      idpEntityId: idp.entityId,
      ssoUrl: idp.ssoUrl,
      displayName: "Northbridge University",
      spPrivateKeySet: true,
      lockedBy: { enabled: "SAML_IDP_METADATA_URL", idpEntityId: "SAML_IDP_METADATA_URL", ssoUrl: "SAML_IDP_METADATA_URL", idpCertificates: "SAML_IDP_METADATA_URL", displayName: "SAML_DISPLAY_NAME", spPrivateKey: "SAML_SP_PRIVATE_KEY_FILE" },
      idpCertificateFacts: [expect.objectContaining({ subject: "CN=steward-test-idp" })],
    });
    expect(settings.body.saml.idpCertificates).toContain("-----BEGIN CERTIFICATE-----");
  });

  it("login, IdP, ACS: the session works on /api/users/me; a tampered response is refused without a 500", async () => {
    const { location, browser } = await login(first, "/dashboard/units");
    idp.signInAs({ nameId: "ada-persistent-1", email: "ada@uni.edu", name: "Ada Lovelace" });
    const form = await idp.visit(location);
    expect(form.action).toBe(`${first.url}/api/auth/saml/acs`);

    const tampered = Buffer.from(Buffer.from(form.SAMLResponse, "base64").toString("utf8").replace("Ada Lovelace", "Eve")).toString("base64");
    const refused = await postForm(first, form, browser, tampered);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/sign-in?error=${IDENTITY_ERROR_CODES.providerResponseInvalid}&reason=signature`);
    expect(cookieOf(refused, "steward_session")).toBeUndefined();

    const res = await postForm(first, form, browser);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/dashboard/units");
    const session = cookieOf(res, "steward_session");
    expect(session).toBeTruthy();
    const me = await http(first.url, "GET", "/api/users/me", { headers: { cookie: session! } });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: "ada@uni.edu", role: "super_admin" });
  });

  it("a sign-in started on one instance finishes on another (an encrypted assertion); the response replayed to the first is refused", async () => {
    const { location, browser } = await login(first, "/");
    idp.signInAs({ nameId: "ada-persistent-1", email: "ada@uni.edu" }, { encrypt: true });
    const form = await idp.visit(location);
    expect(Buffer.from(form.SAMLResponse, "base64").toString("utf8")).toContain("EncryptedAssertion");
    const onSecond = await postForm(second, form, browser);
    expect(onSecond.status).toBe(303);
    expect(onSecond.headers.get("location")).toBe("/");
    const session = cookieOf(onSecond, "steward_session")!;
    expect((await http(first.url, "GET", "/api/users/me", { headers: { cookie: session } })).status).toBe(200);

    const replayed = await postForm(first, form, browser);
    expect(replayed.status).toBe(303);
    expect(replayed.headers.get("location")).toBe(`/sign-in?error=${IDENTITY_ERROR_CODES.signInStateInvalid}&reason=in_response_to`);
    expect(cookieOf(replayed, "steward_session")).toBeUndefined();
    expect(first.output()).not.toMatch(/unhandled error/);
    expect(second.output()).not.toMatch(/unhandled error/);
  });
});
