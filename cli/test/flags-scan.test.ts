import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../tests/support/server.ts";
import { formatScan } from "../src/commands/flags-scan.ts";
import { cliFor, MANAGER, seededServer, SUPER_ADMIN } from "./fixture.ts";

describe("flags scan output", () => {
  it("lists what was opened and closed", () => {
    const flag = (id: number, severity: "low" | "high") => ({
      id, socialMedia: { id: 7, name: "Physics (X)" }, category: "dormant_account" as const, severity, description: "", status: "open" as const,
      source: "scan" as const, raisedBy: null, resolutionNote: null, resolvedAt: null, createdAt: "", updatedAt: "",
    });
    expect(formatScan({ opened: [flag(3, "high")], closed: [flag(1, "low")] })).toBe(
      "Risk scan: 1 flags opened, 1 closed.\n  opened #3 high     dormant_account on Physics (X) (account 7)\n  closed #1 low      dormant_account on Physics (X) (account 7)",
    );
  });
});

describe("steward flags scan against the real server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await seededServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("runs the scan, prints what it opened, and opens nothing twice", async () => {
    const cli = cliFor(server);
    await cli.login(SUPER_ADMIN);
    const first = await cli.run(["flags", "scan"]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    const m = /^Risk scan: (\d+) flags opened, (\d+) closed\.$/m.exec(first.stdout);
    expect(m).not.toBeNull();
    expect(first.stdout.match(/^ {2}opened #/gm)?.length ?? 0).toBe(Number(m![1]));
    expect(Number(m![1])).toBeGreaterThan(0);
    const second = await cli.run(["flags", "scan"]);
    expect(second.stdout).toMatch(/^Risk scan: 0 flags opened, 0 closed\.$/m);
  });

  it("refuses a social media manager with exit code 3", async () => {
    const cli = cliFor(server);
    await cli.login(MANAGER);
    const r = await cli.run(["flags", "scan"]);
    expect(r.code).toBe(3);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
