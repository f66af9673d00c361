import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http, type RunningServer } from "../../tests/support/server.ts";
import { cliFor, DEMO_PASSWORD, SUPER_ADMIN, seededServer } from "./fixture.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await seededServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("steward login / logout", () => {
  it("every command has --help", async () => {
    const cli = cliFor(server);
    for (const cmd of [[], ["login"], ["logout"], ["access", "grant"], ["audit", "export"], ["audit", "verify"], ["flags", "scan"], ["setup", "first-user"]]) {
      const r = await cli.run([...cmd, "--help"]);
      expect(r.code, cmd.join(" ")).toBe(0);
      expect(r.stdout).toMatch(/Usage: steward/);
    }
  });

  it("login saves an owner-only token that later commands use; logout revokes it", async () => {
    const cli = cliFor(server);
    const login = await cli.run(["login", "--email", SUPER_ADMIN, "--password", DEMO_PASSWORD]);
    expect(login.stderr).toBe("");
    expect(login.code).toBe(0);
    expect(login.stdout).toMatch(/Signed in to .* as admin@northbridge\.edu \(super_admin\)/);
    const file = join(cli.configHome, "steward", "credentials.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(cli.configHome, "steward")).mode & 0o777).toBe(0o700);
    const token = cli.token();
    expect((await http(server.url, "GET", "/api/users/me", { token })).status).toBe(200);

    const verify = await cli.run(["audit", "verify"]);
    expect(verify.code).toBe(0);

    const logout = await cli.run(["logout"]);
    expect(logout.code).toBe(0);
    expect(logout.stdout).toMatch(/Signed out/);
    expect((await http(server.url, "GET", "/api/users/me", { token })).status).toBe(401);
    const after = await cli.run(["audit", "verify"]);
    expect(after.code).toBe(3);
    expect(after.stderr.trim().split("\n")).toHaveLength(1);
    expect(after.stderr).toMatch(/^steward: not signed in to .*steward login/);
  });

  it("honours STEWARD_TOKEN instead of a saved token", async () => {
    const login = await http(server.url, "POST", "/api/users/login", { body: { email: SUPER_ADMIN, password: DEMO_PASSWORD } });
    const cli = cliFor(server);
    const r = await cli.run(["audit", "export", "--format", "jsonl", "--entity", "policies"], { STEWARD_TOKEN: login.body.token });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout.split("\n")[0]!).entity).toBe("policies");
    const bad = await cli.run(["audit", "export", "--format", "jsonl"], { STEWARD_TOKEN: "not-a-token" });
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/failed \(401\)/);
  });

  it("refuses a wrong password with exit code 3 and one line, saving nothing", async () => {
    const cli = cliFor(server);
    const r = await cli.run(["login", "--email", SUPER_ADMIN, "--password", "wrong password"]);
    expect(r.code).toBe(3);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/INVALID_CREDENTIALS/);
    expect(() => statSync(join(cli.configHome, "steward", "credentials.json"))).toThrow();
  });

  it("says which flag is missing without a terminal, and rejects unknown options with exit code 2", async () => {
    const cli = cliFor(server);
    const missing = await cli.run(["login", "--email", SUPER_ADMIN]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--password is required/);
    const unknown = await cli.run(["login", "--pasword", "x"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown option/);
  });
});
