// Issue 17: the sign-in page offers the identity provider, says when password sign-in is off, and
// says in words why a provider's sign-in was refused; embedded with the portal's token, it is
// never shown at all.
import IDENTITY_MESSAGES from "@steward/shared/i18n/messages/en/identityErrors.json" with { type: "json" };
import IDENTITY_TEXTS from "@steward/shared/i18n/messages/en/identity.json" with { type: "json" };
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

const OIDC = { id: "oidc", name: "Northbridge ID", loginUrl: "/api/auth/oidc/login" };

function withProviders(passwordLogin = true) {
  const api = createFakeApi();
  api.on("GET /api/auth/providers", { status: 200, body: { providers: [OIDC], passwordLogin } });
  return api;
}

describe("signing in with the institution's identity provider", () => {
  it("offers 'Sign in with {name}' above the password form, coming back to the page asked for", async () => {
    renderDashboard({ path: "/sign-in?redirect=%2Fdashboard%2Funits", api: withProviders() });
    const link = await screen.findByRole("link", { name: "Sign in with Northbridge ID" });
    expect(link.getAttribute("href")).toBe("/api/auth/oidc/login?returnTo=%2Fdashboard%2Funits");
    const email = screen.getByLabelText("Email");
    expect(link.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("with password sign-in off, says so and keeps the form behind the super admins' emergency button", async () => {
    const { events } = renderDashboard({ path: "/sign-in", api: withProviders(false) });
    expect(await screen.findByText(IDENTITY_TEXTS.passwordLoginOff)).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
    await events.click(screen.getByRole("button", { name: IDENTITY_TEXTS.breakGlassToggle }));
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
  });

  it.each(["EMAIL_NOT_VERIFIED", "USER_NOT_ACTIVE", "SIGN_IN_STATE_INVALID", "PROVIDER_RESPONSE_INVALID"] as const)(
    "a refused sign-in (%s) is said in words",
    async (code) => {
      renderDashboard({ path: `/sign-in?error=${code}`, api: withProviders() });
      expect((await screen.findByRole("alert")).textContent).toBe(IDENTITY_MESSAGES[code]);
    },
  );

  it("someone new is told their access waits for a super admin's review", async () => {
    renderDashboard({ path: "/sign-in?error=ACCESS_PENDING", api: withProviders() });
    expect(await screen.findByRole("heading", { name: IDENTITY_TEXTS.pendingTitle })).toBeTruthy();
    expect(screen.getByText(IDENTITY_TEXTS.pendingBody)).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});

describe("embedded with the portal's token (getAccessToken)", () => {
  it("sends the token as a bearer token, without cookies", async () => {
    const api = createFakeApi();
    const user = makeUser("super_admin");
    renderDashboard({ path: "/dashboard", api, user, getAccessToken: async () => "portal-token" });
    await waitFor(() => expect(api.callsTo("GET /api/users/me").length).toBeGreaterThan(0));
    const init = api.callsTo("GET /api/users/me")[0]!.init;
    expect(init.credentials).toBe("omit");
    expect((init.headers as Record<string, string>)["authorization"]).toBe("Bearer portal-token");
  });

  it("never shows Steward's sign-in page: a refused or missing token says why instead", async () => {
    const api = createFakeApi();
    const { router } = renderDashboard({ path: "/dashboard", api, getAccessToken: () => null });
    expect(await screen.findByRole("heading", { name: IDENTITY_TEXTS.accessRefusedTitle })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/access");
    expect(screen.queryByLabelText("Password")).toBeNull();

    await router.navigate({ to: "/sign-in" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/access"));
  });

  it("a person waiting for review is told so", async () => {
    const api = createFakeApi();
    api.on("GET /api/users/me", { status: 403, body: { message: "ACCESS_PENDING" } });
    renderDashboard({ path: "/dashboard", api, getAccessToken: () => "t" });
    expect(await screen.findByRole("heading", { name: IDENTITY_TEXTS.pendingTitle })).toBeTruthy();
  });
});
