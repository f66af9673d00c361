// The server runs with the narrowest permissions the README gives: the "server" permission set in
// deno.json, which `npm start` and `npm run api` use and every test server is started with
// (support/deno-permissions.ts). Native code is loaded only from the libSQL addon, files are read
// only in the checkout's built assets, migrations and node_modules, and written only in the data
// folder; a test server adds its own temp folders.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serverPermissionSet } from "../support/deno-permissions.ts";
import { REPO_ROOT, startServer, type RunningServer } from "../support/server.ts";

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
