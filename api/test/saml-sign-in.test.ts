// Issue 17 points 2 and 6: SAML 2.0 sign-in against a real identity provider (samlify, on
// loopback, signing real responses with its own key; tests/support/saml-idp.ts), through the app.
// Each bad case is refused with a redirect to the sign-in page that names the check that failed,
// sets no session and writes nothing.
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { readFileSync } from "node:fs";
import {
  ATTR,
  SP_CERT_FILE,
  SP_KEY_FILE,
  startSamlIdp,
  TRANSIENT,
  type PostedForm,
  type ResponseOptions,
  type SamlTestUser,
  type TestIdp,
} from "../../tests/support/saml-idp.ts";
import { parseIdpMetadata } from "../src/saml/idp-metadata.ts";
import { samlConfigOf } from "../src/saml/saml-config.ts";
import { checkResponse } from "../src/saml/service-provider.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser } from "./fixtures.ts";
import { isSafeLocation, OFF_SITE_RETURNS } from "./redirect-attacks.ts";

const PUBLIC = "http://localhost";
const ACS = `${PUBLIC}/api/auth/saml/acs`;
const SP_ENTITY = `${PUBLIC}/api/auth/saml/metadata`;
const PORTAL = "https://portal.uni.edu";

let idp: TestIdp;
let h: Harness;

beforeAll(async () => {
  idp = await startSamlIdp();
});
afterAll(() => idp.close());

beforeEach(async () => {
  h = await createHarness({ SAML_IDP_METADATA_URL: idp.metadataUrl, STEWARD_PUBLIC_URL: PUBLIC, ALLOWED_ORIGINS: PORTAL });
  // node-saml and the IdP read the wall clock; the app's own bookkeeping reads this one.
  h.clock.now = new Date();
  const metadata = await call(h, "GET", "/api/auth/saml/metadata");
  idp.registerServiceProvider(metadata.body as string);
});
afterEach(() => h.close());

const ada: SamlTestUser = { nameId: "ada-7f3c", email: "ada@uni.edu", name: "Ada Lovelace", groups: ["staff:social"], affiliations: ["staff"] };

function cookieFrom(res: Response | { headers: Headers }, name: string): string | undefined {
  const all = res.headers.getSetCookie();
  const line = all.find((c) => c.startsWith(`${name}=`));
  return line?.split(";")[0];
}

async function startLogin(returnTo?: string) {
  const res = await h.app.request(`${PUBLIC}/api/auth/saml/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`);
  return { res, location: res.headers.get("location") ?? "", browser: cookieFrom(res, "steward_saml_browser") ?? "" };
}

async function post(form: Pick<PostedForm, "SAMLResponse" | "RelayState">, browser: string | undefined, to = ACS) {
  const body = new URLSearchParams({ SAMLResponse: form.SAMLResponse, ...(form.RelayState ? { RelayState: form.RelayState } : {}) });
  return h.app.request(to, {
    method: "POST",
    // What a browser sends when the IdP's page posts the form: the IdP's origin, cross-site.
    headers: { "content-type": "application/x-www-form-urlencoded", origin: idp.url, "sec-fetch-site": "cross-site", ...(browser ? { cookie: browser } : {}) },
    body: body.toString(),
  });
}

/** Login at Steward, sign-in at the IdP as `user`, and the form the IdP's page posts. */
async function throughIdp(user: SamlTestUser, options: ResponseOptions = {}, returnTo?: string) {
  const { location, browser } = await startLogin(returnTo);
  idp.signInAs(user, options);
  const form = await idp.visit(location);
  return { form, browser };
}

