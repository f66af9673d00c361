// One load scenario: autocannon in its own process (so the load generator never shares an event
// loop with the measurement), a warm-up first, then a fixed duration and connection count.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "../../tests/support/server.ts";

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  headers?: Record<string, string>;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

function autocannon(url: string, connections: number, durationSec: number, headers: Record<string, string>): Promise<AutocannonJson> {
  const args = [join(REPO_ROOT, "node_modules", "autocannon", "autocannon.js"), "-j", "-c", String(connections), "-d", String(durationSec)];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as AutocannonJson);
      } catch {
        reject(new Error(`autocannon output was not JSON: ${out.slice(0, 200)} ${err.slice(0, 200)}`));
      }
    });
  });
}

export async function runLoad(name: string, opts: LoadOptions): Promise<LoadResult> {
  const headers = opts.headers ?? {};
  if (opts.warmupSec > 0) await autocannon(opts.url, opts.connections, opts.warmupSec, headers);
  const r = await autocannon(opts.url, opts.connections, opts.durationSec, headers);
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    requests: r.requests.total,
  };
}
