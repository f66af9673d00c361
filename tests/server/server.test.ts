// The real Deno server over real HTTP on loopback, with a real libSQL file.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { http, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe("the real server", () => {
  it("answers health once the database answers", async () => {
    expect(await http(server.url, "GET", "/api/health")).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("creates its database file (WAL) and an owner-only auth secret in the data folder", () => {
    expect(existsSync(join(server.dataDir, "steward.db"))).toBe(true);
    expect(existsSync(join(server.dataDir, "steward.db-wal"))).toBe(true);
    expect(statSync(join(server.dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  });

  it("runs the first-user, sign-in, policy gate and units flow over HTTP", async () => {
    expect((await http(server.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: true, defaultLocale: "en" });
    const created = await http(server.url, "POST", "/api/create-first-user", { body: { name: "Ada", email: "ada@uni.edu", password: "a good password" } });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ role: "super_admin" });

    const login = await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a good password" } });
    expect(login.status).toBe(200);
    expect(login.headers.get("set-cookie")).toMatch(/steward_session=.*HttpOnly/);
    const token = login.body.token as string;

    const doc = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Policy" }] }] };
    expect((await http(server.url, "POST", "/api/policies", { token, body: { text: doc } })).status).toBe(201);
    expect((await http(server.url, "GET", "/api/organization", { token })).body).toEqual({ message: "POLICY_NOT_ACCEPTED" });
    expect((await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: 1 } })).status).toBe(201);
    const units = await http(server.url, "GET", "/api/organization", { token });
    expect(units.body).toEqual({ docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 1, hasNextPage: false, hasPrevPage: false });

    expect((await http(server.url, "POST", "/api/users/logout", { token })).status).toBe(200);
    expect((await http(server.url, "GET", "/api/users/me", { token })).status).toBe(401);
  });

  it("answers unknown API paths with JSON 404 and never leaks a stack", async () => {
    const res = await http(server.url, "GET", "/api/nope");
    expect(res).toMatchObject({ status: 404, body: { message: "NOT_FOUND" } });
  });

  it("stops cleanly on SIGTERM", async () => {
    const other = await startServer();
    expect(await other.stop("SIGTERM")).toBe(0);
  });
});

describe("settings at start-up", () => {
  it("refuse to start with a clear message naming the variable", async () => {
    await expect(startServer({ env: { TZ: "Mars/Olympus" } })).rejects.toThrow(/TZ: must be an IANA time zone/);
  });
});
