// The peer (issue 21): a Payload 3 app with Steward's collections (bench/peers/payload). Installed
// into its own folder on first use (never by the product's `npm install`), loaded with the very
// institution Steward was seeded with, and served under Node's HTTP server.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../tests/support/server.ts";
import { runMeasured } from "./lib/peak-memory.ts";

export const PEER_DIR = join(REPO_ROOT, "bench", "peers", "payload");
const TSX = join(PEER_DIR, "node_modules", ".bin", "tsx");

export function peerVersion(): string {
  return (JSON.parse(readFileSync(join(PEER_DIR, "node_modules", "payload", "package.json"), "utf8")) as { version: string }).version;
}

export function peerInstalled(): boolean {
  return existsSync(join(PEER_DIR, "node_modules", "payload", "package.json")) && existsSync(TSX);
}

/** `npm ci` in the peer's folder (its own package.json and lock), the first time only. */
export function installPeer(log: (m: string) => void): void {
  if (peerInstalled()) return;
  log("installing the Payload peer into bench/peers/payload (first use)");
  const run = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: PEER_DIR, stdio: "inherit" });
  if (run.status !== 0 || !peerInstalled()) throw new Error("installing the Payload peer failed (npm ci in bench/peers/payload)");
}

export interface PeerLoad {
  schemaSeconds: number;
  copySeconds: number;
  seconds: number;
  counts: Record<string, number>;
}

/** Payload creates its tables, then Steward's seeded rows are copied into them (src/load.ts). */
export async function loadPeer(stewardFile: string, peerFile: string, password: string): Promise<PeerLoad> {
  const run = await runMeasured(TSX, ["src/load.ts", "--from", stewardFile, "--to", peerFile, "--password", password], { NODE_ENV: "development" }, PEER_DIR);
  if (run.code !== 0) throw new Error(`loading the peer failed: ${run.stderr}`);
  const line = run.stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`loading the peer printed no result: ${run.stdout.slice(-500)}`);
  return { ...(JSON.parse(line.slice("RESULT ".length)) as Omit<PeerLoad, "seconds">), seconds: run.seconds };
}

export interface RunningPeer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function startPeer(peerFile: string): Promise<RunningPeer> {
  return new Promise((resolve, reject) => {
    // A process group of its own: tsx runs the server in a child, and stopping the peer must stop
    // both, whatever the child is still working on.
    const child: ChildProcess = spawn(TSX, ["src/server.ts", "--db", peerFile], {
      cwd: PEER_DIR,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let out = "";
    let err = "";
    const timer = setTimeout(() => reject(new Error(`the peer did not start in 60 s: ${err}`)), 60_000);
    child.stderr!.on("data", (d) => (err += d));
    child.stdout!.on("data", (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1]!,
          pid: child.pid!,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              process.kill(-child.pid!, "SIGTERM");
            }),
        });
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the peer exited (${code}): ${err}`));
    });
  });
}

export async function peerSignIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/users/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  const body = (await res.json()) as { token?: string };
  if (!res.ok || !body.token) throw new Error(`cannot sign in to the peer as ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

export async function peerGet(url: string, path: string, token: string): Promise<{ status: number; body: { totalDocs?: number; totalPages?: number } }> {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { totalDocs?: number; totalPages?: number } };
}

/** The peer's export (src/export.ts): rows written and the run's wall time and peak memory. */
export async function peerExport(url: string, token: string, out: string) {
  const run = await runMeasured(TSX, ["src/export.ts", "--url", url, "--token", token, "--out", out], {}, PEER_DIR);
  if (run.code !== 0) throw new Error(`the peer's export failed: ${run.stderr}`);
  return { rows: Number(run.stdout.trim()), seconds: run.seconds, peakRssMb: run.peakRssMb };
}

/** One POST of the bulk grant body to the peer's endpoint, timed from the bench. */
export async function peerBulkGrant(url: string, token: string, body: string): Promise<{ seconds: number; result: unknown }> {
  const started = performance.now();
  const res = await fetch(`${url}/api/access-grants/bulk`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body });
  const result = (await res.json()) as unknown;
  if (!res.ok) throw new Error(`the peer's bulk grant failed: ${res.status} ${JSON.stringify(result).slice(0, 500)}`);
  return { seconds: (performance.now() - started) / 1000, result };
}
