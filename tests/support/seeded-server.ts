// A seeded institution in a kept data folder, so a test can stop, kill and restart the server on it.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_PASSWORD } from "../../api/src/seed/sizes.ts";
import { DENO, REPO_ROOT, http, startServer, type RunningServer } from "./server.ts";

export const SEED_SUPER_ADMIN = "admin@northbridge.edu";

export function seedDataDir(size = "small"): { dataDir: string; databaseUrl: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "steward-seeded-"));
  const databaseUrl = `file:${join(dataDir, "steward.db")}`;
  const run = spawnSync(DENO, ["run", "--allow-all", "api/seed.ts", "--size", size, "--seed", "7"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`seed failed: ${run.stderr}`);
  return { dataDir, databaseUrl };
}

export function startOn(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({ dataDir, env });
}

/** Signs in with the seed's demo password and accepts the current policy if asked to. */
export async function signInSeeded(server: RunningServer, email = SEED_SUPER_ADMIN): Promise<string> {
  const res = await http(server.url, "POST", "/api/users/login", { body: { email, password: DEMO_PASSWORD } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  const current = await http(server.url, "GET", "/api/policies/current", { token });
  if (current.body?.policy && !current.body.accepted) await http(server.url, "POST", "/api/acknowledgments", { token, body: { policy: current.body.policy.id } });
  return token;
}
