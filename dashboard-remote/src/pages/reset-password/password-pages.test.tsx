import { ERRORS, VALIDATION } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

describe("forgot-password page", () => {
  it("sends the e-mail and says a link is on its way", async () => {
    const api = createFakeApi();
    api.on("POST /api/users/forgot-password", { status: 200, body: {} });
    const { events } = renderDashboard({ path: "/forgot-password", api });
    await events.type(await screen.findByLabelText("Email"), "Ada@Uni.edu");
    await events.click(screen.getByRole("button", { name: "Send link" }));
    expect((await screen.findByRole("status")).textContent).toContain("a link to set a new password is on its way");
    expect(api.callsTo("POST /api/users/forgot-password")[0]?.body).toEqual({ email: "ada@uni.edu" });
  });

  it("validates the e-mail and shows the spec's failure text", async () => {
    const api = createFakeApi();
    api.on("POST /api/users/forgot-password", { status: 500, body: { message: "INTERNAL_ERROR" } });
    const { events } = renderDashboard({ path: "/forgot-password", api });
    await events.type(await screen.findByLabelText("Email"), "nope");
    await events.click(screen.getByRole("button", { name: "Send link" }));
    expect(await screen.findByText(VALIDATION.invalidEmail)).toBeTruthy();
    await events.clear(screen.getByLabelText("Email"));
    await events.type(screen.getByLabelText("Email"), "ada@uni.edu");
    await events.click(screen.getByRole("button", { name: "Send link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.forgotPasswordFailed);
  });
});

describe("reset-password and set-password pages", () => {
  it("sets the password with the token from the link and goes to sign-in", async () => {
    const api = createFakeApi();
    api.on("POST /api/users/reset-password", { status: 200, body: {} });
    const { events, router } = renderDashboard({ path: "/reset-password?token=abc123", api });
    await events.type(await screen.findByLabelText("New password"), "short");
    await events.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByText(VALIDATION.passwordMin)).toBeTruthy();
    await events.type(screen.getByLabelText("New password"), "-but-now-long");
    await events.click(screen.getByRole("button", { name: "Save password" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(api.callsTo("POST /api/users/reset-password")[0]?.body).toEqual({ token: "abc123", password: "short-but-now-long" });
  });

  it("says 'Failed to reset password' when the token is refused", async () => {
    const api = createFakeApi();
    api.on("POST /api/users/reset-password", { status: 400, body: { message: "INVALID_TOKEN" } });
    const { events } = renderDashboard({ path: "/set-password?token=used", api });
    expect(await screen.findByRole("heading", { name: "Set your password" })).toBeTruthy();
    await events.type(screen.getByLabelText("New password"), "a long password");
    await events.click(screen.getByRole("button", { name: "Save password" }));
    expect((await screen.findByRole("alert")).textContent).toBe(ERRORS.resetPasswordFailed);
  });

  it("explains a link without a token", async () => {
    renderDashboard({ path: "/reset-password" });
    expect((await screen.findByRole("alert")).textContent).toContain("This link is incomplete");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save password" }).disabled).toBe(true);
  });
});

describe("sign-in", () => {
  it("links to the forgot-password page", async () => {
    const { events, router } = renderDashboard({ path: "/sign-in" });
    await events.click(await screen.findByRole("link", { name: "Forgot password?" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/forgot-password"));
    expect(await screen.findByRole("heading", { name: "Forgot password" })).toBeTruthy();
  });
});
