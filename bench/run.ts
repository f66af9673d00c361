// npm run bench [-- --size small|medium|large] [--quick] [--engine file|sqld] [--peer] [--no-peer]
//                 [--growth small,medium,large] [--out FILE]
// Seeds a temp database with an institution, starts the real Deno server on loopback, drives it
// from separate processes, and reports every figure beside a baseline measured in the same run:
// the Payload peer answering the same requests on the same institution (bench/scenarios-peer.ts;
// installed on first use; skipped by --quick unless --peer), the SQL-only limit of each request
// (bench/limits.ts), and the growth of each request's time from the small to the large institution
// (bench/scenarios-growth.ts). A chart is written beside the report (bench/chart.ts).
// With --engine sqld each scenario is measured again on two instances sharing one libSQL server
// (bench/lib/sqld-engine.ts) and printed beside the file figure of the same run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { createClient, type Client } from "@libsql/client";
import { DEMO_PASSWORD } from "../api/src/seed/sizes.ts";
import { DENO, REPO_ROOT, http, startServer, type RunningServer } from "../tests/support/server.ts";
import { SQLD } from "../tests/support/sqld.ts";
import { runLoad, type LoadResult } from "./lib/load.ts";
import { runMeasured } from "./lib/peak-memory.ts";
import { pct, renderReport, type Information, type Row, type Target } from "./lib/report.ts";
import { measureUiWeight } from "./lib/ui-weight.ts";
import { measurePageTimings } from "./lib/page-timings.ts";
import { measuredOnSqld, runLoadSpread, SQLD_INSTANCES, startSqldEngine, whileChanging, type SqldEngine } from "./lib/sqld-engine.ts";
import { renderChart } from "./chart.ts";
import { prepareDirectory } from "./scenarios-directory.ts";
import { openInstitutionCampaign } from "./scenarios-campaigns.ts";
import { timeInstitutionReport } from "./scenarios-reports.ts";
import { efficiency, measureGrantLimit, measureSqlLimits, microsPerRequest } from "./limits.ts";
import { GROWTH_KEYS, pickCallers, sideBySideScenarios, stewardSignIn, type Caller } from "./scenarios-side-by-side.ts";
import { growthOf, measureGrowthAt, SIZES, type Size } from "./scenarios-growth.ts";
import { waitUntilQuiet } from "./lib/quiet.ts";
import { installPeer, loadPeer, peerBulkGrant, peerExport, peerGet, peerSignIn, peerVersion, startPeer, type RunningPeer } from "./scenarios-peer.ts";

const { values: opts } = parseArgs({
  options: {
    size: { type: "string" },
    quick: { type: "boolean", default: false },
    out: { type: "string", default: join(REPO_ROOT, "bench-results", "latest.md") },
    connections: { type: "string", default: "32" },
    engine: { type: "string", default: "file" },
    peer: { type: "boolean" },
    "no-peer": { type: "boolean", default: false },
    growth: { type: "string" },
  },
});
if (opts.engine !== "file" && opts.engine !== "sqld") throw new Error("--engine must be file or sqld");
const quick = opts.quick ?? false;
const size = opts.size ?? (quick ? "small" : "large");
const connections = Number(opts.connections);
// A quick run proves the bench works (its smoke test); its figures are not for reading.
const durationSec = quick ? 1 : 10;
const warmupSec = quick ? 1 : 3;
const log = (msg: string) => process.stderr.write(`bench: ${msg}\n`);
// The peer runs in a full run; a quick run skips its install and load unless asked (--peer).
const withPeer = !opts["no-peer"] && (opts.peer ?? !quick);
// Growth: every size in a full run; a quick run measures only its own size unless asked.
const growthSizes = (opts.growth ?? (quick ? "" : SIZES.join(","))).split(",").filter(Boolean) as Size[];
for (const s of growthSizes) if (!SIZES.includes(s)) throw new Error(`--growth takes ${SIZES.join(",")}`);

const rows: Row[] = [];
const targets: Target[] = [];
const target = (name: string, met: boolean | null, detail: string) => targets.push({ name, met, detail });
const information: Information[] = [];
const info = (name: string, detail: string) => information.push({ name, detail });
const loadValue = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`;
const times = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}x` : "n/a (Payload answered none)");

async function scalar(db: Client, sql: string, args: (string | number)[] = []): Promise<string> {
  const r = await db.execute({ sql, args });
  return String(Object.values(r.rows[0] ?? {})[0] ?? "");
}

let engine: SqldEngine | undefined;
/** Every scenario measured on the sqld engine, by section. */
const onSqld: Array<{ section: string; result: LoadResult }> = [];

