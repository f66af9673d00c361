// Issue 17 in Chromium: a real OpenID Connect provider (oidc-provider on loopback, its sign-in form
// filled in by the browser), the real Steward server, and the mock portal on another origin. A
// person signs in through the provider in the standalone host; someone new is told their access
// waits for review; and in the portal, which signs in at the provider itself, the embedded dashboard
// works with the portal's token and never shows Steward's sign-in page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { formatMessage, TOASTS, UI } from "@steward/shared";
import IDENTITY_MESSAGES from "../../shared/i18n/messages/en/identityErrors.json" with { type: "json" };
import IDENTITY_TEXTS from "../../shared/i18n/messages/en/identity.json" with { type: "json" };
import { launchChromium } from "../support/chromium.ts";
import { describeViolations, seriousViolations } from "../support/axe.ts";
import { ADMIN, prepareInstitution, screenshotOnFailure } from "../support/e2e-setup.ts";
import { API_AUDIENCE, PORTAL_CLIENT, STEWARD_CLIENT, startOidcProvider, type TestOidcProvider } from "../support/oidc-provider.ts";
import { IDP_CERT, startSamlIdp, type TestIdp } from "../support/saml-idp.ts";
import SETTINGS_TEXTS from "../../dashboard-remote/src/i18n/messages/en/identityProvider.json" with { type: "json" };
import { startPortal, type RunningPortal } from "../support/portal.ts";
import { freePort, http, startServer, type RunningServer } from "../support/server.ts";

let idp: TestOidcProvider;
let samlIdp: TestIdp;
let server: RunningServer;
let portal: RunningPortal;
let browser: Browser;
let page: Page;

async function person(token: string, login: string, name: string, role: "unit_admin" | "social_media_manager", unitId: number) {
  const email = `${login}@uni.edu`;
  const created = await http(server.url, "POST", "/api/users", { token, body: { name, email, role, organizations: [unitId] } });
  if (created.status !== 201) throw new Error(`user ${login}: ${created.status} ${JSON.stringify(created.body)}`);
  idp.accounts.set(login, { email, email_verified: true, name, groups: [] });
  return email;
}

beforeAll(async () => {
  idp = await startOidcProvider();
  const portalPort = await freePort();
  const portalOrigin = `http://127.0.0.1:${portalPort}`;
  server = await startServer({
    apiOnly: false,
    env: {
      ALLOWED_ORIGINS: portalOrigin,
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: STEWARD_CLIENT.id,
      OIDC_CLIENT_SECRET: STEWARD_CLIENT.secret,
      OIDC_ALLOW_HTTP: "true",
      OIDC_DISPLAY_NAME: "Northbridge ID",
      OIDC_SCOPES: "openid email profile groups",
      OIDC_API_AUDIENCE: API_AUDIENCE,
      OIDC_API_CLIENT_IDS: PORTAL_CLIENT.id,
    },
  });
  idp.addRedirectUris([`${server.url}/api/auth/oidc/callback`], [`${portalOrigin}/portal/signed-in`]);
  idp.addCorsOrigins([portalOrigin]);
  portal = await startPortal(portalPort, server.url, {
    PORTAL_OIDC_ISSUER: idp.issuer,
    PORTAL_OIDC_CLIENT_ID: PORTAL_CLIENT.id,
    PORTAL_OIDC_AUDIENCE: API_AUDIENCE,
  });
  samlIdp = await startSamlIdp();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterEach(async (ctx) => screenshotOnFailure(page, "identity-provider", ctx.task.name, ctx.task.result?.state === "fail"));
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await server?.stop();
  await idp?.close();
  await samlIdp?.close();
});

/** The provider's own sign-in form, as a person fills it in. */
async function signInAtProvider(login: string): Promise<void> {
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.getByRole("heading", { name: "Test identity provider" }).waitFor();
  await page.getByLabel("Username").fill(login);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function expectAccessible(where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

async function acceptPolicy(): Promise<void> {
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: UI.acceptPolicy }).click();
  await page.getByText(TOASTS.policyAccepted).first().waitFor();
  await dialog.waitFor({ state: "hidden" });
}

