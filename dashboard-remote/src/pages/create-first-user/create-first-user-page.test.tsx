import { VALIDATION } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

function firstUserApi() {
  const api = createFakeApi();
  api.on("GET /api/setup", { status: 200, body: { firstUserRequired: true } });
  return api;
}

describe("create-first-user page", () => {
  it("shows the validation messages and sends nothing while the form is invalid", async () => {
    const api = firstUserApi();
    const { events } = renderDashboard({ path: "/create-first-user", api });

    await events.type(await screen.findByLabelText("Email"), "nope");
    await events.type(screen.getByLabelText("Password"), "short");
    await events.click(screen.getByRole("button", { name: "Create first user" }));

    expect(await screen.findByText(VALIDATION.nameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.invalidEmail)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeTruthy();
    expect(api.callsTo("POST /api/create-first-user")).toHaveLength(0);
  });

  it("creates the user, confirms and goes to sign-in", async () => {
    const api = firstUserApi();
    api.on("POST /api/create-first-user", () => {
      api.on("GET /api/setup", { status: 200, body: { firstUserRequired: false } });
      return { status: 201, body: { user: makeUser("super_admin") } };
    });
    const { events, router } = renderDashboard({ path: "/create-first-user", api });

    await events.type(await screen.findByLabelText("Name"), "Ada Lovelace");
    await events.type(screen.getByLabelText("Email"), "ada@example.org");
    await events.type(screen.getByLabelText("Password"), "long-enough-password");
    await events.click(screen.getByRole("button", { name: "Create first user" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(api.callsTo("POST /api/create-first-user")[0]?.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.org",
      password: "long-enough-password",
    });
    expect((await screen.findAllByText("First user created. Sign in to continue.")).length).toBeGreaterThan(0);
  });

  it("redirects to sign-in once a user exists", async () => {
    const { router } = renderDashboard({ path: "/create-first-user" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeTruthy();
  });
});
