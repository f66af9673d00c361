// Real API instances (Deno, api/main.ts) pointed at one libSQL server, as the README's chapter
// "Several instances on one libSQL server" tells an operator to run them.
import { foldersOf, serverPermissionFlags } from "./deno-permissions.ts";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { DENO, REPO_ROOT, startServer, type RunningServer } from "./server.ts";
import type { Sqld } from "./sqld.ts";

/** Every instance signs sessions with the same key, or a session from one is refused by another. */
export const SHARED_AUTH_SECRET = "one-secret-shared-by-every-instance-0123456789";

export interface InstanceOptions {
  databaseUrl: string;
  authToken?: string;
  env?: Record<string, string>;
}

export async function startInstance({ databaseUrl, authToken, env }: InstanceOptions): Promise<RunningServer> {
  // Its own folder (the server helper keeps a folder it was given), removed however it ends.
  const dataDir = mkdtempSync(join(tmpdir(), "steward-instance-"));
  const started = startServer({
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SHARED_AUTH_SECRET,
      ...(authToken ? { DATABASE_AUTH_TOKEN: authToken } : {}),
      // The outbox poller would otherwise keep the server busy between the test's requests.
      STEWARD_MAIL_POLL_MS: "60000",
      ...env,
    },
  });
  const server = await started.catch((e: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  });
  const stop = server.stop.bind(server);
  server.stop = async (signal) => {
    try {
      return await stop(signal);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return server;
}

/** Starts them at the same moment; if one fails, the others are stopped before the error is thrown. */
export async function startInstances(count: number, opts: InstanceOptions): Promise<RunningServer[]> {
  const settled = await Promise.allSettled(Array.from({ length: count }, () => startInstance(opts)));
  const started = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === "rejected");
  if (failed) {
    await stopAll(started);
    throw failed.reason;
  }
  return started;
}

/**
 * The seed's small institution on the server, then two instances on it started together: A
 * speaking http://, B ws://. If one fails to start, the other is stopped before the error is thrown.
 */
export async function seedAndStartPair(sqld: Sqld, env?: Record<string, string>): Promise<[RunningServer, RunningServer]> {
  seedSqld(sqld.url);
  const settled = await Promise.allSettled([startInstance({ databaseUrl: sqld.url, env }), startInstance({ databaseUrl: sqld.wsUrl, env })]);
  const [a, b] = settled;
  if (a.status === "fulfilled" && b.status === "fulfilled") return [a.value, b.value];
  await stopAll(settled.map((s) => (s.status === "fulfilled" ? s.value : undefined)));
  throw (a.status === "rejected" ? a : (b as PromiseRejectedResult)).reason;
}

export async function stopAll(servers: Array<RunningServer | undefined>): Promise<void> {
  await Promise.all(servers.map((s) => s?.stop().catch(() => undefined)));
}

/** Starts an instance that is expected to refuse to start; returns how it exited and what it said. */
export function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), "steward-refused-"));
  const childEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1", STEWARD_DATA_DIR: dataDir, AUTH_SECRET: SHARED_AUTH_SECRET, LOG_LEVEL: "warn", ...env };
  const args = ["run", ...serverPermissionFlags(foldersOf(childEnv)), "api/main.ts", "--api-only"];
  const child = spawn(DENO, args, { cwd: REPO_ROOT, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  // A server that starts after all is a failure of the test, not a hang: it is stopped.
  const guard = setTimeout(() => child.kill("SIGKILL"), 45_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(guard);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

/** A client on the server itself, as an auditor's script would use it. */
export function sqldClient(url: string, authToken?: string): Client {
  return createClient({ url, authToken, intMode: "number" });
}

export async function rows(client: Client, sql: string, args: Array<string | number> = []) {
  return (await client.execute({ sql, args })).rows;
}

/** Fills the server's empty database with the seed's small institution (demo password for all). */
export function seedSqld(databaseUrl: string, authToken?: string): void {
  const run = spawnSync(DENO, ["run", "--allow-all", "api/seed.ts", "--size", "small", "--seed", "7"], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: SHARED_AUTH_SECRET, ...(authToken ? { DATABASE_AUTH_TOKEN: authToken } : {}) },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`seed failed: ${run.stderr}`);
}
