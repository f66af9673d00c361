// Issue 33, point 7: the identity provider settings page. A field the environment sets is read-only
// and says which variable sets it; the client secret is never shown (only whether one is kept) and
// is sent only when typed; the result of a test sign-in is shown; the page in Spanish.
import type { IdentitySettingsDoc, SignInTestResult } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
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
    const name = (await screen.findByLabelText(en.displayName)) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(screen.getByText(en.locked.replace("{variable}", "OIDC_DISPLAY_NAME"))).toBeTruthy();
    expect((screen.getByLabelText(en.issuer) as HTMLInputElement).readOnly).toBe(false);
    const secret = screen.getByLabelText(en.clientSecret) as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(secret.type).toBe("password");
    expect(screen.getByText(en.secretSet)).toBeTruthy();
    expect(screen.getByText(DOC.oidc.redirectUri)).toBeTruthy();

    await events.type(screen.getByLabelText(en.scopes), " groups");
    await events.click(screen.getByRole("button", { name: en.save }));
    await waitFor(() => expect(api.callsTo("PUT /api/identity/settings")).toHaveLength(1));
    const first = api.callsTo("PUT /api/identity/settings")[0]!.body as { oidc: Record<string, unknown> };
    expect(first.oidc).not.toHaveProperty("clientSecret");
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
    expect((await screen.findByLabelText(es.displayName)) as HTMLInputElement).toBeTruthy();
    expect(screen.getByText(es.locked.replace("{variable}", "OIDC_DISPLAY_NAME"))).toBeTruthy();
    expect(screen.queryByText(en.intro)).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: es.title })).toBeTruthy();
  });

  it("is a super admin's page: a unit admin is sent to the dashboard", async () => {
    const { router } = renderDashboard({ path: "/dashboard/identity-provider", api: settingsApi(), user: makeUser("unit_admin") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });
});
