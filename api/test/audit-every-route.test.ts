// Every mutating route, walked: a change writes exactly its audit entries, in the same transaction.
// When the audit write fails (a trigger refuses inserts), the change is rolled back with it and the
// database is unchanged. A new mutating route without a scenario here fails the first test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startXStandIn, type XStandIn } from "../../tests/support/stand-ins/x-stand-in.ts";
import { ROUTES } from "../src/app.ts";
import { cases } from "../src/db/tables/cases.ts";
import { call, createHarness, type Harness, type Json } from "./harness.ts";
import { firstUser, grant, insertUnit, insertUser, signIn } from "./fixtures.ts";
import { fanOutEvents } from "../src/notifications/fan-out.ts";
import { ensureUnsubscribeSecret, signUnsubscribe } from "../src/notifications/unsubscribe-token.ts";
import { startSamlIdp, type PostedForm, type TestIdp } from "../../tests/support/saml-idp.ts";
import { STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../../tests/support/oidc-provider.ts";

interface World {
  h: Harness;
  root: string;
  ua: { id: number; token: string };
  smm: { id: number; email: string };
  units: { uni: number; faculty: number; dept: number };
  account: number;
  flag: number;
  scratch: Record<string, unknown>;
}

const policyText = (words: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: words }] }] });

// The world's account is on X: keeping its latest post reads it from this stand-in.
let x: XStandIn;
beforeAll(async () => {
  x = await startXStandIn([
    { id: "42", name: "Uni", username: "uni", tweets: [{ id: "1", text: "Hello", created_at: "2026-03-14T09:00:00.000Z", likes: 0, retweets: 0, replies: 0, quotes: 0 }] },
  ]);
});
afterAll(() => x?.close());

// The SAML ACS needs an identity provider that signs real responses.
let samlIdp: TestIdp;
beforeAll(async () => {
  samlIdp = await startSamlIdp();
});
afterAll(() => samlIdp?.close());

// Linking an OIDC account starts at the provider: its discovery document must answer.
let oidcIdp: TestOidcProvider;
beforeAll(async () => {
  oidcIdp = await startOidcProvider({ redirectUris: ["http://localhost/api/auth/oidc/callback"] });
});
afterAll(() => oidcIdp?.close());

async function buildWorld(): Promise<World> {
  const h = await createHarness({ X_API_BASE_URL: x.baseUrl, X_BEARER_TOKEN: x.bearerToken });
  const root = (await firstUser(h)).token;
  const uni = await insertUnit(h, "University");
  const faculty = await insertUnit(h, "Faculty", uni.id);
  const dept = await insertUnit(h, "Department", faculty.id);
  const uaRow = await insertUser(h, "ua@uni.edu", "unit_admin");
  await grant(h, uaRow.id, faculty.id);
  const smmRow = await insertUser(h, "smm@uni.edu", "social_media_manager");
  await grant(h, smmRow.id, dept.id);
  const ua = { id: uaRow.id, token: await signIn(h, "ua@uni.edu") };
  const account = await call(h, "POST", "/api/social-medias", {
    token: root,
    body: {
      name: "Uni on X",
      profileUrl: "https://x.com/uni",
      platform: "twitter",
      creationDate: "2026-03-15",
      organization: [faculty.id],
      primaryAdmin: uaRow.id,
      adminContactEmails: ["social@uni.edu"],
      thirdPartyManagement: "no",
      socialMediaManagers: [smmRow.id],
    },
  });
  if (account.status !== 201) throw new Error(`account: ${account.status} ${JSON.stringify(account.body)}`);
  const flag = await call(h, "POST", "/api/flags", { token: root, body: { socialMedia: account.body.doc.id, category: "other", severity: "low", description: "Check it" } });
  if (flag.status !== 201) throw new Error(`flag: ${flag.status} ${JSON.stringify(flag.body)}`);
  return {
    h,
    root,
    ua,
    smm: { id: smmRow.id, email: "smm@uni.edu" },
    units: { uni: uni.id, faculty: faculty.id, dept: dept.id },
    account: account.body.doc.id,
    flag: flag.body.doc.id,
    scratch: {},
  };
}

interface Scenario {
  setup?: (w: World) => Promise<void>;
  run: (w: World) => Promise<{ status: number; body: Json }>;
  /** Entries the change writes; a function when the answer says how many. */
  entries: number | ((body: Json) => number);
  /** A fresh database without any user (the first-user route). */
  empty?: boolean;
  /**
   * The answer comes before the change is made (forgot-password: its timing must not tell which
   * addresses exist), so a failed change cannot show in it; the change still writes nothing.
   */
  answersBeforeChange?: boolean;
}

