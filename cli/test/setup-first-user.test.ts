import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION } from "@steward/shared";
import { http, startServer, type RunningServer } from "../../tests/support/server.ts";
import { runSteward } from "./run-cli.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
});

describe("steward setup first-user", () => {
  it("has --help on the program and the command", async () => {
    const top = await runSteward(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/setup/);
    const sub = await runSteward(["setup", "first-user", "--help"]);
    expect(sub.code).toBe(0);
    expect(sub.stdout).toMatch(/--name <name>[\s\S]*--email <email>[\s\S]*--password <password>/);
  });

  it("refuses invalid input with the spec's messages and exit code 2, changing nothing", async () => {
    const run = await runSteward(["setup", "first-user", "--name", "Ada", "--email", "ada@uni.edu", "--password", "short", "--api-url", server.url]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe(`steward: password: ${VALIDATION.passwordMin}`);
    expect((await http(server.url, "GET", "/api/setup")).body).toEqual({ firstUserRequired: true, defaultLocale: "en" });
  });

  it("without flags and without a terminal, says which flag is missing", async () => {
    const run = await runSteward(["setup", "first-user", "--api-url", server.url]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--name is required/);
  });

  it("creates the first super admin, who can then sign in; the address comes from STEWARD_API_URL", async () => {
    const run = await runSteward(["setup", "first-user", "--name", "Ada Admin", "--email", "ada@uni.edu", "--password", "a long password"], {
      STEWARD_API_URL: server.url,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Created super admin ada@uni\.edu \(id 1\)/);
    const login = await http(server.url, "POST", "/api/users/login", { body: { email: "ada@uni.edu", password: "a long password" } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe("super_admin");
  });

  it("refuses once a user exists, with exit code 3 and one line on stderr", async () => {
    const run = await runSteward(["setup", "first-user", "--name", "Eve", "--email", "eve@uni.edu", "--password", "another password", "--api-url", server.url]);
    expect(run.code).toBe(3);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toMatch(/already has users/);
  });

  it("says plainly when the API cannot be reached", async () => {
    const run = await runSteward(["setup", "first-user", "--name", "A", "--email", "a@b.co", "--password", "12345678", "--api-url", "http://127.0.0.1:9"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cannot reach the Steward API at http:\/\/127\.0\.0\.1:9/);
  });

  it("rejects an --api-url that is not http(s)", async () => {
    const run = await runSteward(["setup", "first-user", "--api-url", "ftp://x"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/not an http\(s\) URL/);
  });
});
