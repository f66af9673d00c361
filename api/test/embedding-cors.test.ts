// The cross-origin setup of an embedding portal: the portal's page (another origin) calls the API
// with the browser's cookie, so preflights, credentials, cookie attributes and the sign-out return
// address must all work for configured origins and for no others.
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@steward/shared";
import { call, createHarness, type Harness } from "./harness.ts";
import { firstUser, PASSWORD } from "./fixtures.ts";

const PORTAL = "http://127.0.0.1:8080";
let h: Harness | undefined;
afterEach(() => h?.close());

function preflight(harness: Harness, path: string, origin: string, method: string) {
  return harness.app.request(`http://127.0.0.1:8000${path}`, {
    method: "OPTIONS",
    headers: { origin, "access-control-request-method": method, "access-control-request-headers": "content-type" },
  });
}

describe("an embedding portal on another origin", () => {
  it("gets preflights for every write method, with credentials, only when configured", async () => {
    h = await createHarness({ ALLOWED_ORIGINS: PORTAL });
    for (const [path, method] of [["/api/organization", "PATCH"], ["/api/organization/disable/1", "PUT"], ["/api/users/login", "POST"], ["/api/flags/1", "PATCH"]] as const) {
      const res = await preflight(h, path, PORTAL, method);
      expect(res.status, `${method} ${path}`).toBe(204);
      expect(res.headers.get("access-control-allow-origin")).toBe(PORTAL);
      expect(res.headers.get("access-control-allow-credentials")).toBe("true");
      expect(res.headers.get("access-control-allow-methods")?.split(",")).toContain(method);
      expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    }
    // Another port of the same host is another origin: not allowed, never reflected.
    const other = await preflight(h, "/api/organization", "http://127.0.0.1:9090", "PATCH");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("marks every answer to the portal, errors included, and varies it by Origin; the public directory is open to all", async () => {
    h = await createHarness({ ALLOWED_ORIGINS: PORTAL });
    for (const path of ["/api/health", "/api/users/me", "/api/no-such-route"]) {
      const res = await h.app.request(`http://127.0.0.1:8000${path}`, { headers: { origin: PORTAL } });
      expect(res.headers.get("access-control-allow-origin"), path).toBe(PORTAL);
      expect(res.headers.get("access-control-allow-credentials"), path).toBe("true");
      expect(res.headers.get("vary")?.split(",").map((v) => v.trim()), path).toContain("Origin");
      const elsewhere = await h.app.request(`http://127.0.0.1:8000${path}`, { headers: { origin: "http://127.0.0.1:9090" } });
      expect(elsewhere.headers.get("access-control-allow-origin"), path).toBeNull();
    }
    const publicPreflight = await h.app.request("http://127.0.0.1:8000/public/v1/verify?url=x", {
      method: "OPTIONS",
      headers: { origin: "https://news.example", "access-control-request-method": "GET" },
    });
    expect(publicPreflight.status).toBe(204);
    expect(publicPreflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(publicPreflight.headers.get("access-control-allow-methods")?.split(",")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(publicPreflight.headers.get("access-control-allow-credentials")).toBeNull();
    const publicAnswer = await h.app.request("http://127.0.0.1:8000/public/v1/verify?url=x", { headers: { origin: "https://news.example" } });
    expect(publicAnswer.headers.get("access-control-allow-origin")).toBe("*");
    expect(publicAnswer.headers.get("access-control-expose-headers")).toBe("ETag,Retry-After");
  });

  it("signs in from the portal with a cookie the browser sends back on same-site calls", async () => {
    h = await createHarness({ ALLOWED_ORIGINS: PORTAL });
    await firstUser(h);
    const login = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD }, headers: { origin: PORTAL } });
    expect(login.status).toBe(200);
    expect(login.headers.get("access-control-allow-origin")).toBe(PORTAL);
    expect(login.headers.get("access-control-allow-credentials")).toBe("true");
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const session = cookie.split(";")[0] ?? "";

    // A cookie-authenticated write from the portal passes the origin check (and reaches validation).
    const write = await call(h, "PATCH", "/api/organization", { cookie: session, body: {}, headers: { origin: PORTAL } });
    expect(write.status).toBe(400);
    const foreign = await call(h, "PATCH", "/api/organization", { cookie: session, body: {}, headers: { origin: "http://127.0.0.1:9090" } });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: ERROR_CODES.originNotAllowed });
  });

  it("marks the cookie SameSite=None; Secure for a portal on another site", async () => {
    h = await createHarness({ ALLOWED_ORIGINS: "https://intranet.example.org", STEWARD_COOKIE_SAMESITE: "None" });
    await firstUser(h);
    const login = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: PASSWORD } });
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/Secure/);
  });

  it("signs out back to the portal's sign-in page, and nowhere else", async () => {
    h = await createHarness({ ALLOWED_ORIGINS: PORTAL });
    const { token } = await firstUser(h);
    const back = `${PORTAL}/portal/social/sign-in`;
    const res = await call(h, "GET", `/api/logout?returnTo=${encodeURIComponent(back)}`, { cookie: `steward_session=${token}` });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(back);
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(401);
    const elsewhere = await call(h, "GET", `/api/logout?returnTo=${encodeURIComponent("http://127.0.0.1:9090/portal/social/sign-in")}`);
    expect(elsewhere.headers.get("location")).toBe("/sign-in");
  });
});