const SCENARIOS: Record<string, Scenario> = {
  "POST /create-first-user": {
    empty: true,
    run: async (w) => call(w.h, "POST", "/api/create-first-user", { body: { name: "First", email: "first@uni.edu", password: "a long password" } }),
    entries: 1,
  },
  "POST /users/login": { run: async (w) => call(w.h, "POST", "/api/users/login", { body: { email: "ua@uni.edu", password: "correct horse battery" } }), entries: 0 },
  "POST /users/logout": { run: async (w) => call(w.h, "POST", "/api/users/logout", { token: w.ua.token }), entries: 0 },
  // What one person has seen is not a governance record (services/inbox-service.ts).
  "POST /inbox/read": { run: async (w) => call(w.h, "POST", "/api/inbox/read", { token: w.ua.token, body: { all: true } }), entries: 0 },
  "POST /auth/saml/acs": {
    // The world again, with SAML on; ua@uni.edu signs in for the first time through the IdP (its link is audited).
    setup: async (w) => {
      w.h.close();
      w.h = await createHarness({ SAML_IDP_METADATA_URL: samlIdp.metadataUrl, STEWARD_PUBLIC_URL: "http://localhost" });
      w.h.clock.now = new Date();
      samlIdp.registerServiceProvider((await call(w.h, "GET", "/api/auth/saml/metadata")).body as string);
      await insertUser(w.h, "ua@uni.edu", "unit_admin");
      const login = await w.h.app.request("http://localhost/api/auth/saml/login");
      w.scratch["browser"] = login.headers.getSetCookie().find((c) => c.startsWith("steward_saml_browser="))!.split(";")[0];
      samlIdp.signInAs({ nameId: "ua", email: "ua@uni.edu" });
      w.scratch["form"] = await samlIdp.visit(login.headers.get("location")!);
    },
    run: async (w) => {
      const form = w.scratch["form"] as PostedForm;
      const res = await w.h.app.request(form.action, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: w.scratch["browser"] as string },
        body: new URLSearchParams({ SAMLResponse: form.SAMLResponse }).toString(),
      });
      // A browser route: signed in is a redirect to returnTo, refused one to the sign-in page.
      const location = res.headers.get("location") ?? "";
      const text = await res.text();
      return { status: res.status === 303 ? (location.startsWith("/sign-in") ? 401 : 200) : res.status, body: text ? JSON.parse(text) : { location } };
    },
    entries: 1,
  },
  // A sign-in under way, nothing governed yet: the link and its entry come with the provider's answer.
  "POST /auth/oidc/link": {
    setup: async (w) => {
      w.h.close();
      w.h = await createHarness({ OIDC_ISSUER: oidcIdp.issuer, OIDC_CLIENT_ID: STEWARD_CLIENT.id, OIDC_CLIENT_SECRET: STEWARD_CLIENT.secret, OIDC_ALLOW_HTTP: "true", STEWARD_PUBLIC_URL: "http://localhost" });
      w.root = (await firstUser(w.h)).token;
    },
    run: async (w) => call(w.h, "POST", "/api/auth/oidc/link", { token: w.root }),
    entries: 0,
  },
  "POST /auth/saml/link": {
    setup: async (w) => {
      w.h.close();
      w.h = await createHarness({ SAML_IDP_METADATA_URL: samlIdp.metadataUrl, STEWARD_PUBLIC_URL: "http://localhost" });
      w.root = (await firstUser(w.h)).token;
    },
    run: async (w) => call(w.h, "POST", "/api/auth/saml/link", { token: w.root }),
    entries: 0,
  },
  "POST /policies": { run: async (w) => call(w.h, "POST", "/api/policies", { token: w.root, body: { text: policyText("v1") } }), entries: 1 },
  "POST /acknowledgments": {
    setup: async (w) => {
      w.scratch["policy"] = (await call(w.h, "POST", "/api/policies", { token: w.root, body: { text: policyText("v1") } })).body.doc.id;
    },
    run: async (w) => call(w.h, "POST", "/api/acknowledgments", { token: w.root, body: { policy: w.scratch["policy"] } }),
    entries: 1,
  },
  "POST /organization": {
    run: async (w) => call(w.h, "POST", "/api/organization", { token: w.root, body: { name: "Library", type: "office", parentOrg: w.units.faculty, admin: w.ua.id } }),
    entries: 1,
  },
  "PATCH /organization": { run: async (w) => call(w.h, "PATCH", "/api/organization", { token: w.root, body: { id: w.units.dept, name: "Department of Physics", admin: w.ua.id } }), entries: 1 },
  "PUT /organization/disable/{id}": { run: async (w) => call(w.h, "PUT", `/api/organization/disable/${w.units.dept}`, { token: w.root }), entries: 1 },
  "POST /social-medias": {
    run: async (w) =>
      call(w.h, "POST", "/api/social-medias", {
        token: w.ua.token,
        body: {
          name: "Faculty on Instagram",
          profileUrl: "https://instagram.com/faculty",
          platform: "instagram",
          creationDate: "2026-03-15",
          organization: w.units.faculty,
          primaryAdmin: w.ua.id,
          adminContactEmails: ["faculty@uni.edu"],
          thirdPartyManagement: "no",
          socialMediaManagers: [w.smm.id],
        },
      }),
    entries: 1,
  },
  "POST /social-medias/{id}/latest-post": { run: async (w) => call(w.h, "POST", `/api/social-medias/${w.account}/latest-post`, { token: w.root }), entries: 1 },
  "PATCH /social-medias/status/{id}": {
    run: async (w) => call(w.h, "PATCH", `/api/social-medias/status/${w.account}`, { token: w.root, body: { status: "inactive", deactivationReason: "Credentials were reported stolen" } }),
    entries: 1,
  },
  "PATCH /social-medias/reject/{id}": {
    setup: async (w) => {
      const body = { name: "Faculty on TikTok", profileUrl: "https://tiktok.com/@faculty", platform: "tiktok", creationDate: "2026-03-15", organization: w.units.faculty, primaryAdmin: w.ua.id, adminContactEmails: ["faculty@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [w.smm.id] };
      w.scratch["pending"] = (await call(w.h, "POST", "/api/social-medias", { token: w.ua.token, body })).body.doc.id;
    },
    run: async (w) => call(w.h, "PATCH", `/api/social-medias/reject/${w.scratch["pending"]}`, { token: w.root, body: { reason: "The faculty already has a TikTok account" } }),
    entries: 1,
  },
  "PATCH /social-medias/{id}": { run: async (w) => call(w.h, "PATCH", `/api/social-medias/${w.account}`, { token: w.root, body: { name: "Uni on X (official)" } }), entries: 1 },
  "PUT /social-medias/{id}/public-listing": {
    run: async (w) => call(w.h, "PUT", `/api/social-medias/${w.account}/public-listing`, { token: w.ua.token, body: { publicListing: true } }),
    entries: 1,
  },
  "POST /flags": { run: async (w) => call(w.h, "POST", "/api/flags", { token: w.ua.token, body: { socialMedia: w.account, category: "policy_violation", severity: "high", description: "Off-brand post" } }), entries: 1 },
  // Issue 34: a confirmed removal request (made as the confirmation link makes it), moved on by a super admin.
  "PATCH /cases/{id}/state": {
    setup: async (w) => {
      await w.h.database.direct.insert(cases).values({
        id: 7, kind: "removal", state: "confirmed", accountId: w.account, unitId: w.units.faculty, reporterLocale: "en", tokenHash: "x", tokenExpiresAt: "2026-03-18T12:00:00.000Z",
        reportedAt: "2026-03-15T11:00:00.000Z", confirmedAt: "2026-03-15T11:00:00.000Z", updatedAt: "2026-03-15T11:00:00.000Z", owners: "[]", dueAt: "2026-03-17T11:00:00.000Z",
      });
    },
    run: async (w) => call(w.h, "PATCH", "/api/cases/7/state", { token: w.root, body: { state: "reported_to_platform", platformTicket: "X-1" } }),
    entries: 1,
  },
  "PATCH /flags/{id}": { run: async (w) => call(w.h, "PATCH", `/api/flags/${w.flag}`, { token: w.root, body: { status: "resolved", resolutionNote: "Checked with the team" } }), entries: 1 },
  "POST /flags/scan": {
    run: async (w) => call(w.h, "POST", "/api/flags/scan", { token: w.root }),
    entries: (body) => (body.opened?.length ?? 0) + (body.closed?.length ?? 0),
  },
  // Issue 33: one entry per changed record, as the one-at-a-time route writes it.
  "POST /social-medias/bulk": {
    run: async (w) =>
      call(w.h, "POST", "/api/social-medias/bulk", { token: w.root, body: { action: "deactivate", selection: { ids: [w.account] }, params: { reason: "Credentials were reported stolen" }, dryRun: false } }),
    entries: (body) => body.counts?.changed ?? 0,
  },
  "POST /users/bulk": {
    run: async (w) => call(w.h, "POST", "/api/users/bulk", { token: w.root, body: { action: "deactivate", selection: { ids: [w.smm.id] }, params: { reason: "Left the institution" }, dryRun: false } }),
    entries: 1,
  },
  "POST /users/access/bulk": {
    run: async (w) => call(w.h, "POST", "/api/users/access/bulk", { token: w.root, body: { rows: [{ email: w.smm.email, unit: String(w.units.uni), type: "permanent" }] } }),
    entries: 1,
  },
  "POST /users": { run: async (w) => call(w.h, "POST", "/api/users", { token: w.root, body: { name: "New", email: "new@uni.edu", role: "social_media_manager", organizations: [w.units.dept] } }), entries: 1 },
  "PATCH /users": { run: async (w) => call(w.h, "PATCH", "/api/users/", { token: w.root, body: { id: w.smm.id, name: "Renamed" } }), entries: 1 },
  // Issue 31: a person's own language, whatever their role.
  "PATCH /users/me": { run: async (w) => call(w.h, "PATCH", "/api/users/me", { token: w.ua.token, body: { locale: "es-CO" } }), entries: 1 },
  "PUT /users/status": { run: async (w) => call(w.h, "PUT", "/api/users/status", { token: w.root, body: { id: w.smm.id, status: "inactive" } }), entries: 1 },
  "PATCH /users/access": {
    run: async (w) => call(w.h, "PATCH", "/api/users/access", { token: w.root, body: { user: w.smm.id, access: [{ organization: w.units.faculty, type: "permanent" }] } }),
    entries: 1,
  },
  "POST /users/forgot-password": {
    run: async (w) => {
      const res = await call(w.h, "POST", "/api/users/forgot-password", { body: { email: "ua@uni.edu" } });
      await w.h.services.passwords.settled();
      return res;
    },
    entries: 1,
    answersBeforeChange: true,
  },
  "POST /users/reset-password": {
    setup: async (w) => {
      await call(w.h, "POST", "/api/users/forgot-password", { body: { email: "ua@uni.edu" } });
      await w.h.services.passwords.settled();
      const rows = (await w.h.database.client.execute("SELECT body FROM outbox ORDER BY id DESC LIMIT 1")).rows;
      w.scratch["token"] = String(rows[0]?.["body"]).match(/token=([\w-]+)/)?.[1];
    },
    run: async (w) => call(w.h, "POST", "/api/users/reset-password", { body: { token: w.scratch["token"], password: "a brand new password" } }),
    entries: 1,
  },
  "POST /welcome-emails": { run: async (w) => call(w.h, "POST", "/api/welcome-emails", { token: w.root, body: { user: w.smm.id } }), entries: 1 },
  "PATCH /review-requests": {
    setup: async (w) => {
      const created = await call(w.h, "POST", "/api/users", { token: w.ua.token, body: { name: "Pending", email: "pending@uni.edu", role: "social_media_manager", organizations: [w.units.dept] } });
      w.scratch["request"] = created.body.doc.reviewRequest.id;
    },
    run: async (w) => call(w.h, "PATCH", "/api/review-requests", { token: w.root, body: { id: w.scratch["request"], approved: true } }),
    entries: 1,
  },
  "POST /scim/tokens": { run: async (w) => call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "entra" } }), entries: 1 },
  "DELETE /scim/tokens/{name}": {
    setup: async (w) => {
      await call(w.h, "POST", "/api/scim/tokens", { token: w.root, body: { name: "entra" } });
    },
    run: async (w) => call(w.h, "DELETE", "/api/scim/tokens/entra", { token: w.root }),
    entries: 1,
  },
  "PUT /users/me/notifications": {
    run: async (w) => call(w.h, "PUT", "/api/users/me/notifications", { token: w.ua.token, body: { preferences: { "flag.raised": "daily", "policy.published": "off" } } }),
    entries: 1,
  },
  "POST /notifications/unsubscribe": {
    setup: async (w) => {
      const secret = await w.h.database.write((tx) => ensureUnsubscribeSecret(tx, w.h.clock.now));
      w.scratch["unsubscribe"] = await signUnsubscribe(secret, { id: w.ua.id, email: "ua@uni.edu" }, "flag.raised");
    },
    run: async (w) => call(w.h, "POST", `/api/notifications/unsubscribe?token=${encodeURIComponent(String(w.scratch["unsubscribe"]))}`),
    entries: 1,
  },
  "POST /webhooks": {
    run: async (w) => call(w.h, "POST", "/api/webhooks", { token: w.root, body: { url: "https://chat.uni.edu/hooks/steward", events: ["flag.raised"] } }),
    entries: 1,
  },
  "DELETE /webhooks/{id}": {
    setup: async (w) => {
      w.scratch["webhook"] = (await call(w.h, "POST", "/api/webhooks", { token: w.root, body: { url: "https://chat.uni.edu/hooks/steward", events: ["*"] } })).body.doc.id;
    },
    run: async (w) => call(w.h, "DELETE", `/api/webhooks/${w.scratch["webhook"]}`, { token: w.root }),
    entries: 1,
  },
  "POST /webhooks/{id}/deliveries/{deliveryId}/redeliver": {
    setup: async (w) => {
      const hook = (await call(w.h, "POST", "/api/webhooks", { token: w.root, body: { url: "https://chat.uni.edu/hooks/steward", events: ["flag.raised"] } })).body.doc.id;
      // The world's flag was raised before the webhook existed and is not fanned out yet.
      await fanOutEvents(w.h.database, w.h.settings, w.h.clock.now);
      const deliveries = await call(w.h, "GET", `/api/webhooks/${hook}/deliveries`, { token: w.root });
      w.scratch["webhook"] = hook;
      w.scratch["delivery"] = deliveries.body.docs[0].id;
    },
    run: async (w) => call(w.h, "POST", `/api/webhooks/${w.scratch["webhook"]}/deliveries/${w.scratch["delivery"]}/redeliver`, { token: w.root }),
    entries: 1,
  },
  "POST /reports/schedules": {
    run: async (w) => call(w.h, "POST", "/api/reports/schedules", { token: w.ua.token, body: { unitId: w.units.faculty, frequency: "monthly", format: "pdf" } }),
    entries: 1,
  },
  "DELETE /reports/schedules/{id}": {
    setup: async (w) => {
      w.scratch["schedule"] = (await call(w.h, "POST", "/api/reports/schedules", { token: w.ua.token, body: { unitId: w.units.dept, frequency: "quarterly", format: "xlsx" } })).body.doc.id;
    },
    run: async (w) => call(w.h, "DELETE", `/api/reports/schedules/${w.scratch["schedule"]}`, { token: w.ua.token }),
    entries: 1,
  },
};