const count = async (table: string) => Number((await h.database.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"]);
/** Every table a sign-in may write, so "writes nothing" is one comparison. */
const snapshot = async () => ({
  users: await count("users"),
  links: await count("identity_links"),
  sessions: await count("sessions"),
  grants: await count("access_grants"),
  reviews: await count("review_requests"),
  audit: await count("audit_logs"),
  requests: await count("saml_requests"),
  assertions: await count("saml_used_assertions"),
});

function refusal(res: Response) {
  expect(res.status).toBe(303);
  expect(cookieFrom(res, "steward_session") ?? "").toBe("");
  const location = new URL(res.headers.get("location") ?? "", PUBLIC);
  expect(location.pathname).toBe("/sign-in");
  return { error: location.searchParams.get("error"), reason: location.searchParams.get("reason") };
}

describe("the service provider", () => {
  it("publishes its metadata: entityID, the ACS for the HTTP-POST binding, signed assertions wanted", async () => {
    const res = await call(h, "GET", "/api/auth/saml/metadata");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/samlmetadata+xml");
    const xml = res.body as string;
    expect(xml).toContain(`entityID="${SP_ENTITY}"`);
    expect(xml).toMatch(/WantAssertionsSigned="true"/);
    expect(xml).toContain(`Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ACS}"`);
  });

  it("is offered on the sign-in page once configured", async () => {
    const res = await call(h, "GET", "/api/auth/providers");
    expect(res.body.providers).toContainEqual({ id: "saml", name: "your institution", loginUrl: "/api/auth/saml/login" });
  });

  it("sends the browser to the IdP with an AuthnRequest kept once, bound to the browser by a cookie", async () => {
    const { res, location, browser } = await startLogin("/dashboard/units");
    expect(res.status).toBe(302);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(idp.ssoUrl);
    expect(url.searchParams.get("SAMLRequest")).toBeTruthy();
    expect(browser).toMatch(/^steward_saml_browser=[A-Za-z0-9_-]{43}$/);
    const line = res.headers.getSetCookie().find((c) => c.startsWith("steward_saml_browser="))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/Secure/i);
    expect(line).toMatch(/SameSite=None/i);
    expect(line).toMatch(/Path=\/api\/auth\/saml/i);
    expect(await count("saml_requests")).toBe(1);
  });
});

describe("a full sign-in", () => {
  it("issue 27: a returnTo that normalises off-site is never stored, and a real sign-in comes back to this site", async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
    for (const evil of OFF_SITE_RETURNS) {
      await startLogin(evil);
      const stored = (await h.database.client.execute("SELECT return_to FROM saml_requests ORDER BY rowid DESC LIMIT 1")).rows[0]?.["return_to"];
      expect(isSafeLocation(String(stored), "http://localhost"), `${JSON.stringify(evil)} stored as ${String(stored)}`).toBe(true);
    }
    for (const evil of ["/..//evil.com", "/%2e%2e//evil.com", "/.//evil.example/phish"]) {
      const { form, browser } = await throughIdp(ada, {}, evil);
      const res = await post(form, browser);
      expect(res.status).toBe(303);
      expect(cookieFrom(res, "steward_session")).toBeTruthy();
      expect(isSafeLocation(res.headers.get("location")!, PUBLIC)).toBe(true);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it("issue 27: a stored returnTo is checked again on the way out", async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const { form, browser } = await throughIdp(ada, {}, "/dashboard");
    await h.database.direct.$client.execute("UPDATE saml_requests SET return_to = '/\\evil.com'");
    const res = await post(form, browser);
    expect(res.headers.get("location")).toBe("/");
  });

  it("login, IdP, ACS: the known user is signed in, redirected to returnTo, and the session works", async () => {
    const user = await insertUser(h, "ada@uni.edu", "unit_admin");
    const { form, browser } = await throughIdp(ada, {}, "/dashboard/units?page=2");
    expect(form.action).toBe(ACS);
    const res = await post(form, browser);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/dashboard/units?page=2");
    const session = cookieFrom(res, "steward_session");
    expect(session).toBeTruthy();
    const me = await call(h, "GET", "/api/users/me", { cookie: session! });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: user.id, email: "ada@uni.edu", role: "unit_admin" });
    // Remembered by the IdP-qualified NameID; the request is spent and the assertion remembered.
    const links = (await h.database.client.execute("SELECT provider, subject, user_id FROM identity_links")).rows;
    expect(links).toEqual([expect.objectContaining({ provider: "saml", subject: `${idp.entityId}!ada-7f3c`, user_id: user.id })]);
    expect(await count("saml_requests")).toBe(0);
    expect(await count("saml_used_assertions")).toBe(1);
  });

  it("returns to a page of an allowed origin, never to another site", async () => {
    await insertUser(h, "ada@uni.edu", "social_media_manager");
    const portal = await throughIdp(ada, {}, `${PORTAL}/portal/social`);
    expect((await post(portal.form, portal.browser)).headers.get("location")).toBe(`${PORTAL}/portal/social`);
    const evil = await throughIdp(ada, {}, "https://evil.example/steal");
    const location = (await post(evil.form, evil.browser)).headers.get("location") ?? "";
    expect(location.startsWith("/")).toBe(true);
    expect(location).not.toContain("evil");
  });

  it("an unknown person is created pending review and sent to the page that says so; no session", async () => {
    await firstUser(h);
    const { form, browser } = await throughIdp({ nameId: "new-1", email: "grace@uni.edu", name: "Grace Hopper" });
    const res = await post(form, browser);
    expect(refusal(res).error).toBe(IDENTITY_ERROR_CODES.accessPending);
    const row = (await h.database.client.execute("SELECT name, status, role FROM users WHERE email = 'grace@uni.edu'")).rows[0];
    expect(row).toMatchObject({ name: "Grace Hopper", status: "pending_activation", role: "social_media_manager" });
    expect(await count("review_requests")).toBe(1);
  });
});

