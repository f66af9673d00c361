// A port someone else already listens on stops start-up with a sentence naming PORT, exit code 1
// and no stack trace (issue 29: it used to end in Deno's uncaught AddrInUse).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { foldersOf, serverPermissionFlags } from "../support/deno-permissions.ts";
import { DENO, REPO_ROOT } from "../support/server.ts";

let occupier: Server;
let port: number;
const dataDir = mkdtempSync(join(tmpdir(), "steward-port-"));

beforeAll(async () => {
  occupier = createServer();
  await new Promise<void>((resolve, reject) => {
    occupier.once("error", reject);
    occupier.listen(0, "127.0.0.1", () => resolve());
  });
  const address = occupier.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise((resolve) => occupier.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

it("a port already in use ends with a sentence naming PORT, exit code 1, no stack trace", async () => {
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: `file:${join(dataDir, "steward.db")}`, STEWARD_DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const child = spawn(DENO, ["run", ...serverPermissionFlags(foldersOf(env)), "api/main.ts", "--api-only"], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => (stdout += d));
  child.stderr.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code, stdout + stderr).toBe(1);
  expect(stderr).toContain(`Port ${port} is already in use`);
  expect(stderr).toMatch(/set PORT to a free port/);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stderr).not.toMatch(/Uncaught|AddrInUse|os error/);
  expect(stdout).not.toContain("Steward listening");
});