// Recertification campaigns (issue 18): a draft over the whole University, opened when a scenario needs items.
const campaignBody = (w: World) => ({ name: "Spring review", unit: w.units.uni, dueDate: "2026-04-15", subjects: ["accounts", "access"], recurrence: null });
async function campaignFor(w: World, open: boolean): Promise<void> {
  const id = (await call(w.h, "POST", "/api/campaigns", { token: w.root, body: campaignBody(w) })).body.doc.id;
  if (open) await call(w.h, "POST", `/api/campaigns/${id}/open`, { token: w.root });
  w.scratch["campaign"] = id;
  w.scratch["items"] = open ? (await call(w.h, "GET", `/api/campaigns/${id}/items?limit=100`, { token: w.root })).body.docs : [];
}
const itemOf = (w: World, kind: string) => (w.scratch["items"] as Json[]).find((i) => i.kind === kind);

Object.assign(SCENARIOS, {
  "POST /campaigns": { run: async (w: World) => call(w.h, "POST", "/api/campaigns", { token: w.root, body: campaignBody(w) }), entries: 1 },
  "PATCH /campaigns/{id}": {
    setup: (w: World) => campaignFor(w, false),
    run: async (w: World) => call(w.h, "PATCH", `/api/campaigns/${w.scratch["campaign"]}`, { token: w.root, body: { name: "Spring review 2026" } }),
    entries: 1,
  },
  "POST /campaigns/{id}/open": {
    setup: (w: World) => campaignFor(w, false),
    run: async (w: World) => call(w.h, "POST", `/api/campaigns/${w.scratch["campaign"]}/open`, { token: w.root }),
    entries: 1,
  },
  "POST /campaigns/{id}/close": {
    setup: (w: World) => campaignFor(w, true),
    run: async (w: World) => call(w.h, "POST", `/api/campaigns/${w.scratch["campaign"]}/close`, { token: w.root }),
    entries: 1,
  },
  "PATCH /campaigns/{id}/items/{itemId}": {
    setup: (w: World) => campaignFor(w, true),
    run: async (w: World) => call(w.h, "PATCH", `/api/campaigns/${w.scratch["campaign"]}/items/${itemOf(w, "account").id}`, { token: w.ua.token, body: { decision: "attest" } }),
    entries: 1,
  },
  "POST /campaign-items/attest": {
    setup: (w: World) => campaignFor(w, true),
    run: async (w: World) =>
      call(w.h, "POST", "/api/campaign-items/attest", { token: w.root, body: { items: (w.scratch["items"] as Json[]).map((i) => i.id) } }),
    entries: (body: Json) => body.docs?.length ?? 0,
  },
} satisfies Record<string, Scenario>);

