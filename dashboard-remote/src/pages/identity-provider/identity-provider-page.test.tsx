// Issue 33, point 7: the identity provider settings page. A field the environment sets is read-only
// and says which variable sets it; the client secret is never shown (only whether one is kept) and
// is sent only when typed; the result of a test sign-in is shown; the page in Spanish.
import type { IdentitySettingsDoc, SignInTestResult } from "@steward/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import coreEsCo from "../../i18n/catalogues/core.es-CO.ts";
import pagesEsCo from "../../i18n/catalogues/pages.es-CO.ts";
import { provideBundle } from "../../i18n/load-catalogue.ts";
import en from "../../i18n/messages/en/identityProvider.json" with { type: "json" };
import es from "../../i18n/messages/es-CO/identityProvider.json" with { type: "json" };
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

beforeAll(() => {
  provideBundle("es-CO", "core", coreEsCo);
  provideBundle("es-CO", "pages", pagesEsCo);
});

const DOC: IdentitySettingsDoc = {
  oidc: {
    enabled: true,
    issuer: "https://login.uni.edu",
    clientId: "steward",
    clientSecretSet: true,
    scopes: "openid email profile",
    displayName: "Campus SSO",
    emailVerifiedClaim: "email_verified",
    groupsClaim: "groups",
    locked: ["displayName"],
    redirectUri: "https://steward.uni.edu/api/auth/oidc/callback",
    ready: true,
  },
  saml: {
    enabled: true,
    idpEntityId: "https://idp.uni.edu/idp/shibboleth",
    ssoUrl: "https://idp.uni.edu/idp/profile/SAML2/Redirect/SSO",
    idpCertificates: "-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----",
    idpCertificateFacts: [{ subject: "CN=idp.uni.edu", notAfter: "2030-01-31T00:00:00.000Z", sha256: "AB:CD:EF" }],
    displayName: "Campus SAML",
    spPrivateKeySet: true,
    spCertificate: "-----BEGIN CERTIFICATE-----\nMIIS\n-----END CERTIFICATE-----",
    emailAttribute: "urn:oid:0.9.2342.19200300.100.1.3",
    nameAttribute: "urn:oid:2.16.840.1.113730.3.1.241",
    groupsAttributes: ["urn:oid:1.3.6.1.4.1.5923.1.5.1.1", "memberOf"],
    locked: ["displayName"],
    lockedBy: { displayName: "SAML_DISPLAY_NAME" },
    spEntityId: "https://steward.uni.edu/api/auth/saml/metadata",
    acsUrl: "https://steward.uni.edu/api/auth/saml/acs",
    spMetadataUrl: "https://steward.uni.edu/api/auth/saml/metadata",
    ready: true,
    updatedAt: "2026-03-02T12:00:00.000Z",
  },
  updatedAt: "2026-03-01T12:00:00.000Z",
};

function settingsApi() {
  const api = createFakeApi();
  api.on("GET /api/identity/settings", { status: 200, body: DOC });
  api.on("PUT /api/identity/settings", { status: 200, body: DOC });
  return api;
}

