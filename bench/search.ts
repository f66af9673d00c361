// npm run bench:search [-- --size small|medium|large] [--quick]
// The search box's figures alone (issue 33), as the full bench measures them (bench/run.ts, section
// "search"): the large institution seeded into a temp database, the real Deno server, autocannon in
// its own process at 32 connections, the Hono hello of the same run as the baseline.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createClient } from "@libsql/client";
import { DENO, REPO_ROOT, startServer, type RunningServer } from "../tests/support/server.ts";
import { runLoad, type LoadResult } from "./lib/load.ts";
import { runMeasured } from "./lib/peak-memory.ts";
import { pct, renderReport, type Row, type Target } from "./lib/report.ts";
import { measureSearch, SEARCH_P99_TARGET_MS, searchScenarios } from "./scenarios-search.ts";
import { pickCallers, stewardSignIn } from "./scenarios-side-by-side.ts";

const { values: opts } = parseArgs({ options: { size: { type: "string", default: "large" }, quick: { type: "boolean", default: false } } });
const connections = 32;
const durationSec = opts.quick ? 1 : 10;
const warmupSec = opts.quick ? 1 : 3;
const log = (msg: string) => process.stderr.write(`bench:search: ${msg}\n`);
const loadValue = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "steward-bench-search-"));
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  let server: RunningServer | undefined;
  try {
    log(`seeding a ${opts.size} institution`);
    // The search reads no audit entry: the large institution's million of them is left out to seed in seconds.
    const seed = await runMeasured(DENO, ["run", "--allow-all", "api/seed.ts", "--size", opts.size!, "--seed", "1", "--audit-entries", "20000"], { DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dir }, REPO_ROOT);
    if (seed.code !== 0) throw new Error(`seed failed: ${seed.stderr}`);
    const db = createClient({ url: databaseUrl });
    server = await startServer({ apiOnly: true, dataDir: dir, env: { DATABASE_URL: databaseUrl, STEWARD_BENCH_BASELINES: "true", LOG_LEVEL: "warn" } });
    const callers = await pickCallers(db);
    const tokens = { super: await stewardSignIn(server, callers.superEmail), admin: await stewardSignIn(server, callers.adminEmail) };
    const rows: Row[] = [];
    const hono = await runLoad("Hono hello", { url: `${server.url}/__bench/hono`, connections, durationSec, warmupSec });
    rows.push({ section: "baseline", name: hono.name, value: loadValue(hono) });
    const scenarios = await searchScenarios(db, callers.adminPath);
    const searched = await measureSearch(scenarios, async (s) => {
      log(`load: ${s.name}`);
      const r = await runLoad(s.name, { url: `${server!.url}${s.path}`, connections, durationSec, warmupSec, headers: { authorization: `Bearer ${tokens[s.caller]}` } });
      rows.push({ section: "search", name: s.name, value: loadValue(r), ratio: `${pct(r.rps, hono.rps)} of ${hono.name}` });
      return r;
    });
    const targets: Target[] = [
      { name: `Search p99 <= ${SEARCH_P99_TARGET_MS} ms at ${connections} connections`, met: searched.worstP99 <= SEARCH_P99_TARGET_MS && searched.errors === 0, detail: `worst p99 ${searched.worstP99} ms, errors ${searched.errors}` },
    ];
    const meta = {
      date: new Date().toISOString(),
      institution: `${opts.size} (20,000 audit entries instead of its million: search reads none), seeded in ${seed.seconds.toFixed(1)} s`,
      callers: `super admin ${callers.superEmail}; unit admin ${callers.adminEmail} on ${callers.adminPath}`,
      load: `autocannon in a separate process, ${connections} connections, ${warmupSec} s warm-up, ${durationSec} s measured`,
    };
    db.close();
    process.stdout.write(renderReport(meta, rows, targets));
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`bench:search: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
