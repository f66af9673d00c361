import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http, type RunningServer } from "../../tests/support/server.ts";
import { formatTokenList } from "../src/commands/scim-token.ts";
import { cliFor, MANAGER, seededServer, SUPER_ADMIN } from "./fixture.ts";

/** A SCIM call as an identity provider makes it. */
const scimGet = (server: RunningServer, token: string) => http(server.url, "GET", "/scim/v2/Users?count=1", { token });

describe("scim token list output", () => {
  it("one line per token, live or revoked, never the token", () => {
    expect(
      formatTokenList([
        { id: 1, name: "entra", createdAt: "2026-03-15T12:00:00.000Z", createdBy: { id: 1, name: "Ada" }, revokedAt: null, revokedBy: null, lastUsedAt: null },
        { id: 2, name: "okta", createdAt: "2026-03-15T12:00:00.000Z", createdBy: null, revokedAt: "2026-03-16T08:00:00.000Z", revokedBy: { id: 1, name: "Ada" }, lastUsedAt: "2026-03-15T13:00:00.000Z" },
      ]),
    ).toBe(
      "entra\tlive\tmade 2026-03-15T12:00:00.000Z by Ada\tnever used\nokta\trevoked 2026-03-16T08:00:00.000Z by Ada\tmade 2026-03-15T12:00:00.000Z\tlast used 2026-03-15T13:00:00.000Z",
    );
  });
});

describe("steward scim token against the real server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await seededServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("create prints the token once, the provider uses it, revoke refuses it at the next request", async () => {
    const cli = cliFor(server);
    await cli.login(SUPER_ADMIN);
    const made = await cli.run(["scim", "token", "create", "--name", "entra"]);
    expect(made.code, made.stderr).toBe(0);
    const token = made.stdout.trim();
    expect(token).toMatch(/^steward_scim_[A-Za-z0-9_-]{43}$/);
    expect(made.stderr).toContain(`${server.url}/scim/v2`);
    expect((await scimGet(server, token)).status).toBe(200);

    const list = await cli.run(["scim", "token", "list"]);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^entra\tlive\tmade \S+ by .+\tlast used /m);
    expect(list.stdout).not.toContain(token);

    const taken = await cli.run(["scim", "token", "create", "--name", "entra"]);
    expect(taken.code).toBe(3);
    expect(taken.stderr).toMatch(/SCIM_TOKEN_NAME_TAKEN/);

    const revoked = await cli.run(["scim", "token", "revoke", "entra"]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toBe("Revoked SCIM token 'entra'.\n");
    const refused = await scimGet(server, token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ schemas: ["urn:ietf:params:scim:api:messages:2.0:Error"], status: "401" });

    const again = await cli.run(["scim", "token", "revoke", "entra"]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^steward: no live SCIM token is named 'entra'/);
  });

  it("refuses a bad name before asking the server, and anyone but a super admin with exit code 3", async () => {
    const cli = cliFor(server);
    await cli.login(MANAGER);
    const bad = await cli.run(["scim", "token", "create", "--name", "has space"]);
    expect(bad.code).toBe(2);
    const refused = await cli.run(["scim", "token", "create", "--name", "mine"]);
    expect(refused.code).toBe(3);
    expect(refused.stdout).toBe("");
    expect((await cli.run(["scim", "token", "list"])).code).toBe(3);
  });
});
