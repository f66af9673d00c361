// Starts the mock intranet portal (portal/main.ts, what `npm run portal` runs) on a given loopback
// port, embedding the Steward server at `stewardUrl`, and stops it again.
import { spawn } from "node:child_process";
import { DENO, REPO_ROOT } from "./server.ts";

export interface RunningPortal {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startPortal(port: number, stewardUrl: string, env: Record<string, string> = {}): Promise<RunningPortal> {
  const child = spawn(DENO, ["run", "--allow-net", "--allow-env", "--allow-read", "portal/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORTAL_PORT: String(port), PORTAL_HOST: "127.0.0.1", STEWARD_URL: stewardUrl, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => (out += d));
  child.stderr?.on("data", (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}:\n${out}`);
    try {
      if ((await fetch(`${url}/portal-config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`portal did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => out,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
