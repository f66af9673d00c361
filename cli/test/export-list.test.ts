// `steward export`: the real CLI against the real server on the seeded institution. The file is
// what the list shows the signed-in person (a unit admin: their subtree), streamed to disk, owner
// only; the XLSX is opened by Debian's openpyxl; bad options are refused in a sentence.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headerRow } from "../../shared/index.ts";
import { http, type RunningServer } from "../../tests/support/server.ts";
import { parseCsv } from "../src/csv.ts";
import { cliFor, seededServer, UNIT_ADMIN } from "./fixture.ts";

const dir = mkdtempSync(join(tmpdir(), "steward-cli-export-"));

describe("steward export", () => {
  let server: RunningServer;
  let cli: ReturnType<typeof cliFor>;
  beforeAll(async () => {
    server = await seededServer();
    cli = cliFor(server);
    await cli.login(UNIT_ADMIN);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("writes the unit admin's filtered accounts as XLSX and their units as CSV in the import's layout", async () => {
    const out = join(dir, "accounts.xlsx");
    const r = await cli.run(["export", "accounts", "--format", "xlsx", "--out", out, "--filter", "status=active", "--sort", "name"]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Exported accounts \(\d+\.\d MB\) to .*accounts\.xlsx\.\n$/);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const listed = await http(server.url, "GET", "/api/social-medias?status=active&sort=name&limit=100", { token: cli.token() });
    const script = "import json, sys, openpyxl\nws = openpyxl.load_workbook(sys.argv[1]).active\nprint(json.dumps([c.value for c in ws['A']]))";
    const urls = JSON.parse(execFileSync("/usr/bin/python3", ["-c", script, out], { encoding: "utf8" })) as string[];
    expect(urls).toEqual(["Profile URL", ...listed.body.docs.map((d: { profileUrl: string }) => d.profileUrl)]);

    const units = join(dir, "units.csv");
    const u = await cli.run(["export", "units", "--format", "csv", "--out", units]);
    expect(u.code, u.stderr).toBe(0);
    const records = parseCsv(readFileSync(units, "utf8").slice(1)).map((rec) => rec.fields);
    const theirs = await http(server.url, "GET", "/api/organization?limit=100", { token: cli.token() });
    expect(records[0]).toEqual(headerRow("units", "en"));
    expect(records.slice(1).map((rec) => rec[0])).toEqual(theirs.body.docs.map((d: { pathNames: string[] }) => d.pathNames.join(" / ")));
    expect(u.stdout).toContain(`Exported units ${theirs.body.totalDocs} rows`);
  });

  it("refuses a format, a list or a filter it does not know, in a sentence", async () => {
    const format = await cli.run(["export", "flags", "--format", "pdf", "--out", join(dir, "x")]);
    expect([format.code, format.stderr]).toEqual([2, "steward: --format must be csv or xlsx\n"]);
    const list = await cli.run(["export", "grants", "--format", "csv", "--out", join(dir, "x")]);
    expect([list.code, list.stderr]).toEqual([2, "steward: the list must be one of accounts, units, users, flags, audit\n"]);
    const filter = await cli.run(["export", "users", "--format", "csv", "--out", join(dir, "x"), "--filter", "colour=blue"]);
    expect(filter.code).toBe(2);
    expect(filter.stderr).toContain('Unrecognized key: "colour"');
  });
});
