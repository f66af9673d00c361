// npm run bench:profile -- --size small|medium|large --path /api/users/me [--as admin|super|none] [--seconds 10]
//                              [--verify]  (publishes accounts first and profiles the verify API on one of them)
// A CPU profile of the real server under load on one request: seeds an institution, starts the
// server with Deno's --cpu-prof, drives the path with autocannon and prints where the time went
// (self time per function, top 40). For finding what a bench figure spends; not a measurement.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { DENO, REPO_ROOT, startServer } from "../tests/support/server.ts";
import { runMeasured } from "./lib/peak-memory.ts";
import { runLoad } from "./lib/load.ts";
import { pickCallers, stewardSignIn } from "./scenarios-side-by-side.ts";
import { prepareDirectory } from "./scenarios-directory.ts";

const { values: opts } = parseArgs({
  options: { size: { type: "string", default: "small" }, path: { type: "string", default: "/api/users/me" }, as: { type: "string", default: "admin" }, seconds: { type: "string", default: "10" }, verify: { type: "boolean", default: false } },
});

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[] }

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "steward-profile-"));
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  const seed = await runMeasured(DENO, ["run", "--allow-all", "api/seed.ts", "--size", opts.size!, "--seed", "1"], { DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dir }, REPO_ROOT);
  if (seed.code !== 0) throw new Error(`seed failed: ${seed.stderr}`);
  const profDir = join(dir, "prof");
  const server = await startServer({
    dataDir: dir,
    denoFlags: ["--cpu-prof", `--cpu-prof-dir=${profDir}`],
    env: { DATABASE_URL: databaseUrl, STEWARD_PUBLIC_RATE_LIMIT: "1000000000" },
  });
  const db = createClient({ url: databaseUrl });
  const callers = await pickCallers(db);
  const headers: Record<string, string> = {};
  if (opts.as !== "none") headers["authorization"] = `Bearer ${await stewardSignIn(server, opts.as === "super" ? callers.superEmail : callers.adminEmail)}`;
  const path = opts.verify ? (await prepareDirectory(server.url, databaseUrl, await stewardSignIn(server, callers.superEmail), 50)).verifyPath : opts.path!;
  const r = await runLoad(path, { url: `${server.url}${path}`, connections: 32, durationSec: Number(opts.seconds), warmupSec: 2, headers });
  console.log(`${path}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
  // Deno writes the profile when it exits on a signal it handles.
  await server.stop("SIGINT");
  const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile written");
  const p = JSON.parse(readFileSync(join(profDir, file), "utf8")) as Profile;
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byFn = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const t = self.get(n.id) ?? 0;
    total += t;
    const f = n.callFrame;
    const key = `${f.functionName || "(anon)"} ${f.url.replace(/^.*\/(node_modules|main)\//, "")}:${f.lineNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + t);
  }
  const top = [...byFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 45));
  for (const [k, t] of top) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`profile: ${join(profDir, file)}`);
  db.close();
}
main().catch((e) => { console.error(e); process.exit(1); });