describe("every bad response is refused, sets no session and writes nothing", () => {
  beforeEach(async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
  });
  async function refusedWithoutWrites(user: SamlTestUser, options: ResponseOptions, mutate?: (xml: string) => string) {
    const { form, browser } = await throughIdp(user, options);
    const before = await snapshot();
    const SAMLResponse = mutate ? Buffer.from(mutate(Buffer.from(form.SAMLResponse, "base64").toString("utf8"))).toString("base64") : form.SAMLResponse;
    const res = await post({ SAMLResponse }, browser);
    const answer = refusal(res);
    expect(await snapshot()).toEqual(before);
    return answer;
  }
  const invalid = (reason: string) => ({ error: IDENTITY_ERROR_CODES.providerResponseInvalid, reason });
  const past = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it("an unsigned assertion", async () => {
    expect(await refusedWithoutWrites(ada, { sign: "none" })).toEqual(invalid("signature"));
  });

  it("a response signed as a whole but with an unsigned assertion (assertions must be signed)", async () => {
    expect(await refusedWithoutWrites(ada, { sign: "response" })).toEqual(invalid("signature"));
  });

  it("an assertion signed by a key the IdP's metadata does not give", async () => {
    expect(await refusedWithoutWrites(ada, { key: "foreign" })).toEqual(invalid("signature"));
  });

  it("an altered assertion: another e-mail after signing breaks the signature", async () => {
    const answer = await refusedWithoutWrites(ada, {}, (xml) => xml.replace("ada@uni.edu", "root@uni.edu"));
    expect(answer).toEqual(invalid("signature"));
  });

  it("a second, unsigned assertion wrapped beside the signed one", async () => {
    const forged = (xml: string) => {
      const assertion = xml.match(/<saml:Assertion[\s\S]*<\/saml:Assertion>/)![0];
      const unsigned = assertion.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, "").replace("ada@uni.edu", "root@uni.edu").replace(/ID="_/, 'ID="_x');
      return xml.replace("</samlp:Response>", `${unsigned}</samlp:Response>`);
    };
    expect(await refusedWithoutWrites(ada, {}, forged)).toEqual(invalid("signature"));
  });

  it("the wrong audience", async () => {
    expect(await refusedWithoutWrites(ada, { overrides: { Audience: "https://other-sp.example/shibboleth" } })).toEqual(invalid("audience"));
  });

  it("the wrong recipient", async () => {
    expect(await refusedWithoutWrites(ada, { overrides: { SubjectRecipient: "https://other-sp.example/acs" } })).toEqual(invalid("recipient"));
  });

  it("the wrong destination", async () => {
    expect(await refusedWithoutWrites(ada, { overrides: { Destination: "https://other-sp.example/acs" } })).toEqual(invalid("destination"));
  });

  it("another issuer, even signed with the IdP's key", async () => {
    expect(await refusedWithoutWrites(ada, { overrides: { Issuer: "https://other-idp.example/idp" } })).toEqual(invalid("issuer"));
  });

  it("an expired assertion (beyond the clock skew)", async () => {
    const options = { overrides: { IssueInstant: past(10), ConditionsNotBefore: past(10), ConditionsNotOnOrAfter: past(5), SubjectConfirmationDataNotOnOrAfter: past(5) } };
    expect(await refusedWithoutWrites(ada, options)).toEqual(invalid("expired"));
  });

  it("an assertion issued longer ago than the maximum age, whatever its NotOnOrAfter", async () => {
    expect(await refusedWithoutWrites(ada, { overrides: { IssueInstant: past(30) } })).toEqual(invalid("expired"));
  });

  it("a transient NameID, which cannot say who someone is next time", async () => {
    expect(await refusedWithoutWrites({ ...ada, nameIdFormat: TRANSIENT }, {})).toEqual(invalid("subject"));
  });

  it("an InResponseTo that names no request of ours, and a response that answers no request at all", async () => {
    const state = { error: IDENTITY_ERROR_CODES.signInStateInvalid, reason: "in_response_to" };
    expect(await refusedWithoutWrites(ada, { overrides: { InResponseTo: "_0123456789abcdef0123456789abcdef01234567" } })).toEqual(state);
    expect(await refusedWithoutWrites(ada, { overrides: { InResponseTo: "" } })).toEqual(state);
  });

  it("a response posted from another browser than the one that started the sign-in", async () => {
    const { form, browser } = await throughIdp(ada);
    const before = await snapshot();
    const other = (await startLogin()).browser;
    expect(refusal(await post(form, other))).toEqual({ error: IDENTITY_ERROR_CODES.signInStateInvalid, reason: "browser" });
    expect(refusal(await post(form, undefined))).toEqual({ error: IDENTITY_ERROR_CODES.signInStateInvalid, reason: "browser" });
    expect((await snapshot()).sessions).toBe(before.sessions);
    // Nothing was spent: the browser that started it still finishes it.
    expect((await post(form, browser)).headers.get("location")).toBe("/");
  });

  it("garbage in the form is refused as malformed, never a 500", async () => {
    const { browser } = await startLogin();
    for (const SAMLResponse of ["", "not base64 at all!", Buffer.from("<not-saml/>").toString("base64"), Buffer.from("<<<").toString("base64")]) {
      const res = await post({ SAMLResponse }, browser);
      expect(refusal(res)).toEqual(invalid("malformed"));
    }
  });
});

