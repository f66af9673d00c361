// `steward user deactivate` against the real server: the CLI's way in to deactivation goes through
// the same offboarding impact check as the users page and SCIM (issue 19).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { http, type RunningServer } from "../../tests/support/server.ts";
import { formatBlocked } from "../src/commands/user-deactivate.ts";
import { cliFor, seededServer, SUPER_ADMIN } from "./fixture.ts";

describe("the refusal's line", () => {
  it("names every blocker and says to offboard instead", () => {
    expect(
      formatBlocked(12, [
        { kind: "primary_admin", account: { id: 3, name: "Physics on X" } },
        { kind: "last_unit_admin", unit: { id: 2, name: "Physics" } },
      ]),
    ).toBe(
      "refused: user 12 cannot simply be deactivated: still primary administrator of Physics on X (account 3); the last unit admin of Physics (unit 2). " +
        "Offboard them instead (the dashboard's Offboard in the user's details, or POST /api/users/12/offboard), which hands these over",
    );
  });
});

describe("steward user deactivate against the real server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await seededServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses someone who still holds accounts or units, with the blockers on one line, and deactivates someone who holds nothing", async () => {
    const cli = cliFor(server);
    await cli.login(SUPER_ADMIN);
    const token = cli.token();
    // A primary administrator of some account, from the seeded institution.
    const accounts = await http(server.url, "GET", "/api/social-medias?limit=1&status=active", { token });
    const holder = accounts.body.docs[0].primaryAdmin;
    const impact = await http(server.url, "GET", `/api/users/${holder.id}/offboarding`, { token });
    expect(impact.body.doc.blockers.length).toBeGreaterThan(0);

    const refused = await cli.run(["user", "deactivate", String(holder.id)]);
    expect(refused.code).toBe(3);
    expect(refused.stderr.trim().split("\n")).toHaveLength(1);
    expect(refused.stderr).toMatch(new RegExp(`^steward: refused: user ${holder.id} cannot simply be deactivated: still .*primary administrator of `));
    expect(refused.stderr).toContain(`POST /api/users/${holder.id}/offboard`);
    expect((await http(server.url, "GET", `/api/users/${holder.id}`, { token })).body.doc.status).toBe("active");

    const made = await http(server.url, "POST", "/api/users", { token, body: { name: "Temp Helper", email: "temp.helper@northbridge.edu", role: "social_media_manager", organizations: [accounts.body.docs[0].organization.id] } });
    expect(made.status).toBe(201);
    const done = await cli.run(["user", "deactivate", String(made.body.doc.id)]);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toBe(`Deactivated Temp Helper (user ${made.body.doc.id}).\n`);
    expect((await http(server.url, "GET", `/api/users/${made.body.doc.id}`, { token })).body.doc.status).toBe("inactive");

    expect((await cli.run(["user", "deactivate", "abc"])).code).toBe(2);
  });

  it("refuses a unit's last unit admin with the contract's LAST_UNIT_ADMIN, naming the unit on the same one line", async () => {
    const cli = cliFor(server);
    await cli.login(SUPER_ADMIN);
    const token = cli.token();
    const me = await http(server.url, "GET", "/api/users/me", { token });
    const unit = await http(server.url, "POST", "/api/organization", { token, body: { name: "Lone Unit", type: "government_agency", admin: me.body.user.id } });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    const ua = await http(server.url, "POST", "/api/users", { token, body: { name: "Lone Admin", email: "lone.admin@northbridge.edu", role: "unit_admin", status: "active", organizations: [unit.body.doc.id] } });
    expect(ua.status, JSON.stringify(ua.body)).toBe(201);
    const id = ua.body.doc.id;
    expect((await http(server.url, "PUT", "/api/users/status", { token, body: { id, status: "inactive" } })).body.message).toBe("LAST_UNIT_ADMIN");

    const refused = await cli.run(["user", "deactivate", String(id)]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toBe(`steward: ${formatBlocked(id, [{ kind: "last_unit_admin", unit: { id: unit.body.doc.id, name: "Lone Unit" } }])}\n`);
    expect((await http(server.url, "GET", `/api/users/${id}`, { token })).body.doc.status).toBe("active");
  });
});
