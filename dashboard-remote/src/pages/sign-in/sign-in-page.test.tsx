import { ERRORS, VALIDATION } from "@steward/shared";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeApi } from "../../test/fake-api.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderDashboard } from "../../test/render-dashboard.tsx";

async function submit(events: ReturnType<typeof renderDashboard>["events"], email: string, password: string) {
  if (email) await events.type(await screen.findByLabelText("Email"), email);
  if (password) await events.type(screen.getByLabelText("Password"), password);
  await events.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in page", () => {
  it.each([
    [401, "INVALID_CREDENTIALS", ERRORS.signInFailed],
    [423, "USER_LOCKED", ERRORS.userLocked],
  ])("answers %i with its message", async (status, code, text) => {
    const api = createFakeApi();
    api.on("POST /api/users/login", { status, body: { message: code } });
    const { events, router } = renderDashboard({ path: "/sign-in", api });

    await submit(events, "ada@example.org", "wrong-password");

    expect(await screen.findByRole("alert")).toHaveProperty("textContent", text);
    expect(router.state.location.pathname).toBe("/sign-in");
  });

  it("shows the server's validation messages under their fields", async () => {
    const api = createFakeApi();
    api.on("POST /api/users/login", {
      status: 400,
      body: { name: "ValidationError", message: "Invalid input", errors: [{ path: "email", message: "Invalid email address" }] },
    });
    const { events } = renderDashboard({ path: "/sign-in", api });

    await submit(events, "ada@example.org", "secret-password");

    expect(await screen.findByText("Invalid email address")).toBeTruthy();
  });

  it("checks the form before calling the server", async () => {
    const api = createFakeApi();
    const { events } = renderDashboard({ path: "/sign-in", api });

    await submit(events, "not-an-email", "");

    expect(await screen.findByText(VALIDATION.invalidEmail)).toBeTruthy();
    expect(screen.getByText(VALIDATION.fieldRequired)).toBeTruthy();
    expect(api.callsTo("POST /api/users/login")).toHaveLength(0);
  });

  function signInApi(user = makeUser("super_admin")) {
    const api = createFakeApi();
    let signedIn = false;
    api.on("POST /api/users/login", () => {
      signedIn = true;
      return { status: 200, body: { user, token: "t", exp: 0 } };
    });
    api.on("GET /api/users/me", () => (signedIn ? { status: 200, body: { user } } : { status: 401, body: { message: "UNAUTHORIZED" } }));
    return api;
  }

  it("signs in and opens the Dashboard", async () => {
    const api = signInApi();
    const { events, router } = renderDashboard({ path: "/sign-in", api });

    await submit(events, "Ada@Example.org", "correct-horse");

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.callsTo("POST /api/users/login")[0]?.body).toEqual({ email: "ada@example.org", password: "correct-horse" });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
  });

  it("speaks the signed-in person's language at once, whatever the browser's, with no reload", async () => {
    const api = signInApi(makeUser("super_admin", { locale: "es-CO" }));
    const { events, router } = renderDashboard({ path: "/sign-in", api });

    await submit(events, "ada@example.org", "correct-horse");

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(await screen.findByRole("heading", { level: 1, name: "Tablero" })).toBeTruthy();
  });

  it("opens the page asked for before signing in, with its query", async () => {
    const api = signInApi();
    const { events, router } = renderDashboard({ path: "/dashboard/units?pageSize=20", api });
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-in"));

    await submit(events, "ada@example.org", "correct-horse");

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/units"));
    expect(router.state.location.search).toMatchObject({ pageSize: 20 });
    expect(await screen.findByRole("heading", { level: 1, name: "Units" })).toBeTruthy();
  });

  it.each(["https://evil.example/dashboard", "//evil.example/dashboard", "/sign-in", "/dashboard//evil.example"])(
    "ignores a return address outside the dashboard (%s)",
    async (target) => {
      const api = signInApi();
      const { events, router } = renderDashboard({ path: `/sign-in?redirect=${encodeURIComponent(JSON.stringify(target))}`, api });

      await submit(events, "ada@example.org", "correct-horse");

      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    },
  );

  it("sends a fresh installation to the first-user page", async () => {
    const api = createFakeApi();
    api.on("GET /api/setup", { status: 200, body: { firstUserRequired: true } });
    const { router } = renderDashboard({ path: "/sign-in", api });

    await waitFor(() => expect(router.state.location.pathname).toBe("/create-first-user"));
    expect(await screen.findByRole("button", { name: "Create first user" })).toBeTruthy();
  });
});