// Identity provider group mappings (issue 17): the whole list replaced by a super admin.
Object.assign(SCENARIOS, {
  "PATCH /identity/group-mappings": {
    run: async (w: World) =>
      call(w.h, "PATCH", "/api/identity/group-mappings", { token: w.root, body: { mappings: [{ group: "faculty-admins", unit: w.units.faculty, role: "unit_admin" }] } }),
    entries: 1,
  },
});

// Identity provider settings (issue 33): a save is one entry (the secret only as changed); a test
// sign-in's start writes none (its entry comes with the provider's answer, like a link's).
const oidcSettings = (w: World) =>
  call(w.h, "PUT", "/api/identity/settings", {
    token: w.root,
    body: { oidc: { enabled: true, issuer: oidcIdp.issuer, clientId: STEWARD_CLIENT.id, clientSecret: STEWARD_CLIENT.secret, scopes: "openid email", displayName: "Uni", emailVerifiedClaim: "email_verified", groupsClaim: "groups" } },
  });
Object.assign(SCENARIOS, {
  "PUT /identity/settings": { run: oidcSettings, entries: 1 },
  "POST /identity/settings/test": {
    setup: async (w: World) => {
      await oidcSettings(w);
    },
    run: async (w: World) => call(w.h, "POST", "/api/identity/settings/test", { token: w.root }),
    entries: 0,
  },
});

