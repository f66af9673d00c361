// A negative suite for session tokens: anything but a token we issued for a live session is 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT, UnsecuredJWT, decodeJwt } from "jose";
import { call, createHarness, TEST_SECRET, type Harness } from "./harness.ts";
import { firstUser } from "./fixtures.ts";

let h: Harness;
let token: string;
let claims: { sid: string; sub: string };
const key = new TextEncoder().encode(TEST_SECRET);

beforeAll(async () => {
  h = await createHarness();
  token = (await firstUser(h)).token;
  claims = decodeJwt(token) as unknown as { sid: string; sub: string };
});
afterAll(() => h.close());

const now = () => Math.floor(h.clock.now.getTime() / 1000);
const signed = (payload: Record<string, unknown>, opts: { exp?: number; nbf?: number; secret?: Uint8Array; iss?: string; aud?: string } = {}) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(opts.iss ?? "steward")
    .setAudience(opts.aud ?? "steward")
    .setIssuedAt(now())
    .setNotBefore(opts.nbf ?? now())
    .setExpirationTime(opts.exp ?? now() + 3600)
    .sign(opts.secret ?? key);

describe("session token negatives", () => {
  it("the genuine token works (control)", async () => {
    expect((await call(h, "GET", "/api/users/me", { token })).status).toBe(200);
  });

  const cases: [string, () => Promise<string>][] = [
    ["alg none", async () => new UnsecuredJWT({ sid: claims.sid }).setSubject(claims.sub).setIssuer("steward").setAudience("steward").setExpirationTime(now() + 3600).encode()],
    ["another algorithm (HS512)", async () => new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: "HS512" }).setSubject(claims.sub).setIssuer("steward").setAudience("steward").setExpirationTime(now() + 3600).sign(new Uint8Array(64).fill(7))],
    ["a wrong key", () => signed({ sid: claims.sid, sub: claims.sub }, { secret: new TextEncoder().encode("another-secret-that-is-long-enough-123") })],
    ["expired", () => signed({ sid: claims.sid, sub: claims.sub }, { exp: now() - 10 })],
    ["not yet valid", () => signed({ sid: claims.sid, sub: claims.sub }, { nbf: now() + 600 })],
    ["missing session id", () => signed({ sub: claims.sub })],
    ["an unknown session id", () => signed({ sid: "not-a-session", sub: claims.sub })],
    ["the session of another user", () => signed({ sid: claims.sid, sub: "2" })],
    ["a foreign issuer", () => signed({ sid: claims.sid, sub: claims.sub }, { iss: "evil" })],
    ["a foreign audience", () => signed({ sid: claims.sid, sub: claims.sub }, { aud: "evil" })],
    ["an edited payload", async () => {
      const [header, , signature] = token.split(".");
      const payload = Buffer.from(JSON.stringify({ ...claims, sub: "1", role: "super_admin", exp: now() + 99999 })).toString("base64url");
      return `${header}.${payload}.${signature}`;
    }],
    ["garbage", async () => "not.a.jwt"],
  ];

  it.each(cases)("%s: 401", async (_label, make) => {
    const forged = await make();
    expect((await call(h, "GET", "/api/users/me", { token: forged })).status).toBe(401);
    expect((await call(h, "GET", "/api/users/me", { cookie: `steward_session=${forged}` })).status).toBe(401);
  });

  it("the token is never put in a URL: login answers it in the body and an HttpOnly cookie only", async () => {
    const res = await call(h, "POST", "/api/users/login", { body: { email: "root@uni.edu", password: "correct horse battery" } });
    expect(res.headers.get("location")).toBeNull();
    const logout = await call(h, "GET", "/api/logout", { token: res.body.token });
    expect(logout.headers.get("location")).not.toContain(res.body.token);
  });
});
