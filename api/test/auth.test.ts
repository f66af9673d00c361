import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ERROR_CODES, VALIDATION } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, insertUser, PASSWORD, signIn } from "./fixtures.ts";

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

describe("first user", () => {
  it("is required on a fresh database and created once as an active super admin", async () => {
    expect((await call(h, "GET", "/api/setup")).body).toEqual({ firstUserRequired: true, defaultLocale: "en" });
    const res = await call(h, "POST", "/api/create-first-user", { body: { name: "Ada", email: "Ada@Uni.edu", password: PASSWORD } });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ id: 1, role: "super_admin", status: "active", email: "ada@uni.edu" });
    expect(JSON.stringify(res.body)).not.toMatch(/pbkdf2|passwordHash/);
    expect((await call(h, "GET", "/api/setup")).body).toEqual({ firstUserRequired: false, defaultLocale: "en" });

    const again = await call(h, "POST", "/api/create-first-user", { body: { name: "Eve", email: "eve@uni.edu", password: PASSWORD } });
    expect(again.status).toBe(403);
  });

  it("answers the spec's validation messages", async () => {
    const res = await call(h, "POST", "/api/create-first-user", { body: { name: "", email: "x", password: "1234567" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: "ValidationError",
      message: "Validation failed",
      errors: expect.arrayContaining([
        { path: "name", message: VALIDATION.nameRequired },
        { path: "email", message: VALIDATION.invalidEmail },
        { path: "password", message: VALIDATION.passwordMin },
      ]),
    });
  });

  it("lets only one of two racing requests through", async () => {
    const body = (email: string) => ({ body: { name: "A", email, password: PASSWORD } });
    const results = await Promise.all([call(h, "POST", "/api/create-first-user", body("a@u.edu")), call(h, "POST", "/api/create-first-user", body("b@u.edu"))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
  });
});

describe("login and sessions", () => {
  it("returns user, token and exp, and sets an HttpOnly SameSite cookie", async () => {
    await firstUser(h);
    const res = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: "root@uni.edu", role: "super_admin" });
    expect(typeof res.body.token).toBe("string");
    expect(res.body.exp).toBe(Math.floor(h.clock.now.getTime() / 1000) + 12 * 3600);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^steward_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain http here; https gets Secure
  });

  it("marks the cookie Secure over https", async () => {
    await firstUser(h);
    const res = await h.app.request("https://steward.uni.edu/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "root@uni.edu", password: PASSWORD }),
    });
    expect(res.headers.get("set-cookie")).toMatch(/Secure/);
  });

  it("answers who-am-I by bearer token and by cookie, 401 without", async () => {
    const { token } = await firstUser(h);
    expect((await call(h, "GET", "/api/users/me", { token })).body.user).toMatchObject({ email: "root@uni.edu" });
    expect((await call(h, "GET", "/api/users/me", { cookie: `steward_session=${token}` })).status).toBe(200);
    expect((await call(h, "GET", "/api/users/me")).status).toBe(401);
    // A signature changed where every bit counts (the last base64url character carries padding
    // bits, so changing only the end can leave the signature as it was, about once in a thousand).
    const [head, body, signature] = token.split(".") as [string, string, string];
    const tampered = `${head}.${body}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    expect((await call(h, "GET", "/api/users/me", { token: tampered })).status).toBe(401);
  });

  it("unknown e-mail and wrong password get the same answer", async () => {
    await firstUser(h);
    const unknown = await call(h, "POST", "/api/users/login", { body: { email: "nobody@uni.edu", password: PASSWORD } });
    const wrong = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "wrong-password" } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ message: ERROR_CODES.invalidCredentials });
    expect(wrong.body).toEqual(unknown.body);
  });

  it("POST /api/users/logout revokes the token at once", async () => {
    const { token } = await firstUser(h);
    expect((await call(h, "POST", "/api/users/logout", { token })).status).toBe(200);
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(401);
  });

  it("GET /api/logout clears the cookie, revokes the session and redirects to sign-in", async () => {
    const { token } = await firstUser(h);
    const res = await call(h, "GET", "/api/logout", { cookie: `steward_session=${token}` });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in");
    expect(res.headers.get("set-cookie")).toMatch(/steward_session=;.*Max-Age=0/);
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(401);
  });

  it("GET /api/logout never redirects to a foreign site", async () => {
    for (const returnTo of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const res = await call(h, "GET", `/api/logout?returnTo=${encodeURIComponent(returnTo)}`);
      expect(res.headers.get("location")).toBe("/sign-in");
    }
    const local = await call(h, "GET", `/api/logout?returnTo=${encodeURIComponent("/portal/social/sign-in")}`);
    expect(local.headers.get("location")).toBe("/portal/social/sign-in");
  });

  it("an expired session is refused", async () => {
    const { token } = await firstUser(h);
    h.clock.now = new Date(h.clock.now.getTime() + 13 * 3600_000);
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(401);
  });

  it("a deactivated user's session stops working on the next request", async () => {
    const { token } = await firstUser(h);
    await h.database.direct.$client.execute("UPDATE users SET status = 'inactive' WHERE id = 1");
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(401);
  });
});

describe("lockout", () => {
  it("locks after 5 consecutive failures for 10 minutes, even for the right password", async () => {
    await firstUser(h);
    for (let i = 1; i <= 5; i++) {
      const r = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "wrong-password" } });
      expect(r.status).toBe(401);
    }
    const locked = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } });
    expect(locked.status).toBe(423);
    expect(locked.body).toEqual({ message: ERROR_CODES.userLocked });

    h.clock.now = new Date(h.clock.now.getTime() + 10 * 60_000 + 1000);
    expect((await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } })).status).toBe(200);
  });

  it("a success resets the count", async () => {
    await firstUser(h);
    for (let i = 0; i < 4; i++) await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "wrong-password" } });
    await signIn(h, "root@uni.edu");
    for (let i = 0; i < 4; i++) await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "wrong-password" } });
    expect((await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } })).status).toBe(200);
  });

  it("counts no more than 5 tries under 100 parallel attempts, and a racing right password does not slip through", async () => {
    await firstUser(h);
    const wrong = Array.from({ length: 100 }, () => call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "wrong-password" } }));
    // The right password, sent in the middle of the storm.
    const right = call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } });
    const results = await Promise.all(wrong);
    const rightResult = await right;
    // It either landed before the lock (and reset the count, so at most 5 failures follow it) or it was refused.
    expect([200, 423]).toContain(rightResult.status);
    expect(results.filter((r) => r.status === 401).length).toBeLessThanOrEqual(rightResult.status === 200 ? 10 : 5);
    expect(results.every((r) => r.status === 401 || r.status === 423)).toBe(true);
    const row = (await h.database.client.execute("SELECT login_attempts, locked_until FROM users WHERE id = 1")).rows[0];
    expect(row?.["login_attempts"]).toBe(5);
    expect(row?.["locked_until"]).not.toBeNull();
    expect((await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } })).status).toBe(423);
  });
});

describe("cross-site defences", () => {
  it("refuses cookie-authenticated writes from a foreign origin, and cross-site without Origin", async () => {
    const { token } = await firstUser(h);
    const cookie = `steward_session=${token}`;
    const foreign = await call(h, "POST", "/api/users/logout", { cookie, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: ERROR_CODES.originNotAllowed });
    const noOrigin = await call(h, "POST", "/api/users/logout", { cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(noOrigin.status).toBe(403);
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(200);
    const own = await call(h, "POST", "/api/users/logout", { cookie, headers: { origin: "http://localhost" } });
    expect(own.status).toBe(200);
  });

  it("allows configured origins", async () => {
    h.close();
    h = await createHarness({ ALLOWED_ORIGINS: "https://portal.uni.edu" });
    const { token } = await firstUser(h);
    const res = await call(h, "POST", "/api/users/logout", { cookie: `steward_session=${token}`, headers: { origin: "https://portal.uni.edu" } });
    expect(res.status).toBe(200);
    const preflight = await h.app.request("http://localhost/api/users/me", {
      method: "OPTIONS",
      headers: { origin: "https://portal.uni.edu", "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://portal.uni.edu");
    const other = await h.app.request("http://localhost/api/health", { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses form and text/plain bodies on JSON endpoints", async () => {
    await firstUser(h);
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await call(h, "POST", "/api/users/login", { body: "email=root@uni.edu&password=x", headers: { "content-type": type } });
      expect(res.status).toBe(415);
    }
  });

  it("answers 413 for oversized bodies and 400 for malformed JSON, never 500", async () => {
    const big = await call(h, "POST", "/api/users/login", { body: JSON.stringify({ email: "a@b.co", password: "x".repeat(2_000_000) }) });
    expect(big.status).toBe(413);
    const bad = await call(h, "POST", "/api/users/login", { body: "{not json" });
    expect(bad.status).toBe(400);
    expect(bad.body.name).toBe("ValidationError");
  });
});

describe("roles come from the database", () => {
  it("a token keeps no role: demoting the user changes what they may do at once", async () => {
    await firstUser(h);
    const other = await insertUser(h, "sam@uni.edu", "super_admin");
    const token = await signIn(h, "sam@uni.edu");
    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "v1" }] }] };
    await h.database.direct.$client.execute({ sql: "UPDATE users SET role = 'social_media_manager' WHERE id = ?", args: [other.id] });
    expect((await call(h, "POST", "/api/policies", { token, body: { text: doc } })).status).toBe(403);
  });
});