async function loadRow(section: string, name: string, url: string, token: string | undefined, baseline: LoadResult): Promise<LoadResult> {
  log(`load: ${name}`);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const r = await runLoad(name, { url, connections, durationSec, warmupSec, headers });
  rows.push({ section, name, value: loadValue(r), ratio: `${pct(r.rps, baseline.rps)} of ${baseline.name}` });
  if (engine && measuredOnSqld(section)) {
    log(`load on sqld: ${name}`);
    const { pathname, search } = new URL(url);
    const q = await runLoadSpread(name, engine, `${pathname}${search}`, { connections, durationSec, warmupSec, headers });
    onSqld.push({ section, result: q });
    rows.push({ section, name: `${name} [sqld, ${SQLD_INSTANCES} instances]`, value: `${q.rps.toFixed(0)} req/s, p50 ${q.p50} ms, p99 ${q.p99} ms, errors ${q.errors}`, ratio: `${pct(q.rps, r.rps)} of file` });
  }
  return r;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "steward-bench-"));
  const dbFile = join(dir, "bench.db");
  const databaseUrl = `file:${dbFile}`;
  let server: RunningServer | undefined;
  let peer: RunningPeer | undefined;
  try {
    if (!existsSync(join(REPO_ROOT, "host", "dist", "index.html"))) {
      log("building the UI");
      execFileSync("npm", ["run", "build"], { cwd: REPO_ROOT, stdio: "inherit" });
    }

    log(`seeding a ${size} institution`);
    const seed = await runMeasured(DENO, ["run", "--allow-all", "api/seed.ts", "--size", size, "--seed", "1"], { DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dir }, REPO_ROOT);
    if (seed.code !== 0) throw new Error(`seed failed: ${seed.stderr}`);
    const db = createClient({ url: databaseUrl });
    const count = async (table: string) => Number(await scalar(db, `SELECT count(*) FROM ${table}`));
    const auditRows = await count("audit_logs");
    const meta: Record<string, string> = {
      date: new Date().toISOString(),
      machine: `${execFileSync("nproc").toString().trim()} cores, node ${process.version}, deno ${execFileSync(DENO, ["--version"]).toString().split("\n")[0]}`,
      institution: `${size}: ${await count("units")} units (max depth ${await scalar(db, "SELECT max(depth) FROM units")}), ${await count("users")} users, ${await count("social_medias")} accounts, ${auditRows} audit entries; seeded in ${seed.seconds.toFixed(1)} s`,
      load: `autocannon in a separate process, ${connections} connections, ${warmupSec} s warm-up, ${durationSec} s measured`,
    };

    server = await startServer({ apiOnly: false, dataDir: dir, env: { DATABASE_URL: databaseUrl, STEWARD_BENCH_BASELINES: "true", LOG_LEVEL: "warn", STEWARD_PUBLIC_RATE_LIMIT: "1000000000" } });
    const callers = await pickCallers(db);
    const tokens: Record<Caller, string> = { super: await stewardSignIn(server, callers.superEmail), admin: await stewardSignIn(server, callers.adminEmail) };
    const superToken = tokens.super;
    const adminToken = tokens.admin;
    meta["callers"] = `super admin ${callers.superEmail}; unit admin ${callers.adminEmail} on ${callers.adminPath}`;
    if (opts.engine === "sqld") {
      log("starting sqld and two instances on a copy of the database");
      // The file run's signing key and its sessions (in the copy) let the same tokens work there.
      engine = await startSqldEngine(db, dir, readFileSync(join(dir, "auth-secret"), "utf8").trim());
      meta["engine"] = `file, and sqld (${execFileSync(SQLD, ["--version"]).toString().trim()}) on loopback with ${SQLD_INSTANCES} API instances over WebSocket (what libsql:// means), the load split evenly between them; their p50/p99 are the worse instance's`;
    }

    // The peer, loaded with this very institution before anything changes it.
    let peerTokens: Record<Caller, string> | undefined;
    let peerAuditRows = 0;
    const startSignedInPeer = async () => {
      const started = await startPeer(join(dir, "peer.db"));
      const tokens = { super: await peerSignIn(started.url, callers.superEmail, DEMO_PASSWORD), admin: await peerSignIn(started.url, callers.adminEmail, DEMO_PASSWORD) };
      return { peer: started, peerTokens: tokens };
    };
    if (withPeer) {
      installPeer(log);
      log("loading the institution into the Payload peer");
      const loaded = await loadPeer(dbFile, join(dir, "peer.db"), DEMO_PASSWORD);
      peerAuditRows = loaded.counts["audit_logs"] ?? 0;
      ({ peer, peerTokens } = await startSignedInPeer());
      meta["peer"] = `Payload ${peerVersion()} (@payloadcms/db-sqlite on a libSQL file, WAL) under Node's HTTP server through handleEndpoints, NODE_ENV=production; the same callers signed in`;
      rows.push({
        section: "peer",
        name: "loading the institution into Payload",
        value: `${loaded.seconds.toFixed(1)} s in all: Payload's schema ${loaded.schemaSeconds.toFixed(1)} s, rows copied ${loaded.copySeconds.toFixed(1)} s (${loaded.counts["audit_logs"]} audit entries, ${loaded.counts["audit_logs_rels"]} of their unit links)`,
      });
    } else {
      meta["peer"] = "not run (a quick run skips it: --peer)";
    }

    // Baselines of this very run.
    // The raw ceiling is measured before and after the Hono hello and the better run is kept: the
    // first scenario after seeding can catch the machine still writing the seed out.
    const rawRun = () => runLoad("raw Deno.serve hello", { url: `${server!.url}/__bench/raw`, connections, durationSec, warmupSec });
    const rawBefore = await rawRun();
    const honoRun = await runLoad("Hono hello", { url: `${server.url}/__bench/hono`, connections, durationSec, warmupSec });
    const rawAfter = await rawRun();
    const raw = rawAfter.rps > rawBefore.rps ? rawAfter : rawBefore;
    rows.push({ section: "baseline", name: raw.name, value: `${raw.rps.toFixed(0)} req/s, p50 ${raw.p50} ms, p99 ${raw.p99} ms, errors ${raw.errors} (best of ${rawBefore.rps.toFixed(0)} before and ${rawAfter.rps.toFixed(0)} after the Hono run)`, ratio: "100%" });
    const hono = honoRun;
    rows.push({ section: "baseline", name: hono.name, value: `${hono.rps.toFixed(0)} req/s, p50 ${hono.p50} ms, p99 ${hono.p99} ms, errors ${hono.errors}`, ratio: `${pct(hono.rps, raw.rps)} of ${raw.name}` });
    info("App hello (Hono, through every middleware) as a share of raw Deno.serve", pct(hono.rps, raw.rps));

    // /me and every list, Steward then the peer on the same request, one after the other.
    const scenarios = await sideBySideScenarios(server, tokens);
    const measured = new Map<string, LoadResult>();
    const onPeer = new Map<string, LoadResult>();
    const differing: string[] = [];
    let peerBacklogMs = 0;
    const peerRestartedAfter: string[] = [];
    for (const s of scenarios) {
      const r = await loadRow(s.section, s.name, `${server.url}${s.steward}`, tokens[s.caller], hono);
      measured.set(s.key, r);
      if (peer && peerTokens) {
        const [mine, theirs] = [await http(server.url, "GET", s.steward, { token: tokens[s.caller] }), await peerGet(peer.url, s.peer, peerTokens[s.caller])];
        const ids = (b: { docs?: { id: number }[] }) => (b.docs ?? []).map((d) => d.id).join(",");
        if (s.key !== "me" && (mine.body?.totalDocs !== theirs.body.totalDocs || ids(mine.body) !== ids(theirs.body as { docs?: { id: number }[] }))) differing.push(s.name);
        log(`load on Payload: ${s.name}`);
        const p = await runLoad(`${s.name} [Payload]`, { url: `${peer.url}${s.peer}`, connections, durationSec, warmupSec, headers: { authorization: `Bearer ${peerTokens[s.caller]}` } });
        onPeer.set(s.key, p);
        rows.push({ section: s.section, name: `${s.name} [Payload]`, value: loadValue(p), ratio: `Steward ${times(r.rps, p.rps)} Payload` });
        // The peer goes on with the requests it could not answer in time; the next Steward scenario
        // must not share the cores with that. Given 30 s, it is otherwise restarted.
        const quiet = await waitUntilQuiet(peer.pid);
        peerBacklogMs = Math.max(peerBacklogMs, quiet.waitedMs);
        if (!quiet.quiet) {
          log(`the peer is still working through ${s.name}: restarting it`);
          await peer.stop();
          ({ peer, peerTokens } = await startSignedInPeer());
          peerRestartedAfter.push(s.name);
        }
      }
    }
    if (peer) {
      meta["peer's backlog"] = `after each of its loads the bench waited until the peer was quiet (at most 5 % of a core over 1 s) before the next scenario: at most ${(peerBacklogMs / 1000).toFixed(1)} s${peerRestartedAfter.length ? `; restarted after ${peerRestartedAfter.join(", ")} (still busy after 30 s)` : ""}`;
      meta["same answers"] = differing.length === 0 ? "every scenario returned the same documents in the same order and the same totalDocs on both (checked before its load)" : `DIFFERENT answers: ${differing.join("; ")}`;
    }
    const named = (key: string) => {
      const s = scenarios.find((x) => x.key === key)!;
      return `${s.section}: ${s.name}`;
    };
    if (peer) {
      // A scenario Payload answered not once in the run (every request past the timeout) has no
      // finite ratio: it meets the target and is named apart, not printed as a huge number.
      const unanswered = scenarios.filter((s) => onPeer.get(s.key)!.rps === 0 && measured.get(s.key)!.rps > 0);
      const ratios = scenarios.filter((s) => !unanswered.includes(s)).map((s) => ({ key: s.key, ratio: measured.get(s.key)!.rps / onPeer.get(s.key)!.rps }));
      const worst = ratios.reduce((a, b) => (b.ratio < a.ratio ? b : a), { key: "", ratio: Infinity });
      const best = ratios.reduce((a, b) => (b.ratio > a.ratio ? b : a), { key: "", ratio: 0 });
      const none = unanswered.length ? `; Payload answered none in ${durationSec} s: ${unanswered.map((s) => named(s.key)).join(", ")}` : "";
      // Steward must answer every request; Payload's timeouts (past autocannon's 10 s) only lower its req/s.
      const stewardErrors = scenarios.reduce((n, s) => n + measured.get(s.key)!.errors, 0);
      const peerErrors = [...onPeer.values()].reduce((n, p) => n + p.errors, 0);
      target(
        "Steward >= 5x Payload's req/s on /me and every list scenario",
        worst.ratio >= 5 && stewardErrors === 0,
        `${ratios.length ? `worst ${worst.ratio.toFixed(1)}x (${named(worst.key)}), best ${best.ratio.toFixed(1)}x (${named(best.key)})` : "no finite ratio"}${none}; errors: Steward ${stewardErrors}, Payload ${peerErrors} (timeouts)`,
      );
    } else {
      target("Steward >= 5x Payload's req/s on /me and every list scenario", null, "the peer was not run (npm run bench -- --peer)");
    }

    // The real limit of each: its SQL statements alone, plus the HTTP floor (the Hono hello).
    log("the real limit of each request: its SQL alone");
    const limits = await measureSqlLimits({ DATABASE_URL: databaseUrl, STEWARD_DATA_DIR: dir }, scenarios.map((s) => ({ key: s.key, path: s.steward, token: tokens[s.caller] })), quick ? 0.25 : 1);
    let worstEfficiency = { key: "", ratio: Infinity };
    for (const s of scenarios) {
      const l = limits.get(s.key);
      if (!l) continue;
      const e = efficiency(l, hono.rps, measured.get(s.key)!.rps);
      if (e.ratio < worstEfficiency.ratio) worstEfficiency = { key: s.key, ratio: e.ratio };
      rows.push({
        section: "limit",
        name: named(s.key),
        value: `SQL ${l.sqlMicros.toFixed(0)} µs (${l.statements} statements${l.versionChecks ? `, ${l.versionChecks} version checks` : ""}) + HTTP floor ${microsPerRequest(hono.rps).toFixed(0)} µs = ${e.limitMicros.toFixed(0)} µs; measured ${e.measuredMicros.toFixed(0)} µs per request (in-process ${l.inProcessMicros.toFixed(0)} µs)`,
        ratio: `efficiency ${(e.ratio * 100).toFixed(1)}%`,
      });
    }
    info("Efficiency (SQL alone + HTTP floor) / measured on /me and every list scenario", `worst ${(worstEfficiency.ratio * 100).toFixed(1)}% (${worstEfficiency.key ? named(worstEfficiency.key) : "none"})`);
    const listScenarios = scenarios.filter((s) => s.section !== "auth").map((s) => measured.get(s.key)!);
    const listP99 = Math.max(...listScenarios.map((r) => r.p99));
    target(`Every list scenario p99 <= 50 ms at ${connections} connections`, listP99 <= 50, `worst p99 ${listP99} ms`);

    const dash = [
      await loadRow("dashboard", "summary, unit admin", `${server.url}/api/dashboard`, adminToken, hono),
      await loadRow("dashboard", "summary, super admin", `${server.url}/api/dashboard`, superToken, hono),
    ];
    const dashP99 = Math.max(...dash.map((d) => d.p99));
    target(`Dashboard summary p99 <= 50 ms at ${connections} connections`, dashP99 <= 50, `p99 ${dashP99} ms`);

    // The public directory (bench/scenarios-directory.ts): verify is the hot public endpoint.
    const directory = await prepareDirectory(server.url, databaseUrl, superToken, 100);
    const verify = await loadRow("public directory", "GET /public/v1/verify (published, attested)", `${server.url}${directory.verifyPath}`, undefined, hono);
    target(`Public verify p99 <= 10 ms at ${connections} connections`, verify.p99 <= 10 && verify.errors === 0, `p99 ${verify.p99} ms`);
    info("Public verify as a share of the Hono hello's req/s", pct(verify.rps, hono.rps));
    log("load: directory page revalidated");
    const revalidated = await runLoad("GET /directory, If-None-Match (304)", { url: `${server.url}${directory.pagePath}`, connections, durationSec, warmupSec, headers: { "if-none-match": directory.pageEtag } });
    rows.push({ section: "public directory", name: revalidated.name, value: loadValue(revalidated), ratio: `${pct(revalidated.rps, hono.rps)} of ${hono.name}` });
    if (engine) {
      const lists = onSqld.filter((s) => s.section === "accounts" || s.section === "audit");
      const worst = lists.reduce((a, b) => (b.result.p99 > a.result.p99 ? b : a));
      target(`sqld, ${SQLD_INSTANCES} instances: every list scenario p99 <= 100 ms at ${connections} connections`, worst.result.p99 <= 100 && lists.every((l) => l.result.errors === 0), `worst p99 ${worst.result.p99} ms (${worst.result.name})`);
    }

    // Recertification (bench/scenarios-campaigns.ts): open a campaign over the whole institution, then load the unit admin's items.
    log("campaign over the whole institution");
    const campaign = await openInstitutionCampaign(server.url, db, superToken, adminToken);
    rows.push({ section: "campaigns", name: `open a campaign over every account and grant (${campaign.accounts} accounts, ${campaign.grants} grants)`, value: `${campaign.seconds.toFixed(2)} s for ${campaign.items} items, one request and one transaction` });
    target("Opening a campaign over the whole institution < 10 s (one transaction)", campaign.seconds < 10, `${campaign.seconds.toFixed(2)} s, ${campaign.items} items`);
    const campaignItems = await loadRow("campaigns", `items, unit admin (${campaign.adminItems} in scope)`, `${server.url}${campaign.itemsPath}`, adminToken, hono);
    target("Campaign items as a unit admin p99 <= 25 ms", campaignItems.p99 <= 25 && campaignItems.errors === 0, `p99 ${campaignItems.p99} ms`);

    // Unit reports (bench/scenarios-reports.ts): the whole institution's, with the campaign above open.
    log("the whole institution's report");
    const reportTimes = await timeInstitutionReport(server.url, superToken);
    rows.push({ section: "reports", name: `the whole institution's report (${reportTimes.accounts} accounts), slowest of 3`, value: `JSON ${reportTimes.json.toFixed(2)} s, XLSX ${reportTimes.xlsx.toFixed(2)} s, PDF ${reportTimes.pdf.toFixed(2)} s` });
    const worstReport = Math.max(reportTimes.json, reportTimes.xlsx, reportTimes.pdf);
    target("The whole institution's report (JSON, XLSX and PDF) < 5 s", worstReport < 5, `slowest ${worstReport.toFixed(2)} s`);

    // Audit export through the CLI, against the sqlite3 tool over the same rows of the same file.
    const cli = (args: string[], file: string) =>
      runMeasured(DENO, ["run", "--allow-all", "cli/main.ts", ...args, "--out", file], { STEWARD_TOKEN: superToken, STEWARD_API_URL: server!.url }, REPO_ROOT);
    const sqlite = spawnSync("sh", ["-c", "command -v sqlite3"]).status === 0;
    // Counted again: the server's jobs and the scenarios above add entries to the seeded log.
    const exportedRows = await count("audit_logs");
    let sqliteRate = 0;
    if (sqlite) {
      const run = await runMeasured("sh", ["-c", `sqlite3 -csv -header '${dbFile}' 'SELECT * FROM audit_logs ORDER BY id' > '${join(dir, "sqlite3.csv")}'`]);
      sqliteRate = exportedRows / run.seconds;
      rows.push({ section: "export", name: "sqlite3 tool, CSV", value: `${sqliteRate.toFixed(0)} rows/s (${run.seconds.toFixed(2)} s)`, ratio: "100%" });
    } else {
      rows.push({ section: "export", name: "sqlite3 tool, CSV", value: "sqlite3 is not installed (apt-get install sqlite3): no baseline" });
    }
    let worstExport = Infinity;
    let peakMb = 0;
    const exportRates: Record<string, number> = {};
    for (const format of ["csv", "jsonl"]) {
      log(`export ${format}`);
      const run = await cli(["audit", "export", "--format", format], join(dir, `export.${format}`));
      if (run.code !== 0) throw new Error(`audit export ${format} failed: ${run.stderr}`);
      const rate = exportedRows / run.seconds;
      exportRates[format] = rate;
      worstExport = Math.min(worstExport, rate);
      peakMb = Math.max(peakMb, run.peakRssMb);
      rows.push({ section: "export", name: `steward audit export --format ${format}`, value: `${rate.toFixed(0)} rows/s (${run.seconds.toFixed(2)} s), CLI peak RSS ${run.peakRssMb.toFixed(0)} MB`, ratio: sqlite ? `${pct(rate, sqliteRate)} of sqlite3` : "" });
      if (engine) {
        const onServer = await runMeasured(DENO, ["run", "--allow-all", "cli/main.ts", "audit", "export", "--format", format, "--out", join(dir, `sqld-export.${format}`)], { STEWARD_TOKEN: superToken, STEWARD_API_URL: engine.instances[0]!.url }, REPO_ROOT);
        if (onServer.code !== 0) throw new Error(`audit export ${format} on sqld failed: ${onServer.stderr}`);
        const sqldRate = exportedRows / onServer.seconds;
        rows.push({ section: "export", name: `steward audit export --format ${format} [sqld]`, value: `${sqldRate.toFixed(0)} rows/s (${onServer.seconds.toFixed(2)} s)`, ratio: `${pct(sqldRate, rate)} of file` });
      }
    }
    target("Audit export (CSV and JSONL) >= 50% of sqlite3 rows/s, peak RSS < 150 MB", sqlite && worstExport >= 0.5 * sqliteRate && peakMb < 150, sqlite ? `${pct(worstExport, sqliteRate)}, ${peakMb.toFixed(0)} MB` : "sqlite3 missing");
    let peerExportRate: number | undefined;
    if (peer && peerTokens) {
      log("export on Payload");
      const px = await peerExport(peer.url, peerTokens.super, join(dir, "peer-export.jsonl"));
      if (px.rows !== peerAuditRows) throw new Error(`the peer exported ${px.rows} of its ${peerAuditRows} entries`);
      peerExportRate = px.rows / px.seconds;
      rows.push({
        section: "export",
        name: "Payload: REST pages of 5,000 by id (keyset, depth 0) to JSONL",
        value: `${peerExportRate.toFixed(0)} rows/s (${px.seconds.toFixed(2)} s), script peak RSS ${px.peakRssMb.toFixed(0)} MB`,
        ratio: `Steward JSONL ${times(exportRates["jsonl"]!, peerExportRate)} Payload`,
      });
      target("Audit export: Steward >= 10x Payload's rows/s", exportRates["jsonl"]! >= 10 * peerExportRate, `${times(exportRates["jsonl"]!, peerExportRate)} (JSONL both)`);
    } else {
      target("Audit export: Steward >= 10x Payload's rows/s", null, "the peer was not run (npm run bench -- --peer)");
    }

    // Bulk grants: 10,000 new (user, unit) pairs in one POST to Steward and to the peer (the same
    // body: the CLI's), then server-side in one Deno process against a plain insert of the same
    // grants with their audit entries, each on a copy taken before.
    const grantRows = quick ? 1_000 : 10_000;
    const pairs = (
      await db.execute({
        sql: `SELECT u.id AS uid, u.email AS email, un.id AS unit FROM users u, units un
              WHERE u.role != 'super_admin' AND NOT EXISTS (SELECT 1 FROM access_grants g WHERE g.user_id = u.id AND g.unit_id = un.id)
              ORDER BY (u.id * 7919 + un.id * 104729) % 1000003 LIMIT ?`,
        args: [grantRows],
      })
    ).rows;
    const grantBody = JSON.stringify({ dryRun: false, rows: pairs.map((p) => ({ email: String(p["email"]), unit: String(p["unit"]), type: "permanent" })) });
    await db.execute(`VACUUM INTO '${join(dir, "copy-bulk.db")}'`);
    await db.execute(`VACUUM INTO '${join(dir, "copy-plain.db")}'`);
    const postGrants = async (url: string) => {
      const started = performance.now();
      const res = await fetch(`${url}/api/users/access/bulk`, { method: "POST", headers: { authorization: `Bearer ${superToken}`, "content-type": "application/json" }, body: grantBody });
      const answer = await res.text();
      if (!res.ok) throw new Error(`bulk grant failed: ${res.status} ${answer.slice(0, 500)}`);
      return (performance.now() - started) / 1000;
    };
    log(`bulk grant ${pairs.length} rows`);
    const grantSeconds = await postGrants(server.url);
    const grantRate = pairs.length / grantSeconds;
    rows.push({ section: "bulk grants", name: `Steward: one POST /api/users/access/bulk (${pairs.length} rows)`, value: `${grantRate.toFixed(0)} rows/s (${grantSeconds.toFixed(2)} s)` });
    let peerGrantRate: number | undefined;
    if (peer && peerTokens) {
      log(`bulk grant ${pairs.length} rows on Payload`);
      const onPeerGrant = await peerBulkGrant(peer.url, peerTokens.super, grantBody);
      const peerRate = pairs.length / onPeerGrant.seconds;
      peerGrantRate = peerRate;
      rows.push({ section: "bulk grants", name: `Payload: one POST /api/access-grants/bulk (${pairs.length} rows)`, value: `${peerRate.toFixed(0)} rows/s (${onPeerGrant.seconds.toFixed(2)} s)`, ratio: `Steward ${times(grantRate, peerRate)} Payload` });
    }
    if (engine) {
      // The sqld copy was taken before these pairs were granted in the file: the same rows are new there too.
      const sqldSeconds = await postGrants(engine.instances[0]!.url);
      const sqldRate = pairs.length / sqldSeconds;
      rows.push({ section: "bulk grants", name: `Steward: one POST (${pairs.length} rows) [sqld]`, value: `${sqldRate.toFixed(0)} rows/s (${sqldSeconds.toFixed(2)} s)`, ratio: `${pct(sqldRate, grantRate)} of file` });
    }
    const actor = (await db.execute({ sql: "SELECT id, name FROM users WHERE email = ?", args: [callers.superEmail] })).rows[0]!;
    const grantLimit = await measureGrantLimit({
      bulkDb: join(dir, "copy-bulk.db"),
      plainDb: join(dir, "copy-plain.db"),
      dataDir: dir,
      token: superToken,
      actor: { id: Number(actor["id"]), name: String(actor["name"]), role: "super_admin" },
      rows: pairs.map((p) => ({ email: String(p["email"]), unit: Number(p["unit"]), type: "permanent", userId: Number(p["uid"]) })),
    });
    const serverSideRate = pairs.length / grantLimit.bulkSeconds;
    const plainRate = pairs.length / grantLimit.plainSeconds;
    rows.push({ section: "bulk grants", name: "plain INSERT of the grants and their audit entries (hashes included), in-process", value: `${plainRate.toFixed(0)} rows/s (${grantLimit.plainSeconds.toFixed(2)} s)`, ratio: "100%" });
    rows.push({ section: "bulk grants", name: "Steward's bulk grant, server-side (app.request, same process)", value: `${serverSideRate.toFixed(0)} rows/s (${grantLimit.bulkSeconds.toFixed(2)} s, ${grantLimit.usersChanged} users changed)`, ratio: `${pct(serverSideRate, plainRate)} of plain insert` });
    target("Bulk grant, server-side, >= 50% of a plain insert of the grants with their audit entries", grantLimit.status === 200 && serverSideRate >= 0.5 * plainRate, pct(serverSideRate, plainRate));

    if (engine) {
      // What kept answers are worth when the data moves: the unit admin's first account page while
      // a user is renamed every CHANGE_EVERY_MS, on the file and on sqld (bench/lib/sqld-engine.ts).
      const CHANGE_EVERY_MS = 100;
      const changed = Number(await scalar(db, "SELECT id FROM users WHERE role = 'social_media_manager' ORDER BY id LIMIT 1"));
      const load = { connections, durationSec, warmupSec, headers: { authorization: `Bearer ${adminToken}` } };
      log(`load while changing every ${CHANGE_EVERY_MS} ms, file and sqld`);
      const f = await whileChanging([server.url], superToken, changed, CHANGE_EVERY_MS, () => runLoad("file", { ...load, url: `${server!.url}/api/social-medias?limit=10` }));
      const q = await whileChanging(engine.instances.map((i) => i.url), superToken, changed, CHANGE_EVERY_MS, () => runLoadSpread("sqld", engine!, "/api/social-medias?limit=10", load));
      const changes = (c: { changes: number; failedChanges: number }) => `; ${c.changes} changes committed (${(c.changes / (durationSec + warmupSec)).toFixed(1)}/s)${c.failedChanges ? `, ${c.failedChanges} failed` : ""}`;
      rows.push({ section: "accounts", name: `unit admin, page 1, a change every ${CHANGE_EVERY_MS} ms`, value: loadValue(f.result) + changes(f) });
      rows.push({ section: "accounts", name: `unit admin, page 1, a change every ${CHANGE_EVERY_MS} ms [sqld, ${SQLD_INSTANCES} instances]`, value: loadValue(q.result) + changes(q), ratio: `${pct(q.result.rps, f.result.rps)} of file` });
    }

    // Growth: the list and /me scenarios at every size asked for, this run's own size included.
    const bySize = new Map<Size, Map<string, LoadResult>>();
    if (SIZES.includes(size as Size)) bySize.set(size as Size, measured);
    for (const other of growthSizes) if (other !== size) bySize.set(other, await measureGrowthAt(other, { connections, durationSec, warmupSec }, log));
    const growthName = (key: string) => {
      const s = scenarios.find((x) => x.key === key)!;
      return `${s.section}: ${s.label}`;
    };
    let worstGrowth: { key: string; factor: number } | undefined;
    const chartGrowth = [];
    for (const key of GROWTH_KEYS) {
      const g = growthOf(bySize, key);
      chartGrowth.push({ name: growthName(key), micros: g.micros });
      if (g.factor !== null && (!worstGrowth || g.factor > worstGrowth.factor)) worstGrowth = { key, factor: g.factor };
      const each = SIZES.filter((x) => g.micros[x] !== undefined).map((x) => `${x} ${g.micros[x]!.toFixed(0)} µs`);
      rows.push({ section: "growth", name: growthName(key), value: `${each.join(", ")} per request`, ratio: g.factor === null ? "" : `${g.factor.toFixed(2)}x from ${g.from} to ${g.to}` });
    }
    if (bySize.has("small") && bySize.has("large")) {
      target("Per-request time grows <= 1.5x from small to large (/me and every list)", (worstGrowth?.factor ?? Infinity) <= 1.5, worstGrowth ? `worst ${worstGrowth.factor.toFixed(2)}x (${growthName(worstGrowth.key)})` : "none");
    } else {
      target("Per-request time grows <= 1.5x from small to large (/me and every list)", null, `measured at ${[...bySize.keys()].join(", ") || "no size"} only (npm run bench -- --growth small,medium,large)`);
    }

    log("UI weight");
    const ui = await measureUiWeight(server.url, superToken);
    for (const f of ui.initialFiles) rows.push({ section: "ui initial", name: f.file, value: `${f.kb.toFixed(1)} KB gzip` });
    rows.push({ section: "ui", name: "initial JS before the Units page renders", value: `${ui.initialKb.toFixed(1)} KB gzip` });
    rows.push({ section: "ui", name: "remote's own initial chunk (remoteEntry.js)", value: `${ui.remoteEntryKb.toFixed(1)} KB gzip` });
    for (const c of ui.lazyChunks) rows.push({ section: "ui lazy", name: c.file, value: `${c.kb.toFixed(1)} KB gzip${c.tiptap ? " (Tiptap)" : ""}` });
    target("Initial JS before the Units page <= 250 KB gzip", ui.initialKb <= 250, `${ui.initialKb.toFixed(1)} KB`);
    target("Remote's own initial chunk <= 100 KB gzip", ui.remoteEntryKb <= 100, `${ui.remoteEntryKb.toFixed(1)} KB`);
    target("Tiptap loads only on the policy page", !ui.tiptapBeforePolicyPage && ui.tiptapOnPolicyPage, `before: ${ui.tiptapBeforePolicyPage}, on policy page: ${ui.tiptapOnPolicyPage}`);

    // Issue 30: each role's pages and forms in Chromium, from navigation until usable.
    log("page timings in Chromium");
    const pages = await measurePageTimings(server.url, { "super admin": superToken, "unit admin": adminToken });
    for (const t of pages.timings) rows.push({ section: "pages", name: `${t.role}: ${t.page}`, value: t.ms === null ? "not usable within 30 s" : `${t.ms} ms until usable` });
    const slowest = pages.timings.reduce<(typeof pages.timings)[number] | null>((worst, t) => (worst === null || (t.ms ?? Infinity) > (worst.ms ?? Infinity) ? t : worst), null);
    target("Every page and form usable within 1 s of navigation (each role)", slowest !== null && (slowest.ms ?? Infinity) <= 1000, slowest ? `slowest ${slowest.ms ?? "never"} ms (${slowest.role}: ${slowest.page})` : "none measured");
    const ask = pages.largestChooserAsk;
    target("No chooser asks for more than the 20 options it shows", ask !== null && ask.limit <= 20, ask ? `largest ${ask.limit === Infinity ? "everyone" : ask.limit} (${ask.role}: ${ask.page}, ${ask.url})` : "no chooser request seen");
    const tallest = Math.max(...Object.values(pages.homeHeightPx));
    target("The home page's document under 5,000 px (each role)", tallest < 5000, Object.entries(pages.homeHeightPx).map(([role, px]) => `${role} ${px} px`).join(", "));

    db.close();
    const chartFile = opts.out!.replace(/\.md$/, "") + ".svg";
    meta["chart"] = chartFile;
    const pairsForChart = [
      ...scenarios.map((s) => ({ name: named(s.key), steward: measured.get(s.key)!.rps, payload: onPeer.get(s.key)?.rps })),
      { name: "audit export, JSONL (rows/s)", steward: exportRates["jsonl"] ?? 0, payload: peerExportRate },
      { name: `bulk grant, ${pairs.length} rows (rows/s)`, steward: grantRate, payload: peerGrantRate },
    ];
    const report = renderReport(meta, rows, targets, information);
    mkdirSync(dirname(opts.out!), { recursive: true });
    writeFileSync(opts.out!, report);
    writeFileSync(chartFile, renderChart(`Steward benchmark, ${size} institution, ${new Date().toISOString().slice(0, 10)}`, pairsForChart, chartGrowth));
    process.stdout.write(report);
  } finally {
    await peer?.stop();
    await engine?.stop();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  process.stderr.write(`bench: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