describe("sign-in through the identity provider", () => {
  let token: string;
  let unitId: number;

  beforeAll(async () => {
    token = (await prepareInstitution(server)).token;
    // The super admin's own acceptance of the policy, so the API serves the set-up calls below.
    const policy = await http(server.url, "GET", "/api/policies/current", { token });
    await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: policy.body.policy.id } });
    const units = await http(server.url, "GET", "/api/organization?limit=1", { token });
    unitId = units.body.docs[0].id;
  });

  it("in the standalone host: 'Sign in with Northbridge ID', the provider's form, then the dashboard", async () => {
    const email = await person(token, "grace", "Grace Hopper", "unit_admin", unitId);
    await page.goto(`${server.url}/sign-in`);
    const button = page.getByRole("link", { name: "Sign in with Northbridge ID" });
    await button.waitFor();
    await expectAccessible("sign-in with a provider");
    // Above the password form.
    const [buttonBox, emailBox] = await Promise.all([button.boundingBox(), page.getByLabel("Email").boundingBox()]);
    expect(buttonBox!.y).toBeLessThan(emailBox!.y);
    await button.click();
    await signInAtProvider("grace");
    await page.waitForURL((url) => url.origin === server.url);
    await acceptPolicy();
    await page.waitForURL(/\/dashboard$/);
    await page.getByText(email).first().waitFor();
    const cookies = await page.context().cookies(server.url);
    expect(cookies.map((c) => c.name)).toContain("steward_session");
  });

  it("someone new lands on a page saying their access waits for review", async () => {
    await page.context().clearCookies();
    idp.accounts.set("newcomer", { email: "newcomer@uni.edu", email_verified: true, name: "New Comer" });
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole("link", { name: "Sign in with Northbridge ID" }).click();
    await signInAtProvider("newcomer");
    await page.getByRole("heading", { name: IDENTITY_TEXTS.pendingTitle }).waitFor();
    expect(page.url()).toContain("/sign-in?error=ACCESS_PENDING");
    await expectAccessible("pending review");
    const pending = await http(server.url, "GET", "/api/review-requests?status=open", { token });
    expect(pending.body.docs.map((r: { user: { email: string } }) => r.user.email)).toContain("newcomer@uni.edu");
  });

  it("issue 27: a super admin is refused by e-mail alone, links the provider's account from the Notifications page, then signs in through it", async () => {
    idp.accounts.set("ada", { email: ADMIN.email, email_verified: true, name: ADMIN.name, groups: [] });
    await page.context().clearCookies();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole("link", { name: "Sign in with Northbridge ID" }).click();
    await signInAtProvider("ada");
    await page.waitForURL((url) => url.origin === server.url && url.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("error")).toBe("ACCOUNT_LINK_REQUIRED");
    await page.getByText(IDENTITY_MESSAGES.ACCOUNT_LINK_REQUIRED).waitFor();
    expect((await page.context().cookies(server.url)).map((c) => c.name)).not.toContain("steward_session");

    // Signed out at the provider too, so that the link below shows its form again.
    await page.context().clearCookies();
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/dashboard/notifications`);
    await page.getByRole("button", { name: formatMessage("en", IDENTITY_TEXTS.linkWith, { name: "Northbridge ID" }) }).click();
    await signInAtProvider("ada");
    await page.waitForURL((url) => url.origin === server.url && url.pathname === "/dashboard/notifications");
    await page.getByRole("heading", { name: IDENTITY_TEXTS.linkTitle }).waitFor();

    await page.context().clearCookies();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole("link", { name: "Sign in with Northbridge ID" }).click();
    await signInAtProvider("ada");
    await page.waitForURL(/\/dashboard$/);
    const me = await page.evaluate(async () => (await fetch("/api/users/me")).json());
    expect(me.user).toMatchObject({ email: ADMIN.email, role: "super_admin" });
  });

  it("a super admin maps a provider group to a unit on the Group mappings page; the next sign-in through the provider gives it", async () => {
    await page.context().clearCookies();
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/dashboard/users`);
    await page.getByRole("button", { name: IDENTITY_TEXTS.groupMappingsTitle }).click();
    await page.waitForURL(/\/dashboard\/group-mappings$/);
    await page.getByRole("button", { name: "Add mapping" }).click();
    // Department 08: the seeded tree makes every third department inactive, and an inactive unit gives nothing.
    await page.getByLabel("Group", { exact: true }).fill("dept-08-comms");
    await page.getByRole("button", { name: "Unit Choose a unit" }).click();
    await page.getByRole("searchbox", { name: "Search units" }).fill("Department 08");
    await page.getByRole("treeitem", { name: "Department 08", exact: true }).locator(":scope > div").first().click();
    await expect.poll(() => page.getByRole("button", { name: /^Unit / }).textContent()).toContain("Department 08");
    await expectAccessible("group mappings");
    await page.getByRole("button", { name: "Save mappings" }).click();
    await page.getByText(IDENTITY_TEXTS.groupMappingsSaved).first().waitFor();

    const saved = await http(server.url, "GET", "/api/identity/group-mappings", { token });
    expect(saved.body.docs).toEqual([expect.objectContaining({ group: "dept-08-comms", unit: expect.objectContaining({ name: "Department 08" }), role: "social_media_manager" })]);
    const lin = await http(server.url, "POST", "/api/users", { token, body: { name: "Lin Wei", email: "lin@uni.edu", role: "social_media_manager", organizations: [unitId] } });
    idp.accounts.set("lin", { email: "lin@uni.edu", email_verified: true, name: "Lin Wei", groups: ["dept-08-comms", "all-staff"] });
    await page.context().clearCookies();
    await page.goto(`${server.url}/sign-in`);
    await page.getByRole("link", { name: "Sign in with Northbridge ID" }).click();
    await signInAtProvider("lin");
    await acceptPolicy();
    const after = await http(server.url, "GET", `/api/users/${lin.body.doc.id}`, { token });
    expect(after.body.doc.organizations.map((o: { name: string }) => o.name)).toContain("Department 08");
  });

  it("issue 33: a super admin sets up SAML on the identity provider page and tests it through the IdP, at 1366x768 and on a phone", async () => {
    await page.context().clearCookies();
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}/dashboard/identity-provider`);
    const saml = page.getByRole("region", { name: SETTINGS_TEXTS.samlTitle });
    await saml.getByText(SETTINGS_TEXTS.samlNotReady).waitFor();
    await saml.getByRole("switch", { name: SETTINGS_TEXTS.samlEnabled }).check();
    await saml.getByLabel(SETTINGS_TEXTS.samlIdpEntityId).fill(samlIdp.entityId);
    await saml.getByLabel(SETTINGS_TEXTS.samlSsoUrl).fill(samlIdp.ssoUrl);
    await saml.getByLabel(SETTINGS_TEXTS.samlIdpCertificates).fill(IDP_CERT.slice(0, 200));
    await saml.getByRole("button", { name: SETTINGS_TEXTS.samlSave }).click();
    await saml.getByText(/This is not a valid X\.509 certificate/).waitFor();
    await saml.getByLabel(SETTINGS_TEXTS.samlIdpCertificates).fill(IDP_CERT);
    await saml.getByLabel(SETTINGS_TEXTS.displayName).fill("Northbridge SAML");
    await saml.getByRole("button", { name: SETTINGS_TEXTS.samlSave }).click();
    await saml.getByText(SETTINGS_TEXTS.samlReady).waitFor();
    await saml.getByText(/CN=steward-test-idp, valid until/).waitFor();
    await expectAccessible("SAML settings");

    // What the page says to give the IdP is what the IdP is given.
    samlIdp.registerServiceProvider(await (await fetch(`${server.url}/api/auth/saml/metadata`)).text());
    samlIdp.signInAs({ nameId: "ada-test", email: ADMIN.email, name: ADMIN.name });
    await saml.getByRole("button", { name: SETTINGS_TEXTS.samlTest }).click();
    await page.getByRole("heading", { name: SETTINGS_TEXTS.samlResultTitle }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard/identity-provider");
    await page.getByText(`${samlIdp.entityId}!ada-test`).waitFor();
    await page.getByText(new RegExp(SETTINGS_TEXTS.would_refused.replace(/\./g, "\\."))).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await saml.getByRole("button", { name: SETTINGS_TEXTS.samlTest }).waitFor();
      // The layout follows the new width once the page has re-rendered (the sidebar becomes a drawer).
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectAccessible("SAML settings on a phone");
    } finally {
      // The next test starts at the usual size even when this one fails.
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    const providers = await http(server.url, "GET", "/api/auth/providers");
    expect(providers.body.providers).toContainEqual({ id: "saml", name: "Northbridge SAML", loginUrl: "/api/auth/saml/login" });
  });

  it("in the portal: the portal signs in at the provider and the embedded dashboard uses its token, never Steward's sign-in", async () => {
    await page.context().clearCookies();
    const email = await person(token, "omar", "Omar Khan", "unit_admin", unitId);
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto(`${portal.url}/portal/home`);
    await page.getByRole("heading", { name: "Welcome to the intranet" }).waitFor();
    await page.getByRole("navigation", { name: "Portal" }).getByRole("link", { name: "Social media" }).click();
    await signInAtProvider("omar");
    await page.waitForURL((url) => url.origin === portal.url && url.pathname.startsWith("/portal/social"));
    await acceptPolicy();
    const region = page.locator("#steward-region");
    await region.getByRole("region", { name: "Accounts by status" }).waitFor();
    await region.getByText(email).first().waitFor();

    // Steward's sign-in page never showed, and the dashboard holds no cookie of Steward's: the
    // portal's token is its only credential.
    expect(visited.filter((url) => /\/sign-in/.test(new URL(url).pathname))).toEqual([]);
    expect(await region.getByLabel("Password", { exact: true }).count()).toBe(0);
    expect((await page.context().cookies(server.url)).map((c) => c.name)).not.toContain("steward_session");

    // A reload keeps the portal's sign-in (its tab's token) and asks nobody again.
    await page.reload();
    await region.getByRole("region", { name: "Accounts by status" }).waitFor();
    expect(page.url().startsWith(`${portal.url}/portal/social`)).toBe(true);
  });
});
