// Starts the real Deno server (api/main.ts) on a free loopback port with a database file in a
// temp folder, waits for /api/health, and stops it again. Used by server, CLI and e2e tests.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { foldersOf, serverPermissionFlags } from "./deno-permissions.ts";

export const REPO_ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));
export const DENO = join(REPO_ROOT, "node_modules", ".bin", "deno");

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServerOptions {
  apiOnly?: boolean;
  /** Flags for Deno itself, before the script (the bench's profile passes --cpu-prof). */
  denoFlags?: string[];
  env?: Record<string, string>;
  dataDir?: string;
  /** Listen here instead of a free port: a restart keeps the address clients know it by. */
  port?: number;
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), "steward-server-"));
  const databaseUrl = `file:${join(dataDir, "steward.db")}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    STEWARD_DATA_DIR: dataDir,
    // Where people reach it: every e-mailed link starts here, as in a real deployment.
    STEWARD_PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    ...opts.env,
  };
  // The README's narrowed permissions, with this server's own folders (deno-permissions.ts).
  const args = ["run", ...serverPermissionFlags(foldersOf(env)), ...(opts.denoFlags ?? []), "api/main.ts"];
  if (opts.apiOnly ?? true) args.push("--api-only");
  const child = spawn(DENO, args, { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    databaseUrl,
    process: child,
    output: () => out,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) {
        const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
        child.kill(signal);
        await exited;
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

/** JSON over real HTTP. */
export async function http(base: string, method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers["authorization"] = `Bearer ${opts.token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    redirect: "manual",
  });
  const text = await res.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  return { status: res.status, headers: res.headers, body };
}
