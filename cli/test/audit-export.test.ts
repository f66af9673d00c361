import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DENO, REPO_ROOT, startServer, type RunningServer } from "../../tests/support/server.ts";
import { parseCsv } from "../src/csv.ts";
import { cliFor, seededServer, SUPER_ADMIN, UNIT_ADMIN } from "./fixture.ts";

const dir = mkdtempSync(join(tmpdir(), "steward-export-"));

describe("steward audit export: CSV quoting and formula neutralisation", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("quotes per RFC 4180 and makes formula cells inert", async () => {
    const cli = cliFor(server);
    // The first user's name is a formula with a comma and quotes: it lands in the audit entry.
    const name = '=HYPERLINK("http://evil.example","a, b")';
    const setup = await cli.run(["setup", "first-user", "--name", name, "--email", "ada@uni.edu", "--password", "a long password"]);
    expect(setup.code).toBe(0);
    await cli.login("ada@uni.edu", "a long password");
    const r = await cli.run(["audit", "export", "--format", "csv"]);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith("id,createdAt,action,entity,documentId,userId,userName,userRole,organizations,prev,current,prevHash,hash\r\n")).toBe(true);
    expect(r.stdout).toContain(`,"'=HYPERLINK(""http://evil.example"",""a, b"")",super_admin,`);
    const [header, first] = parseCsv(r.stdout);
    expect(header!.fields).toHaveLength(13);
    expect(first!.fields[6]).toBe(`'${name}`);
    expect(JSON.parse(first!.fields[10]!).name).toBe(name);
    // Every cell a spreadsheet would evaluate is neutralised, whatever column it is in.
    for (const rec of parseCsv(r.stdout).slice(1)) for (const cell of rec.fields) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });
});

describe("steward audit export against a seeded institution", () => {
  let server: RunningServer;
  let admin: ReturnType<typeof cliFor>;
  beforeAll(async () => {
    server = await seededServer();
    admin = cliFor(server);
    await admin.login(SUPER_ADMIN);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const jsonl = (text: string) => text.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown> & { id: number; organizations: number[] });

  it("streams every entry as JSONL in id order with the fields the chain needs", async () => {
    const out = join(dir, "all.jsonl");
    const r = await admin.run(["audit", "export", "--format", "jsonl", "--out", out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Exported 2000 entries .* to /);
    const entries = jsonl(readFileSync(out, "utf8"));
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    expect(Object.keys(entries[0]!).sort()).toEqual(["action", "createdAt", "current", "documentId", "entity", "hash", "id", "organizations", "prev", "prevHash", "user"].sort());
  });

  it("filters by entity, action, dates and unit subtree", async () => {
    const byEntity = jsonl((await admin.run(["audit", "export", "--format", "jsonl", "--entity", "access,flags", "--action", "update,flag_resolution"])).stdout);
    expect(byEntity.length).toBeGreaterThan(0);
    expect(new Set(byEntity.map((e) => `${e["entity"]}/${e["action"]}`))).toEqual(new Set(["access/update", "flags/flag_resolution"]));

    const all = jsonl((await admin.run(["audit", "export", "--format", "jsonl"])).stdout);
    const day = String(all[1000]!["createdAt"]).slice(0, 10);
    const dated = jsonl((await admin.run(["audit", "export", "--format", "jsonl", "--from", day, "--to", day])).stdout);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((e) => String(e["createdAt"]).startsWith(day))).toBe(true);
    expect(dated.length).toBe(all.filter((e) => String(e["createdAt"]).startsWith(day)).length);

    // Unit 2 is the first faculty: its subtree is every unit whose path starts with /1/2/.
    const subtree = await (await fetch(`${server.url}/api/organization?limit=100`, { headers: { authorization: `Bearer ${admin.token()}` } })).json();
    const ids = new Set((subtree.docs as { id: number; path: string }[]).filter((u) => u.path.startsWith("/1/2/")).map((u) => u.id));
    const byUnit = jsonl((await admin.run(["audit", "export", "--format", "jsonl", "--unit", "2"])).stdout);
    expect(byUnit.length).toBe(all.filter((e) => e.organizations.some((o) => ids.has(o))).length);
    expect(byUnit.length).toBeGreaterThan(0);

    const csv = parseCsv((await admin.run(["audit", "export", "--format", "csv", "--entity", "policies"])).stdout);
    expect(csv.slice(1).map((r) => r.fields[3])).toEqual(["policies"]);
  });

  it("scopes a unit admin's export and refuses bad input with exit code 2", async () => {
    const unitAdmin = cliFor(server);
    await unitAdmin.login(UNIT_ADMIN);
    const mine = jsonl((await unitAdmin.run(["audit", "export", "--format", "jsonl"])).stdout);
    const all = jsonl((await admin.run(["audit", "export", "--format", "jsonl"])).stdout);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    const outside = await unitAdmin.run(["audit", "export", "--format", "jsonl", "--unit", "1"]);
    expect(outside.code).toBe(1);
    expect(outside.stderr).toMatch(/404/);

    const format = await admin.run(["audit", "export", "--format", "xlsx"]);
    expect(format.code).toBe(2);
    expect(format.stderr.trim()).toBe("steward: --format must be csv or jsonl");
    const date = await admin.run(["audit", "export", "--format", "csv", "--from", "yesterday"]);
    expect(date.code).toBe(2);
    expect(date.stderr).toMatch(/from: Date must be YYYY-MM-DD/);
  });
});

/** Runs the CLI and samples its peak resident memory (VmHWM) from /proc while it runs. */
function runMeasured(args: string[], env: Record<string, string>): Promise<{ code: number | null; peakKb: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(DENO, ["run", "--quiet", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", "cli/main.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: "1", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let peakKb = 0;
    let stderr = "";
    const sample = () => {
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
        if (m) peakKb = Math.max(peakKb, Number(m[1]));
      } catch {
        // the process has just ended
      }
    };
    const timer = setInterval(sample, 20);
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(timer);
      resolve({ code, peakKb, stderr });
    });
  });
}

describe("steward audit export of a large history", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await seededServer(["--size", "small", "--audit-entries", "200000"]);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps the CLI's memory flat: its peak RSS stays far below the size of the file", async () => {
    const cli = cliFor(server);
    await cli.login(SUPER_ADMIN);
    const out = join(dir, "large.jsonl");
    const run = await runMeasured(["audit", "export", "--format", "jsonl", "--out", out], { XDG_CONFIG_HOME: cli.configHome, STEWARD_API_URL: server.url });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const size = statSync(out).size;
    const peak = run.peakKb * 1024;
    // A buffered export would hold the whole file at once on top of the ~60 MB the CLI needs anyway.
    expect(size).toBeGreaterThan(120 * 1024 * 1024);
    expect(peak, `peak RSS ${Math.round(peak / 1048576)} MB for a ${Math.round(size / 1048576)} MB file`).toBeLessThan(110 * 1024 * 1024);
    const lines = readFileSync(out, "utf8").split("\n").filter(Boolean);
    expect(lines).toHaveLength(200_000);
  }, 300_000);
});
