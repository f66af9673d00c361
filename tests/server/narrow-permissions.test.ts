// The server runs with the narrowest permissions the README gives: the "server" permission set in
// deno.json, which `npm start` and `npm run api` use and every test server is started with
// (support/deno-permissions.ts). Native code is loaded only from the libSQL addon, files are read
// only in the checkout's built assets, migrations and node_modules, and written only in the data
// folder; a test server adds its own temp folders.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serverPermissionSet } from "../support/deno-permissions.ts";
import { DENO, REPO_ROOT, startServer, type RunningServer } from "../support/server.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

it("the permission set scopes native code, reading and writing to named folders", () => {
  const set = serverPermissionSet();
  expect(set.ffi).toEqual(["./node_modules/@libsql"]);
  expect(Array.isArray(set.read) && Array.isArray(set.write) && Array.isArray(set.sys)).toBe(true);
  expect(set.write).toEqual(["./data"]);
  expect((set.read as string[]).every((p) => p.startsWith("./") && p !== "./")).toBe(true);
});

it("npm start, npm run api and npm run seed use it", () => {
  const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  expect(scripts["serve"]).toBe("deno run -P=server api/main.ts");
  expect(scripts["api"]).toBe("deno run -P=server api/main.ts --api-only");
  expect(scripts["seed"]).toBe("deno run -P=server api/seed.ts");
});

it("a server started with it comes up, migrates its database and answers", async () => {
  const cmdline = readFileSync(`/proc/${server.process.pid}/cmdline`, "utf8").split("\0");
  expect(cmdline).toContain(`--allow-ffi=${join(REPO_ROOT, "node_modules/@libsql")}`);
  expect(cmdline.some((a) => a === "--allow-read" || a === "--allow-write" || a === "--allow-ffi" || a === "--allow-all" || a === "-A")).toBe(false);
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
});

it("a data folder outside the set ends start-up with a sentence naming the settings and the start script, not a stack trace", async () => {
  const elsewhere = mkdtempSync(join(tmpdir(), "steward-elsewhere-"));
  try {
    const env = { ...process.env, PORT: "0", HOST: "127.0.0.1", STEWARD_DATA_DIR: elsewhere, DATABASE_URL: `file:${join(elsewhere, "steward.db")}` };
    // `npm run api` exactly: the set as deno.json gives it, no folders added.
    const run = spawnSync(DENO, ["run", "-P=server", "api/main.ts", "--api-only"], { cwd: REPO_ROOT, env, encoding: "utf8", timeout: 60_000 });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toContain(`Steward may not read ${elsewhere}`);
    expect(run.stderr).toMatch(/STEWARD_DATA_DIR.*scripts\/start-release\.sh/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stderr).not.toMatch(/Uncaught/);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
});