// Offboarding and dormancy (issue 19): the manager leaves (the account's manager, three handover
// tasks); a task closed; an account's last activity recorded by hand (the dormant flag follows).
const offboardSmm = (w: World) => call(w.h, "POST", `/api/users/${w.smm.id}/offboard`, { token: w.root, body: { successor: w.ua.id, note: "Moved on" } });
Object.assign(SCENARIOS, {
  "POST /users/{id}/offboard": {
    run: offboardSmm,
    // Each account, the successor's new units (if any), the leaver's grants (if any), the leaver, each task.
    entries: (b: Json) => (b?.doc ? b.doc.accounts.length + (b.doc.unitsTaken.length ? 1 : 0) + (b.doc.grantsEnded ? 1 : 0) + 1 + b.doc.tasks.length : 1),
  },
  "PATCH /handover-tasks/{id}": {
    setup: async (w: World) => {
      w.scratch["task"] = (await offboardSmm(w)).body.doc.tasks[0].id;
    },
    run: async (w: World) => call(w.h, "PATCH", `/api/handover-tasks/${w.scratch["task"]}`, { token: w.root, body: { state: "done", note: "Rotated" } }),
    entries: 1,
  },
  // Issue 34: reporting an account compromised writes the incident, its flag and the account's lock.
  "POST /incidents": {
    run: async (w: World) => call(w.h, "POST", "/api/incidents", { token: w.ua.token, body: { socialMediaId: w.account, summary: "Password phished" } }),
    entries: 3,
  },
  "PATCH /incidents/{id}/steps/{stepId}": {
    setup: async (w: World) => {
      const opened = await call(w.h, "POST", "/api/incidents", { token: w.root, body: { socialMediaId: w.account, summary: "Password phished" } });
      w.scratch["incident"] = opened.body.doc.id;
      w.scratch["step"] = opened.body.doc.steps[1].id;
    },
    // Given to someone and done with a note: two entries, one per change.
    run: async (w: World) => call(w.h, "PATCH", `/api/incidents/${w.scratch["incident"]}/steps/${w.scratch["step"]}`, { token: w.ua.token, body: { assigneeId: w.ua.id, done: true, note: "Rotated" } }),
    entries: 2,
  },
  "POST /incidents/{id}/close": {
    setup: async (w: World) => {
      w.scratch["incident"] = (await call(w.h, "POST", "/api/incidents", { token: w.root, body: { socialMediaId: w.account, summary: "Password phished" } })).body.doc.id;
    },
    // The incident, the account's unlock and its flag's resolution.
    run: async (w: World) => call(w.h, "POST", `/api/incidents/${w.scratch["incident"]}/close`, { token: w.ua.token, body: { note: "Restored", reason: "Handled by the platform" } }),
    entries: 3,
  },
  "PUT /incidents/playbook": {
    run: async (w: World) => call(w.h, "PUT", "/api/incidents/playbook", { token: w.root, body: { steps: [{ title: { en: "Call the platform" } }] } }),
    entries: 1,
  },
  "PUT /social-medias/{id}/activity": {
    setup: async (w: World) => {
      const made = await call(w.h, "POST", "/api/social-medias", {
        token: w.root,
        body: { name: "Uni on Facebook", profileUrl: "https://facebook.com/uni", platform: "facebook", creationDate: "2026-03-15", organization: [w.units.faculty], primaryAdmin: w.ua.id, adminContactEmails: ["social@uni.edu"], thirdPartyManagement: "no", socialMediaManagers: [w.smm.id] },
      });
      w.scratch["facebook"] = made.body.doc.id;
    },
    run: async (w: World) => call(w.h, "PUT", `/api/social-medias/${w.scratch["facebook"]}/activity`, { token: w.ua.token, body: { lastActivityOn: "2025-01-10" } }),
    // The record, and the dormant flag it raises (a date more than 180 days ago).
    entries: (b: Json) => (b?.flags ? 1 + b.flags.opened + b.flags.closed : 1),
  },
});