describe("the IdP's own refusal", () => {
  it("a response with an error status and no assertion (the person cancelled, or failed to authenticate) says the provider refused", async () => {
    const { form, browser } = await throughIdp(ada);
    const failed =
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_failed" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${ACS}" InResponseTo="${form.requestId}">` +
      `<saml:Issuer>${idp.entityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:AuthnFailed"/></samlp:StatusCode></samlp:Status></samlp:Response>`;
    const before = await snapshot();
    expect(refusal(await post({ SAMLResponse: Buffer.from(failed).toString("base64") }, browser))).toEqual({ error: IDENTITY_ERROR_CODES.providerDenied, reason: "idp_status" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("failures that are not the response's", () => {
  it("a request lookup that fails (the database down) surfaces as itself, not as a refused response", async () => {
    const { form } = await throughIdp(ada);
    const down = new Error("database unreachable");
    const failing = async () => {
      throw down;
    };
    await expect(checkResponse(samlConfigOf(h.settings)!, parseIdpMetadata(idp.metadataXml), form.SAMLResponse, failing)).rejects.toBe(down);
  });
});

describe("XML tricks", () => {
  it("an external entity in the response is never read: refused, no 500", async () => {
    const { browser } = await startLogin();
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
      `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_1" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${ACS}">&x;</samlp:Response>`;
    const res = await post({ SAMLResponse: Buffer.from(xxe).toString("base64") }, browser);
    const answer = refusal(res);
    expect(answer.error).toMatch(/^(PROVIDER_RESPONSE_INVALID|SIGN_IN_STATE_INVALID)$/);
    expect(res.headers.get("location")).not.toContain("root");
    expect(await count("sessions")).toBe(0);
  });
});

describe("replay", () => {
  it("the same response posted again is refused: its request is spent", async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const { form, browser } = await throughIdp(ada);
    expect((await post(form, browser)).status).toBe(303);
    const before = await snapshot();
    expect(refusal(await post(form, browser))).toEqual({ error: IDENTITY_ERROR_CODES.signInStateInvalid, reason: "in_response_to" });
    expect(await snapshot()).toEqual(before);
  });

  it("an assertion ID seen before is refused even in answer to a new request", async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const first = await throughIdp(ada, { overrides: { AssertionID: "_assertion-used-once" } });
    expect(cookieFrom(await post(first.form, first.browser), "steward_session")).toBeTruthy();
    const again = await throughIdp(ada, { overrides: { AssertionID: "_assertion-used-once" } });
    const before = await snapshot();
    expect(refusal(await post(again.form, again.browser))).toEqual({ error: IDENTITY_ERROR_CODES.signInStateInvalid, reason: "replayed" });
    expect(await snapshot()).toEqual(before);
  });

  it("two posts of one response at once: exactly one signs in", async () => {
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const { form, browser } = await throughIdp(ada);
    const answers = await Promise.all([post(form, browser), post(form, browser), post(form, browser)]);
    expect(answers.filter((r) => cookieFrom(r, "steward_session")).length).toBe(1);
    expect(await count("sessions")).toBe(1);
  });
});

describe("who gets in is the core's decision", () => {
  it("missing e-mail: an unknown person without a mail attribute is refused, nothing about them is kept", async () => {
    const { form, browser } = await throughIdp({ nameId: "no-mail", name: "Nobody" });
    const before = await snapshot();
    expect(refusal(await post(form, browser)).error).toBe(IDENTITY_ERROR_CODES.emailMissing);
    const after = await snapshot();
    // Only the SAML bookkeeping moved: the request is spent and the assertion remembered.
    expect({ ...after, requests: before.requests, assertions: before.assertions }).toEqual(before);
    expect(after.assertions).toBe(before.assertions + 1);
  });

  it("a disabled user is refused and gets no session", async () => {
    const user = await insertUser(h, "ada@uni.edu", "unit_admin");
    await h.database.direct.run(`UPDATE users SET status = 'inactive' WHERE id = ${user.id}`);
    const { form, browser } = await throughIdp(ada);
    const before = await snapshot();
    expect(refusal(await post(form, browser)).error).toBe(IDENTITY_ERROR_CODES.userNotActive);
    expect((await snapshot()).sessions).toBe(before.sessions);
    expect((await snapshot()).audit).toBe(before.audit);
  });

  it("e-mail, name and groups come from the InCommon attribute names", async () => {
    const seen: unknown[] = [];
    const signIn = h.services.providerSignIn.signIn;
    h.services.providerSignIn.signIn = async (identity) => {
      seen.push(identity);
      return signIn(identity);
    };
    await insertUser(h, "ada@uni.edu", "unit_admin");
    const { form, browser } = await throughIdp({ ...ada, attributes: { [ATTR.mail]: ["ada@uni.edu"] } });
    await post(form, browser);
    expect(seen).toEqual([
      { provider: "saml", subject: `${idp.entityId}!ada-7f3c`, email: "ada@uni.edu", emailVerified: true, name: "Ada Lovelace", groups: ["staff:social", "staff"] },
    ]);
  });
});

describe("encrypted assertions (Shibboleth encrypts for an SP that publishes a key)", () => {
  beforeEach(async () => {
    h.close();
    h = await createHarness({ SAML_IDP_METADATA_URL: idp.metadataUrl, STEWARD_PUBLIC_URL: PUBLIC, SAML_SP_PRIVATE_KEY_FILE: SP_KEY_FILE, SAML_SP_CERT_FILE: SP_CERT_FILE });
    h.clock.now = new Date();
    idp.registerServiceProvider((await call(h, "GET", "/api/auth/saml/metadata")).body as string);
    await insertUser(h, "ada@uni.edu", "unit_admin");
  });

  it("the metadata publishes the SP's certificate for encryption", async () => {
    const xml = (await call(h, "GET", "/api/auth/saml/metadata")).body as string;
    const body = readFileSync(SP_CERT_FILE, "utf8").replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
    expect(xml).toMatch(/<KeyDescriptor use="encryption">/);
    expect(xml.replace(/\s+/g, "")).toContain(body);
  });

  it("a signed, then encrypted assertion is decrypted and signs the user in", async () => {
    const { form, browser } = await throughIdp(ada, { encrypt: true });
    expect(Buffer.from(form.SAMLResponse, "base64").toString("utf8")).toContain("EncryptedAssertion");
    const res = await post(form, browser);
    expect(res.headers.get("location")).toBe("/");
    expect(cookieFrom(res, "steward_session")).toBeTruthy();
  });

  it("an encrypted but unsigned assertion is refused: encryption is not authentication", async () => {
    const { form, browser } = await throughIdp(ada, { encrypt: true, sign: "none" });
    const before = await snapshot();
    expect(refusal(await post(form, browser))).toEqual({ error: IDENTITY_ERROR_CODES.providerResponseInvalid, reason: "signature" });
    expect(await snapshot()).toEqual(before);
  });
});

describe("the request guards' one exception is narrow", () => {
  it("only a form post to the ACS passes without an allowed Origin; JSON there, or a form elsewhere, is still refused", async () => {
    const foreign = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const json = await h.app.request(ACS, { method: "POST", headers: { ...foreign, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(403);
    const form = await h.app.request(`${PUBLIC}/api/users/login`, { method: "POST", headers: { ...foreign, "content-type": "application/x-www-form-urlencoded" }, body: "email=a&password=b" });
    expect(form.status).toBe(403);
    const sameSiteForm = await h.app.request(`${PUBLIC}/api/users/login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a&password=b" });
    expect(sameSiteForm.status).toBe(415);
  });
});

describe("configuration", () => {
  it("without SAML settings: no metadata, and the browser routes send back to sign-in saying so", async () => {
    const plain = await createHarness();
    try {
      expect((await call(plain, "GET", "/api/auth/saml/metadata")).status).toBe(404);
      const login = await plain.app.request("http://localhost/api/auth/saml/login");
      expect(login.headers.get("location")).toBe(`/sign-in?error=${IDENTITY_ERROR_CODES.providerNotConfigured}`);
      const acs = await plain.app.request("http://localhost/api/auth/saml/acs", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "SAMLResponse=PHg%2B" });
      expect(acs.headers.get("location")).toBe(`/sign-in?error=${IDENTITY_ERROR_CODES.providerNotConfigured}`);
    } finally {
      plain.close();
    }
  });

  it("an IdP whose metadata cannot be read: the login says the provider is unavailable, never a 500", async () => {
    const broken = await createHarness({ SAML_IDP_METADATA_URL: `${idp.url}/no-such-metadata`, STEWARD_PUBLIC_URL: PUBLIC });
    try {
      const login = await broken.app.request(`${PUBLIC}/api/auth/saml/login`);
      expect(login.status).toBe(302);
      expect(login.headers.get("location")).toBe(`/sign-in?error=${IDENTITY_ERROR_CODES.providerUnavailable}`);
      expect(await broken.database.client.execute("SELECT count(*) AS n FROM saml_requests").then((r) => Number(r.rows[0]?.["n"]))).toBe(0);
    } finally {
      broken.close();
    }
  });
});