describe("identity provider page", () => {
  it("locks what the environment sets, never shows the secret, and sends one only when typed", async () => {
    const api = settingsApi();
    const { events } = renderDashboard({ path: "/dashboard/identity-provider", api, user: makeUser("super_admin") });
    // The OpenID Connect form (the SAML one has its own display name field).
    const oidc = within(await screen.findByRole("form", { name: en.title }));
    const name = oidc.getByLabelText(en.displayName) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(oidc.getByText(en.locked.replace("{variable}", "OIDC_DISPLAY_NAME"))).toBeTruthy();
    expect((oidc.getByLabelText(en.issuer) as HTMLInputElement).readOnly).toBe(false);
    const secret = oidc.getByLabelText(en.clientSecret) as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(secret.type).toBe("password");
    expect(oidc.getByText(en.secretSet)).toBeTruthy();
    expect(oidc.getByText(DOC.oidc.redirectUri)).toBeTruthy();

    await events.type(oidc.getByLabelText(en.scopes), " groups");
    await events.click(oidc.getByRole("button", { name: en.save }));
    await waitFor(() => expect(api.callsTo("PUT /api/identity/settings")).toHaveLength(1));
    const first = api.callsTo("PUT /api/identity/settings")[0]!.body as { oidc: Record<string, unknown> };
    expect(first.oidc).not.toHaveProperty("clientSecret");
    // Only what the API takes: it refuses any other key (the answer's clientSecretSet, locked...).
    expect(Object.keys(first.oidc).sort()).toEqual(["clientId", "displayName", "emailVerifiedClaim", "enabled", "groupsClaim", "issuer", "scopes"]);
    expect(first.oidc["scopes"]).toBe("openid email profile groups");

    await events.type(screen.getByLabelText(en.clientSecret), "new-secret");
    await events.click(screen.getByRole("button", { name: en.save }));
    await waitFor(() => expect(api.callsTo("PUT /api/identity/settings")).toHaveLength(2));
    expect((api.callsTo("PUT /api/identity/settings")[1]!.body as { oidc: Record<string, unknown> }).oidc["clientSecret"]).toBe("new-secret");
  });

  it("puts each of the server's sentences under its field", async () => {
    const api = settingsApi();
    const sentence = "The issuer must be an https:// address (http:// only for a provider on this machine).";
    api.on("PUT /api/identity/settings", { status: 400, body: { name: "ValidationError", message: "Validation failed", errors: [{ path: "oidc.issuer", message: sentence }] } });
    const { events } = renderDashboard({ path: "/dashboard/identity-provider", api, user: makeUser("super_admin") });
    await events.click(await screen.findByRole("button", { name: en.save }));
    expect(await screen.findByText(sentence)).toBeTruthy();
  });

  it("shows in Spanish what a test sign-in received", async () => {
    const api = settingsApi();
    const result: SignInTestResult = {
      provider: "oidc",
      outcome: "received",
      code: "ACCESS_PENDING",
      reason: null,
      subject: "newcomer-42",
      email: "nuevo@uni.edu",
      emailVerified: true,
      name: "Nuevo Ingreso",
      groups: ["visitantes", "biblioteca"],
      wouldSignIn: "pending_activation",
      at: "2026-03-01T12:00:00.000Z",
    };
    api.on("GET /api/identity/settings/test/abc123", { status: 200, body: { doc: result } });
    renderDashboard({ path: "/dashboard/identity-provider?signInTest=abc123", api, user: { ...makeUser("super_admin"), locale: "es-CO" } });
    expect(await screen.findByText("newcomer-42")).toBeTruthy();
    expect(screen.getByText("visitantes, biblioteca")).toBeTruthy();
    expect(screen.getByText(new RegExp(es.would_pending_activation.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))).toBeTruthy();
    const oidc = within(await screen.findByRole("form", { name: es.title }));
    expect(oidc.getByLabelText(es.displayName)).toBeTruthy();
    expect(oidc.getByText(es.locked.replace("{variable}", "OIDC_DISPLAY_NAME"))).toBeTruthy();
    expect(screen.queryByText(en.intro)).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: es.title })).toBeTruthy();
  });

  it("SAML, in Spanish: locks what the environment sets, shows what to give the IdP, never shows the private key and sends one only when typed", async () => {
    const api = settingsApi();
    const sentence = "Este no es un certificado X.509 válido: pegue el certificado de firma del IdP en formato PEM, desde -----BEGIN CERTIFICATE----- hasta -----END CERTIFICATE-----.";
    const { events } = renderDashboard({ path: "/dashboard/identity-provider", api, user: { ...makeUser("super_admin"), locale: "es-CO" } });
    const saml = within(await screen.findByRole("region", { name: es.samlTitle }));
    expect((saml.getByLabelText(es.displayName) as HTMLInputElement).readOnly).toBe(true);
    expect(saml.getByText(es.locked.replace("{variable}", "SAML_DISPLAY_NAME"))).toBeTruthy();
    expect(saml.getByText(DOC.saml.acsUrl)).toBeTruthy();
    expect(saml.getAllByText(DOC.saml.spEntityId)).toHaveLength(2);
    expect(saml.getByText(/CN=idp\.uni\.edu, válido hasta el/)).toBeTruthy();
    const key = saml.getByLabelText(es.samlSpPrivateKey) as HTMLTextAreaElement;
    expect(key.value).toBe("");
    expect(saml.getByText(es.samlKeySet)).toBeTruthy();
    expect((saml.getByLabelText(es.samlGroupsAttributes) as HTMLInputElement).value).toBe("urn:oid:1.3.6.1.4.1.5923.1.5.1.1, memberOf");

    // Pasted, not typed key by key: the same change, in a fraction of the test's time.
    await events.click(saml.getByLabelText(es.samlGroupsAttributes));
    await events.paste(", eduPersonAffiliation");
    await events.click(saml.getByRole("button", { name: es.samlSave }));
    await waitFor(() => expect(api.callsTo("PUT /api/identity/settings")).toHaveLength(1));
    const first = api.callsTo("PUT /api/identity/settings")[0]!.body as { saml: Record<string, unknown>; oidc?: unknown };
    expect(first.oidc).toBeUndefined();
    expect(first.saml).not.toHaveProperty("spPrivateKey");
    expect(Object.keys(first.saml).sort()).toEqual(["displayName", "emailAttribute", "enabled", "groupsAttributes", "idpCertificates", "idpEntityId", "nameAttribute", "spCertificate", "ssoUrl"]);
    expect(first.saml["groupsAttributes"]).toEqual(["urn:oid:1.3.6.1.4.1.5923.1.5.1.1", "memberOf", "eduPersonAffiliation"]);

    api.on("PUT /api/identity/settings", { status: 400, body: { name: "ValidationError", message: "Validation failed", errors: [{ path: "saml.idpCertificates", message: sentence }] } });
    await events.click(saml.getByLabelText(es.samlSpPrivateKey));
    await events.paste("-----BEGIN PRIVATE KEY-----");
    await events.click(saml.getByRole("button", { name: es.samlSave }));
    await waitFor(() => expect(api.callsTo("PUT /api/identity/settings")).toHaveLength(2));
    expect((api.callsTo("PUT /api/identity/settings")[1]!.body as { saml: Record<string, unknown> }).saml["spPrivateKey"]).toBe("-----BEGIN PRIVATE KEY-----");
    expect(await saml.findByText(sentence)).toBeTruthy();
    expect(saml.getByRole("button", { name: es.samlTest })).toBeTruthy();
  });

  it("is a super admin's page: a unit admin is sent to the dashboard", async () => {
    const { router } = renderDashboard({ path: "/dashboard/identity-provider", api: settingsApi(), user: makeUser("unit_admin") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
