// What the CLI tests share: a seeded database behind the real server, a private configuration
// folder per test file, and the CLI run as a process with that folder.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DENO, REPO_ROOT, startServer, type RunningServer } from "../../tests/support/server.ts";
import { runSteward, type CliRun } from "./run-cli.ts";

export const DEMO_PASSWORD = "steward-demo-2026";
export const SUPER_ADMIN = "admin@northbridge.edu";
export const UNIT_ADMIN = "unit.admin@northbridge.edu";
export const MANAGER = "manager@northbridge.edu";

/** Runs the seed task (api/seed.ts) as a process on `databaseUrl`. */
export function runSeed(databaseUrl: string, args: string[] = []): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(DENO, ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", "api/seed.ts", ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A server over a freshly seeded database. */
export async function seededServer(seedArgs: string[] = ["--size", "small"]): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "steward-cli-"));
  const seeded = await runSeed(`file:${join(dataDir, "steward.db")}`, seedArgs);
  if (seeded.code !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  return startServer({ dataDir });
}

/** The CLI with its own configuration folder and API address. */
export function cliFor(server: RunningServer, configHome = mkdtempSync(join(tmpdir(), "steward-config-"))) {
  const env = { XDG_CONFIG_HOME: configHome, STEWARD_API_URL: server.url };
  return {
    configHome,
    run: (args: string[], extra: Record<string, string> = {}) => runSteward(args, { ...env, ...extra }),
    async login(email: string, password = DEMO_PASSWORD) {
      const r = await runSteward(["login", "--email", email, "--password", password], env);
      if (r.code !== 0) throw new Error(`login failed: ${r.stderr}`);
    },
    token(): string {
      const file = JSON.parse(readFileSync(join(configHome, "steward", "credentials.json"), "utf8")) as Record<string, { token: string }>;
      const entry = file[server.url];
      if (!entry) throw new Error("no saved token");
      return entry.token;
    },
  };
}