const MUTATING = ROUTES.filter((d) => d.method !== "get").map((d) => `${d.method.toUpperCase()} ${d.path}`);

async function auditCount(h: Harness): Promise<number> {
  return Number((await h.database.client.execute("SELECT count(*) AS n FROM audit_logs")).rows[0]?.["n"]);
}

async function snapshot(h: Harness): Promise<string> {
  // The search index's own bookkeeping (FTS5's WITHOUT ROWID shadow tables) has no rowid to order
  // by; the index itself is read through its virtual tables, which are kept.
  const tables = (await h.database.client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name != 'sessions' AND sql NOT LIKE '%WITHOUT ROWID%' ORDER BY name")).rows;
  const parts: string[] = [];
  for (const t of tables) parts.push(JSON.stringify((await h.database.client.execute(`SELECT * FROM "${String(t["name"])}" ORDER BY rowid`)).rows));
  return parts.join("\n");
}


const GOVERNANCE = ["users", "units", "unit_backup_admins", "access_grants", "review_requests", "social_medias", "social_media_units", "social_media_managers", "latest_posts", "policies", "policy_acknowledgments", "flags", "account_attestations", "campaigns", "campaign_items", "public_listings", "identity_links", "identity_group_mappings", "scim_tokens", "webhooks", "handover_tasks", "account_activity", "notification_preferences", "identity_mapped_grants", "report_schedules"];
// Columns an entry need not carry, each for a reason: bookkeeping, secrets, or a copy derived from
// what the entry does carry (the hash and id of the decision's own entry, a platform's post named by
// its address, the public listing's copy of the account, the items a campaign freezes on opening).
const NOT_IN_ENTRIES = new Set([
  "updated_at", "created_at", "password_hash", "login_attempts", "locked_until", "token_hash", "secret", "last_used_at", "path",
  "users.is_in_use_secure_password", "identity_links.last_sign_in_at",
  "latest_posts.platform", "latest_posts.data", "latest_posts.fetched_at",
  "account_attestations.last_attested_at",
  "campaign_items.*",
  "public_listings.*",
]);
const exempt = (table: string, col: string) => NOT_IN_ENTRIES.has(col) || NOT_IN_ENTRIES.has(`${table}.${col}`) || NOT_IN_ENTRIES.has(`${table}.*`);
type Rows = Map<string, Record<string, unknown>>;
async function governanceRows(h: Harness): Promise<Map<string, Rows>> {
  const out = new Map<string, Rows>();
  for (const table of GOVERNANCE) {
    const rows: Rows = new Map();
    for (const r of (await h.database.client.execute(`SELECT rowid AS _rid, * FROM "${table}"`)).rows) rows.set(String(r["_rid"]), { ...r });
    out.set(table, rows);
  }
  return out;
}
/** Every leaf value the entries carry (prev, current, and JSON held in strings), as text. */
function leavesOf(value: unknown, into = new Set<string>()): Set<string> {
  if (value === null || value === undefined) return into;
  if (typeof value === "string") {
    into.add(value);
    if (/^[[{]/.test(value)) {
      try {
        leavesOf(JSON.parse(value), into);
      } catch {
        // plain text that happens to start with a bracket
      }
    }
  } else if (typeof value === "object") {
    // A map of choices keyed by what is chosen (event type -> delivery) shows its keys too.
    for (const [k, v] of Object.entries(value)) {
      if (!Array.isArray(value)) into.add(k);
      leavesOf(v, into);
    }
  }
  else into.add(String(value));
  return into;
}
/** Changed fields of governance rows whose new value no new audit entry carries. */
function unshown(before: Map<string, Rows>, after: Map<string, Rows>, entries: Set<string>): string[] {
  const gaps: string[] = [];
  const shows = (v: unknown): boolean => {
    if (typeof v === "string" && /^[[{]/.test(v)) return [...leavesOf(JSON.parse(v))].every((leaf) => entries.has(leaf));
    const text = String(v);
    return entries.has(text) || (text === "1" && entries.has("true")) || (text === "0" && entries.has("false"));
  };
  for (const [table, rows] of after) {
    const old = before.get(table)!;
    for (const [rid, row] of rows) {
      const prev = old.get(rid);
      for (const [col, v] of Object.entries(row)) {
        if (col === "_rid" || col === "id" || exempt(table, col)) continue;
        if (prev ? prev[col] === v : v === null || v === "" || v === "[]") continue;
        if (!shows(v)) gaps.push(`${table}.${col}=${JSON.stringify(v)}${prev ? ` (was ${JSON.stringify(prev[col])})` : " (new row)"}`);
      }
    }
  }
  return gaps;
}

async function prepared(s: Scenario): Promise<World> {
  if (!s.empty) {
    const w = await buildWorld();
    await s.setup?.(w);
    return w;
  }
  const h = await createHarness();
  return { h, root: "", ua: { id: 0, token: "" }, smm: { id: 0, email: "" }, units: { uni: 0, faculty: 0, dept: 0 }, account: 0, flag: 0, scratch: {} };
}

describe("audit entries for every mutating route", () => {
  it("every mutating route has a scenario here", () => {
    expect(MUTATING.filter((r) => !(r in SCENARIOS))).toEqual([]);
    expect(Object.keys(SCENARIOS).filter((r) => !MUTATING.includes(r))).toEqual([]);
  });

  it.each(MUTATING)("%s writes exactly its entries with the change", async (route) => {
    const scenario = SCENARIOS[route]!;
    const w = await prepared(scenario);
    try {
      const before = await auditCount(w.h);
      const res = await scenario.run(w);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const expected = typeof scenario.entries === "number" ? scenario.entries : scenario.entries(res.body);
      expect(await auditCount(w.h)).toBe(before + expected);
    } finally {
      w.h.close();
    }
  });

  it.each(MUTATING.filter((r) => SCENARIOS[r]?.entries !== 0))("%s changes nothing when its audit entry cannot be written", async (route) => {
    const scenario = SCENARIOS[route]!;
    const w = await prepared(scenario);
    try {
      await w.h.database.direct.$client.execute("CREATE TRIGGER audit_down BEFORE INSERT ON audit_logs BEGIN SELECT RAISE(ABORT, 'audit unavailable'); END");
      const before = await snapshot(w.h);
      const res = await scenario.run(w);
      if (typeof scenario.entries === "function" && scenario.entries(res.body) === 0) return;
      if (scenario.answersBeforeChange) expect(res.status).toBe(200);
      else {
        expect(res.status).toBe(500);
        expect(res.body).toMatchObject({ message: "INTERNAL_ERROR" });
      }
      expect(await snapshot(w.h)).toBe(before);
    } finally {
      w.h.close();
    }
  });
  // Issue 27: "a change to a record that its audit entry does not show".
  it.each(MUTATING)("%s shows in its audit entries every field it changes", async (route) => {
    const scenario = SCENARIOS[route]!;
    const w = await prepared(scenario);
    try {
      const lastId = Number((await w.h.database.client.execute("SELECT coalesce(max(id), 0) AS n FROM audit_logs")).rows[0]?.["n"]);
      const before = await governanceRows(w.h);
      await scenario.run(w);
      const entries = leavesOf((await w.h.database.client.execute({ sql: "SELECT prev, current, document_id FROM audit_logs WHERE id > ?", args: [lastId] })).rows.map((r) => ({ ...r })));
      expect(unshown(before, await governanceRows(w.h), entries)).toEqual([]);
    } finally {
      w.h.close();
    }
  });
});

// Spreadsheet imports (issue 32): the upload and the dry run write no audit entry (nothing of the
// registry changes); a commit writes one per record it creates or changes, in its transaction. Its
// answer is an NDJSON stream, so a failure midway is its last line rather than a status.
const importCsv = (w: World, text: string, kind = "accounts") =>
  call(w.h, "POST", `/api/imports?kind=${kind}`, { token: w.root, body: text, headers: { "content-type": "text/csv" } });
const ACCOUNT_ROW = "Profile URL,Account name,Platform,Creation date,Units,Primary administrator e-mail,Manager e-mails,Admin contact e-mails,Notes\n" +
  "https://x.com/uni_science,Science on X,twitter,2024-02-01,University / Faculty,ua@uni.edu,smm@uni.edu,social@uni.edu,From the sheet\n";
async function streamed(res: { status: number; body: Json }) {
  const lines = String(typeof res.body === "string" ? res.body : JSON.stringify(res.body)).trim().split("\n").map((l) => JSON.parse(l) as Json);
  const last = lines[lines.length - 1];
  return last?.type === "error" ? { status: 500, body: { message: last.message } } : { status: res.status, body: last };
}
async function uploaded(w: World) {
  const up = await importCsv(w, ACCOUNT_ROW);
  w.scratch["import"] = up.body.id;
  w.scratch["mapping"] = up.body.suggestedMapping;
}
Object.assign(SCENARIOS, {
  "POST /imports": { run: (w: World) => importCsv(w, ACCOUNT_ROW), entries: 0 },
  "POST /imports/{id}/dry-run": {
    setup: uploaded,
    run: async (w: World) => streamed(await call(w.h, "POST", `/api/imports/${w.scratch["import"]}/dry-run`, { token: w.root, body: { mapping: w.scratch["mapping"] } })),
    entries: 0,
  },
  "POST /imports/{id}/commit": {
    setup: uploaded,
    run: async (w: World) => streamed(await call(w.h, "POST", `/api/imports/${w.scratch["import"]}/commit`, { token: w.root, body: { mapping: w.scratch["mapping"] } })),
    entries: (b: Json) => (b?.counts ? b.counts.created + b.counts.updated : 1),
  },
});

