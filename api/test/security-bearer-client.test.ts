// Issue 27 point C: a bearer token from the identity provider is checked for the client it was issued
// to, not only for its issuer, audience and signature. Any application registered at the same
// provider can get tokens for Steward's audience (a resource any client may ask for); only the
// portals named in OIDC_API_CLIENT_IDS (else Steward's own client) may call the API with them. The
// tokens are real JWTs signed by the test provider's keys (tests/support/oidc-provider.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { IDENTITY_ERROR_CODES } from "@steward/shared";
import { API_AUDIENCE, OTHER_CLIENT, PORTAL_CLIENT, STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../../tests/support/oidc-provider.ts";
import { loadSettings } from "../src/settings.ts";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser } from "./fixtures.ts";

const PORTAL_CALLBACK = "http://127.0.0.1:9/portal/social/sign-in/callback";

let idp: TestOidcProvider;
let h: Harness;

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: ["http://localhost:8000/api/auth/oidc/callback"], portalRedirectUris: [PORTAL_CALLBACK] });
  idp.accounts.set("ada", { email: "ada@uni.edu", email_verified: true, name: "Ada Lovelace", groups: [] });
});
afterAll(() => idp.close());
afterEach(() => h.close());

async function harness(extra: Record<string, string> = {}) {
  h = await createHarness({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: STEWARD_CLIENT.id,
    OIDC_CLIENT_SECRET: STEWARD_CLIENT.secret,
    OIDC_ALLOW_HTTP: "true",
    OIDC_API_AUDIENCE: API_AUDIENCE,
    OIDC_JWKS_COOLDOWN_SECONDS: "0",
    ...extra,
  });
  h.clock.now = new Date();
  await firstUser(h);
  await insertUser(h, "ada@uni.edu", "unit_admin");
}

const count = async (table: string) => Number((await h.database.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.["n"]);
const snapshot = async () => ({ users: await count("users"), links: await count("identity_links"), audit: await count("audit_logs") });
const ada = { sub: "ada", email: "ada@uni.edu", email_verified: true };

async function me(token: string) {
  const res = await call(h, "GET", "/api/users/me", { token });
  return { status: res.status, message: res.body?.message, reason: res.body?.reason, email: res.body?.user?.email };
}

describe("A token issued to another application is used against the API", () => {
  it("refuses a token that names no client, or another client, as azp or client_id; nothing is written", async () => {
    await harness({ OIDC_API_CLIENT_IDS: PORTAL_CLIENT.id });
    const before = await snapshot();
    const refused = { status: 401, message: IDENTITY_ERROR_CODES.providerTokenInvalid };
    expect(await me(await idp.mint({ ...ada, client_id: undefined }))).toMatchObject({ ...refused, reason: "no client (azp or client_id)" });
    expect(await me(await idp.mint({ ...ada, client_id: OTHER_CLIENT.id }))).toMatchObject({ ...refused, reason: "issued to another client" });
    expect(await me(await idp.mint({ ...ada, client_id: undefined, azp: OTHER_CLIENT.id }))).toMatchObject({ ...refused, reason: "issued to another client" });
    // Two claims that disagree: either one may be what the provider meant, so neither is believed.
    expect(await me(await idp.mint({ ...ada, client_id: PORTAL_CLIENT.id, azp: OTHER_CLIENT.id }))).toMatchObject({ ...refused, reason: "issued to another client" });
    // Not a string: a list that holds the portal is not the portal.
    expect(await me(await idp.mint({ ...ada, client_id: [PORTAL_CLIENT.id] }))).toMatchObject({ ...refused, reason: "issued to another client" });
    expect(await snapshot()).toEqual(before);
  });

  it("admits the named portal, by client_id (RFC 9068) or by azp, and the provider's own access tokens", async () => {
    await harness({ OIDC_API_CLIENT_IDS: ` ${OTHER_CLIENT.id} , ${PORTAL_CLIENT.id} ` });
    expect(await me(await idp.mint({ ...ada, client_id: PORTAL_CLIENT.id }))).toMatchObject({ status: 200, email: "ada@uni.edu" });
    expect(await me(await idp.mint({ ...ada, client_id: undefined, azp: OTHER_CLIENT.id }))).toMatchObject({ status: 200, email: "ada@uni.edu" });
    expect(await me(await idp.portalAccessToken("ada", PORTAL_CALLBACK))).toMatchObject({ status: 200, email: "ada@uni.edu" });
  });

  it("without OIDC_API_CLIENT_IDS only Steward's own client is admitted", async () => {
    await harness();
    expect(await me(await idp.mint({ ...ada, client_id: STEWARD_CLIENT.id }))).toMatchObject({ status: 200 });
    expect(await me(await idp.portalAccessToken("ada", PORTAL_CALLBACK))).toMatchObject({ status: 401, reason: "issued to another client" });
  });
});

describe("OIDC_API_CLIENT_IDS", () => {
  it("is a comma-separated list, blanks dropped", () => {
    const base = { OIDC_ISSUER: "https://login.example.edu", OIDC_CLIENT_ID: "steward", OIDC_CLIENT_SECRET: "s3cret", OIDC_API_AUDIENCE: "api://steward" };
    expect(loadSettings({ ...base, OIDC_API_CLIENT_IDS: "portal, ,intranet ," }).OIDC_API_CLIENT_IDS).toEqual(["portal", "intranet"]);
    expect(loadSettings(base).OIDC_API_CLIENT_IDS).toEqual([]);
  });
});
