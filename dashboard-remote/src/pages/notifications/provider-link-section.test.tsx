// Issue 27: a super admin is never linked to the identity provider by e-mail, so the signed-in person
// links their own account from here: a POST for the provider's address, then the browser goes there.
import { IDENTITY_TEXTS } from "@steward/shared";
import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";
import NOTIFICATION_TEXTS from "../../i18n/messages/en/notifications.json" with { type: "json" };

configure({ asyncUtilTimeout: 10_000 });

function linkApi(providers: { id: "oidc" | "saml"; name: string; loginUrl: string }[], linkStatus = 200) {
  const api = createFakeApi();
  api.on("GET /api/users/me/notifications", { status: 200, body: { doc: { preferences: {}, defaults: {} } } });
  api.on("GET /api/auth/providers", { status: 200, body: { providers, passwordLogin: true } });
  api.on("POST /api/auth/oidc/link", linkStatus === 200 ? { status: 200, body: { url: "https://id.uni.edu/authorize?state=abc" } } : { status: linkStatus, body: { message: "PROVIDER_UNAVAILABLE" } });
  return api;
}

describe("Linking one's identity provider account", { timeout: 40_000 }, () => {
  it("asks the API for the provider's address with a POST that comes back here, then sends the browser there", async () => {
    const api = linkApi([{ id: "oidc", name: "Northbridge ID", loginUrl: "/api/auth/oidc/login" }]);
    const { events, leaveTo } = renderDashboard({ path: "/dashboard/notifications", user: makeUser("super_admin"), api });
    await screen.findByRole("heading", { name: NOTIFICATION_TEXTS.title });
    await events.click(await screen.findByRole("button", { name: IDENTITY_TEXTS.linkWith("Northbridge ID") }));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("https://id.uni.edu/authorize?state=abc"));
    const [post] = api.callsTo("POST /api/auth/oidc/link");
    expect(new URL(post!.query.get("returnTo")!).pathname).toBe("/dashboard/notifications");
  });

  it("says so when the link cannot be started, and stays", async () => {
    const api = linkApi([{ id: "oidc", name: "Northbridge ID", loginUrl: "/api/auth/oidc/login" }], 502);
    const { events, leaveTo } = renderDashboard({ path: "/dashboard/notifications", user: makeUser("super_admin"), api });
    await events.click(await screen.findByRole("button", { name: IDENTITY_TEXTS.linkWith("Northbridge ID") }));
    expect((await screen.findAllByText(IDENTITY_TEXTS.linkFailed)).length).toBeGreaterThan(0);
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it("offers nothing when no identity provider is set up", async () => {
    const api = linkApi([]);
    renderDashboard({ path: "/dashboard/notifications", user: makeUser("super_admin"), api });
    await screen.findByRole("heading", { name: NOTIFICATION_TEXTS.title });
    await waitFor(() => expect(api.callsTo("GET /api/auth/providers").length).toBeGreaterThan(0));
    expect(screen.queryByRole("heading", { name: IDENTITY_TEXTS.linkTitle })).toBeNull();
  });
});
